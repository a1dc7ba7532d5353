/**
 * A payment provider (modelled on Medusa's): the order service never knows which one is behind it.
 * - `immediate` providers charge inside the checkout (the embedded `test` provider);
 * - `webhook` providers open a hosted payment page the browser is sent to (Stripe Checkout), and the order
 *   is marked paid only from their signature-verified webhook.
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

/** One line of a hosted checkout, as re-priced by the server. */
export interface CheckoutLine {
  title: string;
  unitAmountCents: number;
  quantity: number;
}

/** A hosted payment page: the provider's reference for it and where to send the browser. */
export interface HostedCheckout {
  ref: string;
  url: string;
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
  /** Webhook providers: open a hosted payment page for the order's lines (idempotent per order id). */
  createCheckout?(input: {
    orderId: string;
    orderNumber: number;
    lines: CheckoutLine[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<HostedCheckout>;
  /** Webhook providers: the page of a checkout already opened (a retried checkout); null once it is closed. */
  checkoutUrl?(ref: string): Promise<string | null>;
  /** Gives the money back (whole amount). */
  refund(input: { ref: string; amountCents: number; orderId: string }): Promise<{ ref: string }>;
  /** Verifies a webhook's signature and reads it; throws on a bad signature. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): WebhookAction;
}

export class WebhookSignatureError extends Error {}
