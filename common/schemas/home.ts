import { z } from 'zod';
import { CART_ITEM_TYPES } from './cart';

export { HOME_GRID_CATEGORIES, HOME_GRID_LABELS } from '#common/constants';

/** A card of the signed-in home grid (spec 000 §2): name, description, price, badge, Add to Cart. */
export const HomeGridItemSchema = z.object({
  type: z.enum(CART_ITEM_TYPES),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  aiGenerated: z.boolean(),
  /** Times bought in the last 30 days (Popular). */
  sold: z.number().int().nullable(),
});
export type HomeGridItem = z.infer<typeof HomeGridItemSchema>;

export const HomeGridSchema = z.object({
  popular: z.array(HomeGridItemSchema),
  'ai-generated': z.array(HomeGridItemSchema),
  custom: z.array(HomeGridItemSchema),
  featured: z.array(HomeGridItemSchema),
});
export type HomeGrid = z.infer<typeof HomeGridSchema>;
