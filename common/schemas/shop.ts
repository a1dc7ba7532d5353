import { z } from 'zod';
import { pageOf, userText } from './common';

export const PRODUCT_CATEGORIES = ['essential-oils', 'bases', 'tools', 'kits'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory | 'all', string> = {
  all: 'All',
  'essential-oils': 'Essential Oils',
  bases: 'Bases',
  tools: 'Tools',
  kits: 'Kits',
};

export const PRODUCT_SORTS = ['name', 'price-asc', 'price-desc'] as const;

export const ProductListQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  q: userText().max(100).optional(),
  minPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
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
