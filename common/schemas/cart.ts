import { z } from 'zod';
import { userText } from './common';
import { BottleLineSchema } from './bottle';

/** Kinds of things that can be sold. The server resolves title and price from its own catalogue. */
export const CART_ITEM_TYPES = ['product', 'course', 'formula'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const CartItemParamsSchema = z.object({ type: z.enum(CART_ITEM_TYPES), itemId: z.string().min(1).max(100) });

export const CartAddSchema = z.strictObject({
  itemId: userText().min(1).max(100),
  type: z.enum(CART_ITEM_TYPES),
  /** Units of a shop product (courses and bottles are one line each). */
  quantity: z.number().int().min(1, 'Quantity must be between 1 and 99').max(99, 'Quantity must be between 1 and 99').optional(),
  /** For a 'formula' bottle: size, gift wrapping and shipping. */
  options: BottleLineSchema.optional(),
});
export type CartAddInput = z.input<typeof CartAddSchema>;

export const CartItemSchema = z.object({
  id: z.string(),
  type: z.enum(CART_ITEM_TYPES),
  title: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  addedAt: z.string(),
  options: z.record(z.string(), z.unknown()).nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totalCents: z.number().int(),
  count: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CART_MAX_LINES = 100;
/** Units of one product a cart line holds at most (the database checks it too). */
export const CART_MAX_QUANTITY = 99;
