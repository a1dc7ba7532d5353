import { z } from 'zod';
import { PageQuerySchema, pageOf, userText } from './common';
import { PRODUCT_CATEGORIES, ProductSchema } from './shop';

/** The admin's product list: every product, archived ones on request, searchable by name. */
export const AdminProductQuerySchema = PageQuerySchema.extend({
  q: userText().max(100).optional(),
  archived: z.enum(['active', 'archived', 'all']).default('active'),
});

/** A key returned by the image upload (`products/img_<16 hex>`); the server checks the file exists. */
export const PRODUCT_IMAGE_KEY = /^products\/img_[0-9a-f]{16}$/;

/** A price in integer cents; the ceiling keeps every order total inside a 32-bit integer (99 × 99 lines). */
export const PriceCentsSchema = z
  .number({ error: 'Price must be a number' })
  .int('Price must be whole cents')
  .min(0, 'Price cannot be negative')
  .max(100_000_00, 'Price is at most $100,000');

export const PACK_UNITS = ['g', 'mL'] as const;
export const MAX_PACK_SIZE = 100_000;

/**
 * The formula engine's material a product sells and how much of it one unit holds (whole grams or
 * millilitres); null: the product is no single material (a tool, a kit). The server checks the id is a known material.
 */
export const ProductMaterialSchema = z
  .strictObject({
    materialId: z.string().trim().min(1, 'Please enter a material id').max(100, 'No such material'),
    packSize: z
      .number({ error: 'Pack size must be a number' })
      .int('Pack size must be a whole number')
      .min(1, `Pack size must be between 1 and ${MAX_PACK_SIZE}`)
      .max(MAX_PACK_SIZE, `Pack size must be between 1 and ${MAX_PACK_SIZE}`),
    packUnit: z.enum(PACK_UNITS, { error: 'The pack unit must be g or mL' }),
  })
  .nullable();
export type ProductMaterial = z.infer<typeof ProductMaterialSchema>;

const productFields = {
  name: userText().min(1, 'Please enter a name').max(120, 'A name is at most 120 characters'),
  description: userText().min(1, 'Please enter a description').max(2000, 'A description is at most 2000 characters'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Please choose a category' }),
  priceCents: PriceCentsSchema,
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is at most 1,000,000'),
  imageKey: z.string().regex(PRODUCT_IMAGE_KEY, 'Upload the image again'),
  material: ProductMaterialSchema,
};

/** Without an image the product shows its category's picture. */
export const ProductCreateSchema = z.strictObject({
  ...productFields,
  imageKey: productFields.imageKey.optional(),
  material: productFields.material.optional(),
});
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** An edit sends only what changes; `imageKey` is a freshly uploaded image. */
export const ProductUpdateSchema = z
  .strictObject({
    name: productFields.name.optional(),
    description: productFields.description.optional(),
    category: productFields.category.optional(),
    priceCents: productFields.priceCents.optional(),
    stock: productFields.stock.optional(),
    imageKey: productFields.imageKey.optional(),
    /** null takes the material off the product. */
    material: productFields.material.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

/** A product as staff see it: the shop's fields, its stock, whether it is archived, and when it was added. */
export const AdminProductSchema = ProductSchema.extend({
  stock: z.number().int(),
  material: z.object({ materialId: z.string(), packSize: z.number().int(), packUnit: z.enum(PACK_UNITS) }).nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductPageSchema = pageOf(AdminProductSchema);

export const ProductImageSchema = z.object({ imageKey: z.string(), imageUrl: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;
