import type { MailMessage } from './transport';

/** The verification mail sent at sign-up. */
export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Sillage',
    text: `Welcome to Sillage!\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link is valid for 7 days. If you did not sign up, you can ignore this message.`,
    html: `<p>Welcome to Sillage!</p><p>Please confirm your email address:</p><p><a href="${link}">Confirm my email</a></p><p>The link is valid for 7 days. If you did not sign up, you can ignore this message.</p>`,
  };
}

/** The password-reset mail: a single-use link that expires after an hour. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Sillage password',
    text: `Someone asked to reset the password of your Sillage account.\n\nChoose a new password here (valid for 1 hour, usable once):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Sillage account.</p><p><a href="${link}">Choose a new password</a> (valid for 1 hour, usable once).</p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}

interface MailOrder {
  number: number;
  items: { title: string; quantity: number; lineCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order confirmation: items, total, number and a link to the order. */
export function orderConfirmationMail(to: string, order: MailOrder, link: string): MailMessage {
  const lines = order.items.map((i) => `${i.quantity} × ${i.title}: ${usd(i.lineCents)}`);
  const totals = [`Subtotal: ${usd(order.subtotalCents)}`, `Shipping: ${usd(order.shippingCents)}`, `Total: ${usd(order.totalCents)}`];
  return {
    to,
    subject: `Your Sillage order #${order.number}`,
    text: `Thank you for your order #${order.number}.\n\n${lines.join('\n')}\n\n${totals.join('\n')}\n\nSee your order: ${link}`,
    html: `<p>Thank you for your order #${order.number}.</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul><p>${totals.map(esc).join('<br>')}</p><p><a href="${link}">See your order</a></p>`,
  };
}

/** Sent when an admin refunds an order. */
export function orderRefundMail(to: string, order: { number: number; totalCents: number }, link: string): MailMessage {
  return {
    to,
    subject: `Your Sillage order #${order.number} was refunded`,
    text: `We refunded ${usd(order.totalCents)} for your order #${order.number}. Course access bought with this order has ended.\n\nSee your order: ${link}`,
    html: `<p>We refunded ${usd(order.totalCents)} for your order #${order.number}. Course access bought with this order has ended.</p><p><a href="${link}">See your order</a></p>`,
  };
}
