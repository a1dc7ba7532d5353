import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '#server/db/client';
import { recordAudit } from '#server/modules/admin/admin.repository';
import type { Storage } from '#server/storage/storage';
import { purgeExpiredExports } from './export';

/** The one account that kept content and orders of erased members belong to, shown as "deleted member". */
export const DELETED_MEMBER_ID = '00000000-0000-4000-8000-00000000dead';
export const DELETED_MEMBER_NAME = 'deleted member';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Creates the "deleted member" account on first need: it cannot sign in (no password hash verifies) and has no address. */
async function ensureDeletedMember(tx: Executor): Promise<void> {
  await tx.execute(sql`insert into users (id, email, password_hash, email_confirmed_at)
    values (${DELETED_MEMBER_ID}, 'deleted-member@sillage.invalid', '!', now()) on conflict (id) do nothing`);
  await tx.execute(sql`insert into profiles (id, username, approved, settings)
    values (${DELETED_MEMBER_ID}, ${DELETED_MEMBER_NAME}, true,
      '{"notifications":{"email":false,"marketing":false,"activityUpdates":false},"privacy":{"profileVisibility":"public","shareActivity":false}}'::jsonb)
    on conflict (id) do nothing`);
}

/**
 * Erases one account whose 30 days have passed, in one transaction, claimed with SKIP LOCKED so that any number of
 * processes may run the job and each account is erased once. Content others replied to (posts and discussions with
 * others' comments) and the member's comments in threads move to "deleted member", without their files; orders move
 * there too, their shipping address cut down to the country; likes and follows are removed with their counters; the
 * waitlist keeps an address only when it unsubscribed (what stops mail); mail to the address is deleted; then the
 * account row goes, and with it (ON DELETE CASCADE) everything else of the member's. Files go after the commit.
 */
export async function eraseOneDueAccount(db: Db, storage: Storage): Promise<string | null> {
  const erased = await db.transaction(async (tx) => {
    const due = rowsOf<{ user_id: string; email: string }>(
      await tx.execute(sql`select d.user_id, u.email from account_deletions d join users u on u.id = d.user_id
        where d.erase_after <= now() order by d.erase_after limit 1 for update of d skip locked`),
    )[0];
    if (!due) return null;
    const u = due.user_id;
    await ensureDeletedMember(tx);
    // Counters of what the member liked and followed, then the rows (the cascade would leave the counters behind).
    await tx.execute(sql`update posts set likes_count = likes_count - 1 where id in (select post_id from post_likes where user_id = ${u})`);
    await tx.execute(sql`delete from post_likes where user_id = ${u}`);
    await tx.execute(
      sql`update discussions set likes_count = likes_count - 1 where id in (select discussion_id from discussion_likes where user_id = ${u})`,
    );
    await tx.execute(sql`delete from discussion_likes where user_id = ${u}`);
    await tx.execute(
      sql`update profiles set followers_count = followers_count - 1 where id in (select following_id from user_follows where follower_id = ${u})`,
    );
    await tx.execute(
      sql`update profiles set following_count = following_count - 1 where id in (select follower_id from user_follows where following_id = ${u})`,
    );
    await tx.execute(sql`delete from user_follows where follower_id = ${u} or following_id = ${u}`);
    // Threads keep reading: posts and discussions others replied to, and the member's replies, become "deleted member"'s.
    await tx.execute(sql`update posts p set author_id = ${DELETED_MEMBER_ID}, image_url = null, image_thumb_url = null, image_alt = null,
        video_url = null, video_thumbnail = null
      where p.author_id = ${u} and exists (select 1 from post_comments c where c.post_id = p.id and c.author_id <> ${u})`);
    await tx.execute(sql`update post_comments c set author_id = ${DELETED_MEMBER_ID}
      where c.author_id = ${u} and not exists (select 1 from posts p where p.id = c.post_id and p.author_id = ${u})`);
    await tx.execute(sql`update discussions d set author_id = ${DELETED_MEMBER_ID}
      where d.author_id = ${u} and exists (select 1 from discussion_comments c where c.discussion_id = d.id and c.author_id <> ${u})`);
    await tx.execute(sql`update discussion_comments c set author_id = ${DELETED_MEMBER_ID}
      where c.author_id = ${u} and not exists (select 1 from discussions d where d.id = c.discussion_id and d.author_id = ${u})`);
    // Orders stay for the accounts, detached from the person.
    await tx.execute(sql`update orders set user_id = ${DELETED_MEMBER_ID},
        shipping = case when shipping ? 'country' then jsonb_build_object('country', shipping ->> 'country') else null end
      where user_id = ${u}`);
    await tx.execute(sql`delete from waitlist where lower(email) = lower(${due.email}) and unsubscribed_at is null`);
    await tx.execute(sql`update waitlist set notes = null where lower(email) = lower(${due.email})`);
    await tx.execute(sql`delete from mail_outbox where lower("to") = lower(${due.email})`);
    const exportKeys = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`select storage_key from data_exports where user_id = ${u} and storage_key is not null`),
    ).map((r) => r.storage_key);
    await recordAudit(tx, { actorId: u, action: 'account.erased', targetType: 'user', targetId: u });
    await tx.execute(sql`delete from users where id = ${u}`);
    return { userId: u, exportKeys };
  });
  if (!erased) return null;
  await storage.deletePrefix(`${erased.userId}/`);
  for (const key of erased.exportKeys) await storage.delete(key);
  return erased.userId;
}

/** Erases every account that is due, one transaction each; returns how many. */
export async function eraseDueAccounts(db: Db, storage: Storage): Promise<number> {
  let n = 0;
  while (await eraseOneDueAccount(db, storage)) n++;
  return n;
}

/**
 * Runs the erasure and the expired exports' clean-up every `minutes` in every process; each account and each file is
 * claimed with SKIP LOCKED, so the cluster erases each once whichever process gets there first.
 */
export function startAccountJobs(db: Db, storage: Storage, minutes: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      const erased = await eraseDueAccounts(db, storage);
      const exports = await purgeExpiredExports(db, storage);
      if (erased || exports) log.info({ erased, exportsExpired: exports }, 'accounts erased and expired exports removed');
    })()
      .catch((err) => log.error({ err }, 'account erasure failed, will retry at the next interval'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 10_000).unref();
  const timer = setInterval(run, minutes * 60_000).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
