/**
 * A payment provider (modelled on Medusa's): the order service never knows which one is behind it.
 * - `immediate` providers charge inside the checkout (the embedded `test` provider);
 * - `webhook` providers start a payment the browser completes, and the order is marked paid only
 *   from their signature-verified webhook (Stripe).
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type ChargeResult =
  | { status: 'succeeded'; ref: string; summary: string }
  | { status: 'declined'; code: 'card_declined' | 'insufficient_funds' | 'invalid_card'; message: string };

export interface PaymentIntentResult {
  ref: string;
  clientSecret: string;
}

/** What a verified webhook event means for an order. */
export type WebhookAction =
  | { kind: 'paid'; eventId: string; ref: string; summary: string | null }
  | { kind: 'failed'; eventId: string; ref: string; reason: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  readonly mode: 'immediate' | 'webhook';
  /** Immediate providers: charge the card now. The card number is never stored or logged. */
  charge?(input: { amountCents: number; orderId: string; card: CardInput }): Promise<ChargeResult>;
  /** Webhook providers: start a payment for the order (idempotent per order id). */
  createIntent?(input: { amountCents: number; orderId: string; orderNumber: number }): Promise<PaymentIntentResult>;
  /** Webhook providers: the client secret of an intent already created (a retried checkout). */
  intentSecret?(ref: string): Promise<string>;
  /** Gives the money back (whole amount). */
  refund(input: { ref: string; amountCents: number; orderId: string }): Promise<{ ref: string }>;
  /** Verifies a webhook's signature and reads it; throws on a bad signature. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): WebhookAction;
}

export class WebhookSignatureError extends Error {}
