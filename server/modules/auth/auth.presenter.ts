import type { SessionUser } from '#common/schemas/auth';
import type { findAccount } from './auth.repository';

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The signed-in user as a session carries it: no password hash; a missing username falls back to the email's name. */
export function presentSessionUser(a: AccountRow): SessionUser {
  return {
    id: a.id,
    email: a.email,
    emailConfirmed: a.emailConfirmedAt !== null,
    username: a.username ?? a.email.split('@')[0],
    roles: a.roles,
    approved: a.approved ?? false,
    createdAt: a.createdAt.toISOString(),
  };
}
