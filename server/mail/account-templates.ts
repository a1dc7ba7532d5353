import type { MailMessage } from './transport';
import { escapeHtml } from './templates';

const NOT_YOU = 'If it was not you, reset your password at once from the sign-in page and turn on two-factor sign-in.';

/** Told to the owner after their password changed while signed in. */
export function passwordChangedMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Sillage password was changed',
    text: `The password of your Sillage account was just changed, and every other session was signed out.\n\n${NOT_YOU}\n${appUrl}/auth/forgot`,
    html: `<p>The password of your Sillage account was just changed, and every other session was signed out.</p><p>${NOT_YOU}</p><p><a href="${appUrl}/auth/forgot">Reset my password</a></p>`,
  };
}

/** Sent to a new address: the link that makes it the account's email. */
export function confirmNewEmailMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new email for Sillage',
    text: `Someone asked to use this address for their Sillage account.\n\nConfirm it here (valid for 24 hours, usable once):\n${link}\n\nIf it was not you, ignore this message: nothing changes.`,
    html: `<p>Someone asked to use this address for their Sillage account.</p><p><a href="${link}">Confirm this address</a> (valid for 24 hours, usable once).</p><p>If it was not you, ignore this message: nothing changes.</p>`,
  };
}

/** Sent to a new address that already belongs to an account: nothing is changed, and the asker learns nothing. */
export function emailInUseMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to use your email on Sillage',
    text: `Someone asked to move their Sillage account to this address, but it already belongs to an account, so nothing changed.\n\nIf you forgot your password: ${appUrl}/auth/forgot`,
    html: `<p>Someone asked to move their Sillage account to this address, but it already belongs to an account, so nothing changed.</p><p><a href="${appUrl}/auth/forgot">Forgot your password?</a></p>`,
  };
}

/** Told to the old address once the new one is confirmed. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Sillage email was changed',
    text: `The email of your Sillage account is now ${newEmail}. Mail will go there from now on.\n\n${NOT_YOU} (Use the new address, or reply to this message.)`,
    html: `<p>The email of your Sillage account is now ${escapeHtml(newEmail)}. Mail will go there from now on.</p><p>${NOT_YOU} (Use the new address, or reply to this message.)</p>`,
  };
}

/** Two-factor sign-in turned on or off. */
export function twoFactorChangedMail(to: string, enabled: boolean): MailMessage {
  const what = enabled ? 'turned on' : 'turned off';
  return {
    to,
    subject: `Two-factor sign-in was ${what} on Sillage`,
    text: `Two-factor sign-in was just ${what} for your Sillage account.\n\n${NOT_YOU}`,
    html: `<p>Two-factor sign-in was just ${what} for your Sillage account.</p><p>${NOT_YOU}</p>`,
  };
}

/** The data export is ready: the link opens the Account settings, where the owner downloads it signed in. */
export function exportReadyMail(to: string, appUrl: string, expiresAt: Date): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  return {
    to,
    subject: 'Your Sillage data is ready to download',
    text: `The copy of your Sillage data you asked for is ready. Download it, signed in, from your account settings until ${until}:\n${appUrl}/profile?tab=account`,
    html: `<p>The copy of your Sillage data you asked for is ready.</p><p><a href="${appUrl}/profile?tab=account">Download it from your account settings</a> (signed in) until ${until}.</p>`,
  };
}

/** Sent when the owner deactivates the account: when it will be erased and how to cancel. */
export function deletionScheduledMail(to: string, appUrl: string, eraseAfter: Date): MailMessage {
  const on = eraseAfter.toISOString().slice(0, 10);
  return {
    to,
    subject: 'Your Sillage account will be deleted',
    text: `Your Sillage account is deactivated and will be erased on ${on}.\n\nChanged your mind? Sign in before then and the deletion is cancelled:\n${appUrl}/auth`,
    html: `<p>Your Sillage account is deactivated and will be erased on ${on}.</p><p>Changed your mind? <a href="${appUrl}/auth">Sign in</a> before then and the deletion is cancelled.</p>`,
  };
}

/** Signing in again cancelled a pending deletion. */
export function deletionCancelledMail(to: string): MailMessage {
  return {
    to,
    subject: 'Your Sillage account deletion was cancelled',
    text: `You signed in again, so your Sillage account will not be deleted. Your profile and content are visible again.\n\n${NOT_YOU}`,
    html: `<p>You signed in again, so your Sillage account will not be deleted. Your profile and content are visible again.</p><p>${NOT_YOU}</p>`,
  };
}
