import { z } from 'zod';
import { pageOf, userText } from './common';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS } from '#common/constants';
import { DEFAULT_PAGE_SIZES } from '#common/page-sizes';

export { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, PRODUCT_SORTS, type ProductCategory } from '#common/constants';

export const ProductListQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  q: userText().max(100).optional(),
  minPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZES.products),
  cursor: z.string().max(1000).optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  priceCents: z.number().int(),
  imageUrl: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductPageSchema = pageOf(ProductSchema);
