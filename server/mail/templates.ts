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

/** Brand application approved (with the inbox notification of the same decision). */
export function brandApprovedMail(to: string, brandName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your Sillage brand application is approved',
    text: `Good news: ${brandName} is approved as a brand on Sillage.\n\nYour dashboard now reads Approved:\n${link}`,
    html: `<p>Good news: ${escapeHtml(brandName)} is approved as a brand on Sillage.</p><p><a href="${link}">Open your dashboard</a></p>`,
  };
}

/** Brand application rejected, with the admin's reason. */
export function brandRejectedMail(to: string, brandName: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Your Sillage brand application',
    text: `We reviewed the brand application of ${brandName} and cannot approve it.\n\nReason: ${reason}\n\nYou can reply to an administrator from your inbox.`,
    html: `<p>We reviewed the brand application of ${escapeHtml(brandName)} and cannot approve it.</p><p>Reason: ${escapeHtml(reason)}</p><p>You can reply to an administrator from your inbox.</p>`,
  };
}

/** Text for HTML mail bodies: everything a user typed is escaped. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Marketing mail carries an unsubscribe link in the body and the List-Unsubscribe headers (RFC 2369, RFC 8058). */
function withUnsubscribe(
  m: { to: string; subject: string; text: string; html: string },
  links: { page: string; oneClick: string },
): MailMessage {
  return {
    to: m.to,
    subject: m.subject,
    text: `${m.text}\n\n—\nYou receive this because you joined the Sillage waitlist. Unsubscribe: ${links.page}`,
    html: `${m.html}<hr><p style="font-size:12px;color:#666">You receive this because you joined the Sillage waitlist. <a href="${links.page}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** "Notify about launch" from /admin/waitlist. */
export function launchMail(to: string, appUrl: string, links: { page: string; oneClick: string }): MailMessage {
  return withUnsubscribe(
    {
      to,
      subject: 'Sillage is open',
      text: `The wait is over: Sillage is open.\n\nCreate your account and start your scent journey:\n${appUrl}/welcome`,
      html: `<p>The wait is over: Sillage is open.</p><p><a href="${appUrl}/welcome">Create your account and start your scent journey</a></p>`,
    },
    links,
  );
}

/** "Send custom email" from /admin/waitlist: the admin's subject and message, as plain text. */
export function customWaitlistMail(to: string, subject: string, message: string, links: { page: string; oneClick: string }): MailMessage {
  return withUnsubscribe({ to, subject, text: message, html: `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>` }, links);
}

/** The daily digest of unread notifications. */
export function digestMail(to: string, lines: string[], appUrl: string, unsubscribe: { page: string; oneClick: string }): MailMessage {
  const list = lines.map((l) => `• ${l}`).join('\n');
  return {
    to,
    subject: `You have ${lines.length} unread notification${lines.length === 1 ? '' : 's'} on Sillage`,
    text: `${list}\n\nOpen your inbox: ${appUrl}/inbox\n\n—\nDaily digest of unread notifications. Turn it off: ${unsubscribe.page}`,
    html: `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p><a href="${appUrl}/inbox">Open your inbox</a></p><hr><p style="font-size:12px;color:#666">Daily digest of unread notifications. <a href="${unsubscribe.page}">Turn it off</a></p>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
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
