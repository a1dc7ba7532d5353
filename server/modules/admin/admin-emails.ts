import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { userRoles, users } from '#server/db/schema';

/**
 * ADMIN_EMAILS: every verified account whose email is listed holds super_admin. Called at start (for
 * accounts verified before the setting was added) and whenever an email is verified. Returns the ids granted.
 */
export async function grantListedSuperAdmins(ex: Executor, adminEmails: readonly string[], userId?: string): Promise<string[]> {
  if (!adminEmails.length) return [];
  const listed = await ex
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.emailConfirmedAt),
        inArray(sql`lower(${users.email})`, [...adminEmails]),
        userId ? sql`${users.id} = ${userId}` : undefined,
      ),
    );
  if (!listed.length) return [];
  const granted = await ex
    .insert(userRoles)
    .values(listed.map((u) => ({ userId: u.id, role: 'super_admin' as const })))
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return granted.map((g) => g.userId);
}

/** True when the email is listed in ADMIN_EMAILS (its super_admin role cannot be removed from the app). */
export function isListedAdmin(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase());
}
