import { z } from 'zod';
import { userText } from './common';
import { COUNTRIES, EMPTY_SHIPPING } from '#common/constants';

export { BOTTLES, bottleLineCents, bottlePriceCents, GIFT_WRAP_CENTS, SHIPPING_CENTS, COUNTRIES, EMPTY_SHIPPING } from '#common/constants';

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
// The blank form (common/constants.ts) must stay a valid input of the schema.
EMPTY_SHIPPING satisfies ShippingInput;

export const BottleOptionsSchema = z.strictObject({
  size: z.enum(['50ml', '100ml']),
  giftWrap: z.boolean().default(false),
  shipping: ShippingSchema,
});
export type BottleOptions = z.infer<typeof BottleOptionsSchema>;

/** A bottle as a cart line: shipping may come now (Finding Notes' order step) or at checkout. */
export const BottleLineSchema = BottleOptionsSchema.extend({ shipping: ShippingSchema.optional() });
export type BottleLine = z.infer<typeof BottleLineSchema>;
