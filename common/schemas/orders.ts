import { z } from 'zod';
import { ShippingSchema } from './bottle';
import { CART_ITEM_TYPES } from './cart';
import { pageOf, userText } from './common';
import { ORDER_STATUSES } from '#common/constants';

export { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '#common/constants';

/** Days after payment during which an order can be refunded (spec 000 §9: 30-day money-back). */
export const REFUND_WINDOW_DAYS = 30;

export const CardSchema = z.strictObject({
  number: z
    .string()
    .trim()
    .max(30)
    .regex(/^[\d\s-]{12,30}$/, 'Please enter a valid card number'),
  expMonth: z.number().int().min(1, 'Please enter a valid expiry month').max(12, 'Please enter a valid expiry month'),
  expYear: z.number().int().min(2000, 'Please enter a valid expiry year').max(2100, 'Please enter a valid expiry year'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Please enter a valid CVC'),
});
export type CardInput = z.input<typeof CardSchema>;

export const CheckoutSchema = z.strictObject({
  /** Needed when the cart holds anything physical (supplies, formula bottles). */
  shipping: ShippingSchema.optional(),
  /** The test provider's card; Stripe collects the card in its own form instead. */
  card: CardSchema.optional(),
});
export type CheckoutInput = z.input<typeof CheckoutSchema>;

export const IdempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .min(8, 'The Idempotency-Key must be 8 to 100 characters')
  .max(100, 'The Idempotency-Key must be 8 to 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key may only hold visible ASCII characters');

export const OrderItemSchema = z.object({
  type: z.enum(CART_ITEM_TYPES),
  itemId: z.string(),
  title: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineCents: z.number().int(),
});

export const OrderEventSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});

export const OrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(OrderItemSchema),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  paymentSummary: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderDetailSchema = OrderSchema.extend({
  shipping: ShippingSchema.nullable(),
  events: z.array(OrderEventSchema),
  /** Admins: the order can still be refunded (paid or fulfilled, within the window). */
  refundable: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderPageSchema = pageOf(OrderSchema);

export const CheckoutResultSchema = z.object({
  order: OrderSchema,
  /** Stripe: the hosted payment page to send the browser to; null with the test provider and once paid. */
  redirectUrl: z.string().nullable(),
  message: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const CheckoutQuoteSchema = z.object({
  items: z.array(OrderItemSchema),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  needsShipping: z.boolean(),
  provider: z.enum(['test', 'stripe']),
  /** Shipping given with a formula bottle, to prefill the form. */
  shippingDefaults: ShippingSchema.nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

export const RefundSchema = z.strictObject({ reason: userText().max(500).optional() });

export const OrderParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** A retried checkout carries the same key and gets the first order back. */
export const CheckoutHeadersSchema = z.object({ 'idempotency-key': z.string().optional() }).loose();
