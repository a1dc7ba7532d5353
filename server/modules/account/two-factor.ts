import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RecoveryCodeSchema, TotpCodeSchema } from '#common/schemas/account';
import type { Executor } from '#server/db/client';
import { recoveryCodes, userTwoFactor } from '#server/db/schema';
import { hashPassword, verifyPassword } from '#server/lib/passwords';

export const RECOVERY_CODE_COUNT = 10;
/** A code of the previous or next 30-second step is accepted too (a clock a little off, a code typed as it changed). */
const TOLERANCE_SECONDS = 30;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh TOTP secret with its otpauth:// URL and that URL as an SVG QR code, for any authenticator app. */
export async function newAuthenticator(label: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: 'Sillage', label, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/** The 30-second step of `code` when it is valid for `secret` and later than `lastTimeStep` (never the same code twice), else null. */
export async function totpStep(secret: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  const parsed = TotpCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  try {
    const result = await verify({
      secret,
      token: parsed.data,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
    });
    // The TOTP strategy's result carries the step it matched (the HOTP one's type, in the same union, does not).
    return result.valid ? ((result as { timeStep?: number }).timeStep ?? null) : null;
  } catch {
    return null;
  }
}

/** Ten recovery codes as shown once to the member ("abcde-fghjk"), from an alphabet without look-alike characters. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** Replaces a member's recovery codes with `codes`, stored hashed like passwords. */
export async function storeRecoveryCodes(ex: Executor, userId: string, codes: string[]): Promise<void> {
  const hashes = await Promise.all(codes.map((c) => hashPassword(c.replace('-', ''))));
  await ex.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await ex.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** The member's confirmed authenticator, if two-factor sign-in is on. */
export async function enabledAuthenticator(ex: Executor, userId: string) {
  const [row] = await ex
    .select()
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    .limit(1);
  return row;
}

/**
 * Checks and uses a second factor: a code from the app (its step recorded, so the same code is refused after), or
 * a recovery code (marked used). Each is claimed by a conditional update, so two requests with one code cannot
 * both pass. Returns which kind passed, or null.
 */
export async function useSecondFactor(
  ex: Executor,
  userId: string,
  input: { code?: string; recoveryCode?: string },
): Promise<'code' | 'recovery' | null> {
  const authenticator = await enabledAuthenticator(ex, userId);
  if (!authenticator) return null;
  if (input.code !== undefined) {
    const step = await totpStep(authenticator.secret, input.code, authenticator.lastTimeStep);
    if (step === null) return null;
    const claimed = await ex
      .update(userTwoFactor)
      .set({ lastTimeStep: step })
      .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, step))))
      .returning({ userId: userTwoFactor.userId });
    return claimed.length ? 'code' : null;
  }
  if (input.recoveryCode !== undefined) {
    const parsed = RecoveryCodeSchema.safeParse(input.recoveryCode);
    if (!parsed.success) return null;
    const unused = await ex
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    for (const row of unused) {
      if (!(await verifyPassword(row.codeHash, parsed.data))) continue;
      const claimed = await ex
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return claimed.length ? 'recovery' : null;
    }
  }
  return null;
}

/** A code field that may hold either kind: six digits are an app code, anything else a recovery code. */
export function secondFactorOf(code: string | undefined): { code?: string; recoveryCode?: string } {
  if (code === undefined) return {};
  return /^\s*\d{3}\s?\d{3}\s*$/.test(code) ? { code } : { recoveryCode: code };
}

export async function unusedRecoveryCodes(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
