import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/context';
import { accountDeletions, profiles, users } from '#server/db/schema';
import { enqueueMail } from '#server/mail/outbox';
import { deletionCancelledMail } from '#server/mail/account-templates';
import { recordAudit } from '#server/modules/admin/admin.repository';

/**
 * Signing in again cancels a deletion the owner asked for (while the account is not yet erased): the profile and
 * content show again, the owner is told by mail, and the audit log keeps it. Nothing to do otherwise (one indexed read).
 */
export async function cancelDeletionOnSignIn(ctx: AppContext, userId: string): Promise<boolean> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId)).returning();
    if (!row) return false;
    await tx.update(profiles).set({ deactivatedAt: null }).where(eq(profiles.id, userId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await enqueueMail(tx, deletionCancelledMail(user.email));
    await recordAudit(tx, { actorId: userId, action: 'account.deletion_cancelled', targetType: 'user', targetId: userId });
    return true;
  });
  if (cancelled) ctx.mailQueued();
  return cancelled;
}
