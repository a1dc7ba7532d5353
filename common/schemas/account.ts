import { z } from 'zod';
import { EmailSchema, PasswordSchema, PASSWORD_MAX } from './auth';

/** The password one already has: only checked against the stored hash, so any non-empty text up to the maximum. */
export const CurrentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX, 'Enter your current password');

/** A six-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export const TotpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .max(20, 'Enter the 6-digit code')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A recovery code as shown: ten letters and digits in two groups ("abcde-12345"); case and dashes ignored. */
export const RecoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .max(40, 'Enter a recovery code')
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter a recovery code'));

export const ChangePasswordSchema = z.strictObject({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.strictObject({ currentPassword: CurrentPasswordSchema, newEmail: EmailSchema });
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;

export const ConfirmEmailChangeSchema = z.strictObject({ token: z.string().min(1).max(200) });

export const PasswordOnlySchema = z.strictObject({ password: CurrentPasswordSchema });

export const EnableTwoFactorSchema = z.strictObject({ code: TotpCodeSchema });

export const DisableTwoFactorSchema = z.strictObject({ password: CurrentPasswordSchema, code: z.string().max(40).optional() });

/** Deleting one's account: the password, and with two-factor sign-in a code (or a recovery code). */
export const DeleteAccountSchema = z.strictObject({ password: CurrentPasswordSchema, code: z.string().max(40).optional() });
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

export const AccountOverviewSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** REQUIRE_2FA_FOR_STAFF holds for this member and they have not enrolled yet: admin pages ask them to. */
  twoFactorRequired: z.boolean(),
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;

export const SessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  /** The address the session signed in from (no place is derived: that would need a lookup service). */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ items: z.array(SessionInfoSchema) });

export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
export const DataExportListSchema = z.object({ items: z.array(DataExportSchema) });

export const DeletionScheduledSchema = z.object({ eraseAfter: z.string() });

/** An account its owner deactivated, as admins see it. */
export const PendingErasureSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  requestedAt: z.string(),
  eraseAfter: z.string(),
});
export const PendingErasureListSchema = z.object({ items: z.array(PendingErasureSchema) });

export { DELETION_TERMS, ERASE_AFTER_DAYS, EXPORT_LINK_DAYS } from '#common/account-constants';
