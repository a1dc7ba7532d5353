import Stripe from 'stripe';
import type { CheckoutLine, HostedCheckout, PaymentProvider, WebhookAction } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A local fake of the API (tests): protocol, host and port for the SDK. */
  apiUrl?: string;
}

/**
 * Stripe through the official SDK, with Checkout Sessions: the card is typed on Stripe's own page, never in ours.
 * The server opens a session for the re-priced lines and sends the browser to its url; Stripe sends it back to the
 * order page. The order becomes paid only when `checkout.session.completed` (paid) or
 * `checkout.session.async_payment_succeeded` arrives on the signature-verified webhook.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly mode = 'webhook' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: {
    orderId: string;
    orderNumber: number;
    lines: CheckoutLine[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<HostedCheckout> {
    const metadata = { order_id: input.orderId, order_number: String(input.orderNumber) };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: 'usd', unit_amount: l.unitAmountCents, product_data: { name: l.title } },
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.orderId,
        metadata,
        payment_intent_data: { metadata },
      },
      // One session per order, however often the checkout is retried.
      { idempotencyKey: `order-${input.orderId}` },
    );
    if (!session.url) throw new Error('Stripe returned no checkout url');
    return { ref: session.id, url: session.url };
  }

  async checkoutUrl(ref: string): Promise<string | null> {
    const session = await this.stripe.checkout.sessions.retrieve(ref);
    return session.status === 'open' ? session.url : null;
  }

  async refund({ ref, orderId }: { ref: string; amountCents: number; orderId: string }) {
    // The order keeps the session's id; the money sits in the session's payment intent.
    const session = await this.stripe.checkout.sessions.retrieve(ref);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`Stripe checkout ${ref} has no payment to refund`);
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${orderId}` });
    return { ref: refund.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookAction {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Completed with a delayed method (a bank debit): wait for async_payment_succeeded.
        if (session.payment_status === 'unpaid') return { kind: 'ignored', eventId: event.id, type: `${event.type} (unpaid)` };
        return { kind: 'paid', eventId: event.id, ref: session.id, summary: null };
      }
      case 'checkout.session.async_payment_succeeded':
        return { kind: 'paid', eventId: event.id, ref: event.data.object.id, summary: null };
      case 'checkout.session.async_payment_failed':
        return { kind: 'failed', eventId: event.id, ref: event.data.object.id, reason: 'The payment failed.' };
      case 'checkout.session.expired':
        return { kind: 'failed', eventId: event.id, ref: event.data.object.id, reason: 'The payment page expired before payment.' };
      default:
        return { kind: 'ignored', eventId: event.id, type: event.type };
    }
  }
}
