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
