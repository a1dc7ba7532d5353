import Stripe from 'stripe';
import type { PaymentIntentResult, PaymentProvider, WebhookAction } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A local fake of the API (tests): protocol, host and port for the SDK. */
  apiUrl?: string;
}

/**
 * Stripe through the official SDK, with Payment Intents. The browser confirms the intent with
 * Stripe.js; the order becomes paid only when `payment_intent.succeeded` arrives on the
 * signature-verified webhook.
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

  async createIntent({
    amountCents,
    orderId,
    orderNumber,
  }: {
    amountCents: number;
    orderId: string;
    orderNumber: number;
  }): Promise<PaymentIntentResult> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: orderId, order_number: String(orderNumber) },
      },
      { idempotencyKey: `order-${orderId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { ref: intent.id, clientSecret: intent.client_secret };
  }

  async intentSecret(ref: string): Promise<string> {
    const intent = await this.stripe.paymentIntents.retrieve(ref);
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return intent.client_secret;
  }

  async refund({ ref, orderId }: { ref: string; amountCents: number; orderId: string }) {
    const refund = await this.stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `refund-${orderId}` });
    return { ref: refund.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookAction {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    if (event.type === 'payment_intent.succeeded') {
      const pi = event.data.object;
      return { kind: 'paid', eventId: event.id, ref: pi.id, summary: null };
    }
    if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
      const pi = event.data.object;
      return { kind: 'failed', eventId: event.id, ref: pi.id, reason: pi.last_payment_error?.message ?? 'The payment failed.' };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
