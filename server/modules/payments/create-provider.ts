import type { Config } from '#server/config';
import type { PaymentProvider } from './payment-provider';
import { TestPaymentProvider } from './test-provider';

/** The provider PAYMENT_PROVIDER names: the embedded `test` one by default (the Stripe SDK is loaded only for Stripe). */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { StripePaymentProvider } = await import('./stripe-provider');
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new TestPaymentProvider();
}
