import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { mailOutbox, profiles, users, waitlist, waitlistSends } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import { likePattern } from '#server/lib/like-pattern';

export async function insertWaitlistEmail(ex: Executor, email: string) {
  await ex.insert(waitlist).values({ email });
}

/** Newest first by keyset on (created_at, id), served by waitlist_created_idx. */
export function list(
  ex: Executor,
  opts: { q?: string; status: 'all' | 'pending' | 'notified'; limit: number; after?: { t: string; id: string } },
) {
  const like = opts.q ? likePattern(opts.q) : undefined;
  return ex
    .select({ row: waitlist, t: exactTime(waitlist.createdAt) })
    .from(waitlist)
    .where(
      and(
        like ? sql`${waitlist.email} like lower(${like})` : undefined,
        opts.status === 'all' ? undefined : eq(waitlist.status, opts.status),
        olderThan(waitlist.createdAt, waitlist.id, opts.after),
      ),
    )
    .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
    .limit(opts.limit + 1);
}
export type WaitlistRow = Awaited<ReturnType<typeof list>>[number];

export async function setNotes(ex: Executor, id: string, notes: string | null) {
  const rows = await ex.update(waitlist).set({ notes }).where(eq(waitlist.id, id)).returning();
  return rows[0];
}

/** Deletes entries and any of their mail not sent yet (a deleted address is not mailed). */
export async function deleteEntries(ex: Executor, ids: string[]): Promise<string[]> {
  const refs = ids.map((id) => `waitlist:${id}`);
  await ex.delete(mailOutbox).where(and(inArray(mailOutbox.ref, refs), isNull(mailOutbox.sentAt)));
  const rows = await ex.delete(waitlist).where(inArray(waitlist.id, ids)).returning({ id: waitlist.id, email: waitlist.email });
  return rows.map((r) => r.email);
}

/**
 * Queues one mail per listed, subscribed address not yet mailed in this campaign, in two SQL statements
 * whatever the count: the primary key (waitlist_id, campaign) claims each address once (a repeated or
 * concurrent click queues nobody twice), and each mail gets the address's own unsubscribe link in place
 * of `{{unsubscribe}}`. Each claim carries `sendId`, the send whose progress the admin watches. Returns how
 * many were queued.
 */
export async function queueCampaign(
  ex: Executor,
  emails: string[],
  campaign: string,
  sendId: string,
  mail: { subject: string; text: string; html: string; headers: Record<string, string> },
): Promise<number> {
  const result = await ex.execute(sql`
    with claimed as (
      insert into ${waitlistSends} (waitlist_id, campaign, mail_id, send_id)
      select w.id, ${campaign}, gen_random_uuid(), ${sendId} from ${waitlist} w
      where w.email in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb)) and w.unsubscribed_at is null
        -- A member who turned marketing emails off in Settings is not mailed, though the address is on the list.
        and not exists (
          select 1 from ${users} u join ${profiles} p on p.id = u.id
          where lower(u.email) = lower(w.email) and p.settings -> 'notifications' ->> 'marketing' = 'false'
        )
      on conflict do nothing
      returning waitlist_id, mail_id
    )
    insert into ${mailOutbox} (id, "to", subject, text, html, headers, ref)
    select c.mail_id, w.email, ${mail.subject},
           replace(${mail.text}, '{{unsubscribe}}', 'w.' || w.unsubscribe_token),
           replace(${mail.html}, '{{unsubscribe}}', 'w.' || w.unsubscribe_token),
           replace(${JSON.stringify(mail.headers)}, '{{unsubscribe}}', 'w.' || w.unsubscribe_token)::jsonb,
           'waitlist:' || c.waitlist_id
    from claimed c join ${waitlist} w on w.id = c.waitlist_id
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * How many mails of one send are sent, of those still to go out. A mail withdrawn before sending (its address
 * unsubscribed or was deleted) no longer counts: the bar reaches its end when nothing is left to send.
 */
export async function progress(ex: Executor, sendId: string) {
  const [row] = await ex
    .select({ total: sql<number>`count(${mailOutbox.id})::int`, sent: sql<number>`count(${mailOutbox.sentAt})::int` })
    .from(waitlistSends)
    .innerJoin(mailOutbox, eq(mailOutbox.id, waitlistSends.mailId))
    .where(eq(waitlistSends.sendId, sendId));
  return row;
}

/** The unsubscribe link: never mailed again, and mail already queued for the address is withdrawn. */
export async function unsubscribe(ex: Executor, token: string): Promise<boolean> {
  const [row] = await ex
    .update(waitlist)
    .set({ unsubscribedAt: sql`coalesce(${waitlist.unsubscribedAt}, now())` })
    .where(eq(waitlist.unsubscribeToken, token))
    .returning({ id: waitlist.id });
  if (!row) return false;
  await ex.delete(mailOutbox).where(and(eq(mailOutbox.ref, `waitlist:${row.id}`), isNull(mailOutbox.sentAt)));
  return true;
}
