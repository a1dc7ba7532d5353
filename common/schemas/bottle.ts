import { z } from 'zod';
import { userText } from './common';

/** Finding Notes step 3: the bottle size, gift wrap and where it is shipped. Prices in cents. */
export const BOTTLES = { '50ml': 8500, '100ml': 14500 } as const;
export const GIFT_WRAP_CENTS = 850;
export const SHIPPING_CENTS = 895;
export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Indonesia', 'Singapore', 'Other'] as const;

export const ShippingSchema = z.strictObject({
  firstName: userText().min(1, 'First name is required').max(60),
  lastName: userText().min(1, 'Last name is required').max(60),
  email: userText()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  address: userText().min(1, 'Address is required').max(200),
  city: userText().min(1, 'City is required').max(100),
  postalCode: userText()
    .min(1, 'Postal code is required')
    .max(20)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,18}$/, 'Please enter a valid postal code'),
  country: z.enum(COUNTRIES, { error: 'Please choose a country' }),
});
export type ShippingInput = z.input<typeof ShippingSchema>;
/** A blank address form (checkout and Finding Notes' order step), its country preset to the first one. */
export const EMPTY_SHIPPING: ShippingInput = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  country: COUNTRIES[0],
};

export const BottleOptionsSchema = z.strictObject({
  size: z.enum(['50ml', '100ml']),
  giftWrap: z.boolean().default(false),
  shipping: ShippingSchema,
});
export type BottleOptions = z.infer<typeof BottleOptionsSchema>;

/** A bottle as a cart line: shipping may come now (Finding Notes' order step) or at checkout. */
export const BottleLineSchema = BottleOptionsSchema.extend({ shipping: ShippingSchema.optional() });
export type BottleLine = z.infer<typeof BottleLineSchema>;

/** The bottle's line in a cart or order: bottle + gift wrapping (shipping is charged once per order). */
export function bottleLineCents(o: Pick<BottleOptions, 'size' | 'giftWrap'>): number {
  return BOTTLES[o.size] + (o.giftWrap ? GIFT_WRAP_CENTS : 0);
}

/** Price of a configured bottle on its own: bottle + gift wrapping + shipping. */
export function bottlePriceCents(o: Pick<BottleOptions, 'size' | 'giftWrap'>): number {
  return BOTTLES[o.size] + (o.giftWrap ? GIFT_WRAP_CENTS : 0) + SHIPPING_CENTS;
}
