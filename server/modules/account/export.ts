import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { EXPORT_LINK_DAYS } from '#common/schemas/account';
import type { Db } from '#server/db/client';
import { randomToken } from '#server/lib/tokens';
import { enqueueMail } from '#server/mail/outbox';
import { exportReadyMail } from '#server/mail/account-templates';
import { backoffSeconds } from '#server/mail/outbox';
import type { Storage } from '#server/storage/storage';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each JSON file of an export and the query that fills it, for the member `u` (never another member's private data). */
const SECTIONS = (u: string): [file: string, query: SQL, about: string][] => [
  [
    'profile.json',
    sql`select u.email, u.email_confirmed_at, u.created_at as account_created_at, p.username, p.bio, p.website, p.location, p.specialty,
          p.experience_level, p.favorite_notes, p.signature_scent, p.social_links, p.brand_name, p.phone_number, p.business_type,
          p.avatar_url, p.cover_image_url, p.followers_count, p.following_count, p.created_at, p.updated_at,
          (select coalesce(json_agg(r.role order by r.role), '[]'::json) from user_roles r where r.user_id = u.id) as roles
        from users u left join profiles p on p.id = u.id where u.id = ${u}`,
    'your account and public profile',
  ],
  ['settings.json', sql`select settings from profiles where id = ${u}`, 'notification and privacy settings'],
  [
    'posts.json',
    sql`select id, title, content, image_url, image_alt, video_url, likes_count, comments_count, hidden_at, created_at, updated_at
        from posts where author_id = ${u} order by created_at`,
    'your posts (their images and videos are in files/)',
  ],
  [
    'comments.json',
    sql`select id, post_id, content, created_at from post_comments where author_id = ${u} order by created_at`,
    'your comments on posts',
  ],
  [
    'discussions.json',
    sql`select id, title, content, category, created_at, updated_at from discussions where author_id = ${u} order by created_at`,
    'your AromaSpace discussions',
  ],
  [
    'discussion-comments.json',
    sql`select id, discussion_id, content, created_at, updated_at from discussion_comments where author_id = ${u} order by created_at`,
    'your replies in AromaSpace',
  ],
  [
    'likes.json',
    sql`select 'post' as kind, post_id as id, created_at from post_likes where user_id = ${u}
        union all select 'discussion', discussion_id, created_at from discussion_likes where user_id = ${u} order by created_at`,
    'what you spritzed (liked)',
  ],
  [
    'follows.json',
    sql`select 'following' as direction, p.username, f.created_at from user_follows f join profiles p on p.id = f.following_id where f.follower_id = ${u}
        union all select 'follower', p.username, f.created_at from user_follows f join profiles p on p.id = f.follower_id where f.following_id = ${u}
        order by created_at`,
    'who you follow and who follows you (usernames only)',
  ],
  [
    'formulas.json',
    sql`select id, name, brief, changes, formula, shared, created_at from saved_formulas where user_id = ${u} order by created_at`,
    'your saved Finding Notes formulas, with the brief and every change (version) you made',
  ],
  [
    'orders.json',
    sql`select o.number, o.status, o.subtotal_cents, o.shipping_cents, o.total_cents, o.shipping, o.payment_summary, o.created_at, o.paid_at, o.refunded_at,
          (select coalesce(json_agg(json_build_object('title', i.title, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents, 'line_cents', i.line_cents)), '[]'::json)
             from order_items i where i.order_id = o.id) as items
        from orders o where o.user_id = ${u} order by o.created_at`,
    'your orders and their items (amounts in cents)',
  ],
  [
    'notifications.json',
    sql`select type, title, message, read, link, created_at from inbox where user_id = ${u} order by created_at`,
    'your inbox: notifications and replies',
  ],
];

function readme(exportedAt: Date, files: string[]): string {
  const lines = SECTIONS('').map(([file, , about]) => `- ${file}: ${about}`);
  return [
    'Your Sillage data',
    '=================',
    '',
    `Exported ${exportedAt.toISOString()}. Each .json file holds a list of records; times are UTC (ISO 8601).`,
    '',
    ...lines,
    `- files/: the pictures and videos you uploaded (${files.length} file${files.length === 1 ? '' : 's'})`,
    '',
    'Questions about your data: see the privacy notice on the site (docs/privacy.md).',
    '',
  ].join('\n');
}

/**
 * Writes member `userId`'s export as a zip: one JSON file per section, their uploaded files, a README. The zip is
 * produced as a stream (yazl); the store takes whole objects, so it is gathered once, file by file, before `put`.
 */
export async function buildExport(db: Db, storage: Storage, userId: string): Promise<{ key: string; size: number }> {
  const zip = new ZipFile();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  zip.outputStream.pipe(out);
  const at = new Date();
  for (const [file, query] of SECTIONS(userId)) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(query));
    const value = file === 'profile.json' || file === 'settings.json' ? (rows[0] ?? null) : rows;
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2) + '\n'), file, { mtime: at });
  }
  const files = await storage.list(`${userId}/`);
  for (const key of files) {
    const object = await storage.get(key);
    if (!object) continue;
    const body = Buffer.isBuffer(object.body) ? object.body : await toBuffer(object.body);
    zip.addBuffer(body, `files/${key.slice(userId.length + 1)}`, { mtime: at, compress: false });
  }
  zip.addBuffer(Buffer.from(readme(at, files)), 'README.txt', { mtime: at });
  zip.end();
  await finished;
  const body = Buffer.concat(chunks);
  const key = `exports/${randomToken()}.zip`;
  await storage.put(key, body, { contentType: 'application/zip', cacheControl: 'private, no-store' });
  return { key, size: body.length };
}

