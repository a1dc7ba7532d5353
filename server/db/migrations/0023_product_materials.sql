ALTER TABLE "products" ADD COLUMN "material_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_unit" text;--> statement-breakpoint
CREATE INDEX "products_material_idx" ON "products" USING btree ("material_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_material_pack" CHECK (("products"."material_id" is null and "products"."pack_size" is null and "products"."pack_unit" is null) or ("products"."material_id" is not null and "products"."pack_size" between 1 and 100000 and "products"."pack_unit" is not null));--> statement-breakpoint
-- The sample catalogue's perfumery materials (server/db/seed/catalogue.ts, SEED_MATERIALS) on databases seeded before.
UPDATE "products" AS p SET "material_id" = m.material_id, "pack_size" = m.pack_size, "pack_unit" = m.pack_unit
FROM (VALUES
  ('bergamot-calabria-10ml', 'bergamot-oil-fcf', 10, 'mL'),
  ('lavender-fine-10ml', 'lavender-oil', 10, 'mL'),
  ('rose-damascena-5ml', 'rose-absolute', 5, 'mL'),
  ('vetiver-haiti-10ml', 'vetiver-oil', 10, 'mL'),
  ('sandalwood-austrocaledonica-5ml', 'sandalwood-austrocaledonicum-oil', 5, 'mL'),
  ('jasmine-sambac-5ml', 'jasmine-sambac-absolute', 5, 'mL'),
  ('perfumers-alcohol-100ml', 'perfumers-alcohol', 100, 'mL')
) AS m(slug, material_id, pack_size, pack_unit)
WHERE p."slug" = m.slug AND p."material_id" IS NULL;
