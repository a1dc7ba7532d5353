CREATE TABLE "formula_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formula_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"brief" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"formula" jsonb NOT NULL,
	"note" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_formulas" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_formulas" ADD COLUMN "remixed_from_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_formulas" ADD COLUMN "remixed_from_author_id" uuid;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_formula_id_saved_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."saved_formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formula_versions_formula_number_uq" ON "formula_versions" USING btree ("formula_id","number");--> statement-breakpoint
CREATE INDEX "formula_versions_author_idx" ON "formula_versions" USING btree ("author_id");--> statement-breakpoint
-- Every formula saved before versions existed becomes its version 1, as it was saved.
INSERT INTO "formula_versions" ("formula_id", "number", "brief", "changes", "formula", "author_id", "created_at")
SELECT "id", 1, "brief", "changes", "formula", "user_id", "created_at" FROM "saved_formulas";