async function toBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(parts);
}

interface ClaimedExport {
  id: string;
  user_id: string;
  attempts: number;
}

/**
 * Prepares requested exports in the background, in every app process side by side: a pass claims one due row with a
 * lease and SKIP LOCKED (as the mail outbox does), builds the zip, stores it, marks the row ready for 7 days and
 * queues the mail, in one transaction. A failed build is retried with the outbox's backoff, and given up after 5.
 */
export class ExportWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly mailQueued: () => void,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runUntilIdle()
        .catch((err) => this.log.error({ err }, 'export worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async runUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.runOnce())) {
      // next due export
    }
  }

  /** Claims and builds one due export; false when none was due. */
  async runOnce(): Promise<boolean> {
    const claimed = rowsOf<ClaimedExport>(
      await this.db.execute(sql`
        update data_exports set locked_until = now() + interval '10 minutes', attempts = attempts + 1
        where id in (
          select id from data_exports
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at limit 1 for update skip locked)
        returning id, user_id, attempts`),
    )[0];
    if (!claimed) return false;
    try {
      const { key, size } = await buildExport(this.db, this.storage, claimed.user_id);
      const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * 86_400_000);
      const stillWanted = await this.db.transaction(async (tx) => {
        const rows = rowsOf<{ email: string }>(
          await tx.execute(sql`
            update data_exports e set status = 'ready', storage_key = ${key}, size_bytes = ${size}, ready_at = now(),
              expires_at = ${expiresAt.toISOString()}::timestamptz, locked_until = null, last_error = null
            from users u where e.id = ${claimed.id} and e.status = 'pending' and u.id = e.user_id
            returning u.email`),
        );
        if (rows[0]) await enqueueMail(tx, exportReadyMail(rows[0].email, this.appUrl, expiresAt));
        return Boolean(rows[0]);
      });
      if (!stillWanted) await this.storage.delete(key);
      else this.mailQueued();
    } catch (err) {
      const giveUp = claimed.attempts >= 5;
      this.log.warn({ exportId: claimed.id, attempts: claimed.attempts, err: String(err) }, 'data export failed');
      await this.db.execute(sql`
        update data_exports set locked_until = null, last_error = ${String(err).slice(0, 500)},
          status = ${giveUp ? 'failed' : 'pending'}, next_attempt_at = now() + make_interval(secs => ${backoffSeconds(claimed.attempts)})
        where id = ${claimed.id}`);
    }
    return true;
  }
}

/** Deletes the zips of exports past their 7 days (the rows stay, shown as expired). */
export async function purgeExpiredExports(db: Db, storage: Storage): Promise<number> {
  const rows = rowsOf<{ id: string; storage_key: string }>(
    await db.execute(sql`
      with old as (select id, storage_key from data_exports
                   where status = 'ready' and expires_at <= now() and storage_key is not null for update skip locked)
      update data_exports d set storage_key = null from old where d.id = old.id
      returning d.id, old.storage_key`),
  );
  for (const row of rows) if (row.storage_key) await storage.delete(row.storage_key).catch(() => undefined);
  return rows.length;
}
