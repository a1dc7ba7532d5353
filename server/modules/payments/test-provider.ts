import { randomUUID } from 'node:crypto';
import type { CardInput, ChargeResult, PaymentProvider } from './payment-provider';

/** The well-known test numbers (as Stripe documents them). Any other valid-looking number is declined. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The embedded provider: no network. It decides from the card number alone and keeps nothing but
 * the last four digits in the summary it returns.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly mode = 'immediate' as const;

  async charge({ card }: { amountCents: number; orderId: string; card: CardInput }): Promise<ChargeResult> {
    const number = card.number.replace(/[\s-]/g, '');
    const now = new Date();
    const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (!/^\d{12,19}$/.test(number) || !luhn(number) || expired)
      return { status: 'declined', code: 'invalid_card', message: 'Your card number or expiry date is not valid.' };
    if (number === TEST_CARDS.insufficientFunds)
      return { status: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    if (number !== TEST_CARDS.success) return { status: 'declined', code: 'card_declined', message: 'Your card was declined.' };
    return { status: 'succeeded', ref: `test_ch_${randomUUID()}`, summary: `Visa ending in ${number.slice(-4)}` };
  }

  async refund(): Promise<{ ref: string }> {
    return { ref: `test_re_${randomUUID()}` };
  }
}
