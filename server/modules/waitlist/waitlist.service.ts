import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MSG } from '#common/messages';
import type { WaitlistNotificationSchema } from '#common/schemas/waitlist';
import type { AppContext } from '#server/context';
import { conflict, isUniqueViolation, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { customWaitlistMail, launchMail } from '#server/mail/templates';
import { recordAudit } from '#server/modules/admin/admin.repository';
import { presentWaitlistEntry } from './waitlist.presenter';
import * as repo from './waitlist.repository';

/** The pre-launch waitlist: joining, and its administration (notes, deletion, launch and custom mailings). */
export class WaitlistService {
  constructor(private readonly ctx: AppContext) {}

  async join(email: string) {
    try {
      await repo.insertWaitlistEmail(this.ctx.db, email);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.waitlistDuplicate);
      throw err;
    }
  }

  async list(q: { q?: string; status: 'all' | 'pending' | 'notified'; limit: number; cursor?: string }) {
    const rows = await repo.list(this.ctx.db, {
      q: q.q || undefined,
      status: q.status,
      limit: q.limit,
      after: decodeCursor(q.cursor, TimeCursorSchema),
    });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.row.id }));
    return { items: page.items.map(presentWaitlistEntry), nextCursor: page.nextCursor };
  }

  async saveNotes(id: string, notes: string | null) {
    const row = await repo.setNotes(this.ctx.db, id, notes?.trim() ? notes.trim() : null);
    if (!row) throw notFound('Waitlist entry not found');
    return presentWaitlistEntry({ row });
  }

  async remove(actorId: string, ids: string[]) {
    const deleted = await this.ctx.db.transaction(async (tx) => {
      const emails = await repo.deleteEntries(tx, [...new Set(ids)]);
      if (emails.length)
        await recordAudit(tx, {
          actorId,
          action: 'waitlist.delete',
          targetType: 'waitlist',
          targetLabel: emails.slice(0, 5).join(', ') + (emails.length > 5 ? ` and ${emails.length - 5} more` : ''),
          details: { count: emails.length },
        });
      return emails.length;
    });
    return { deleted };
  }

  /**
   * send-waitlist-notification (spec 000 §7): one mail per address through the outbox, queued in one
   * transaction and sent by the worker (which marks each entry notified once its mail is sent). A campaign
   * is 'launch' or the hash of a custom subject and message: repeating it mails nobody twice. Unsubscribed
   * addresses are never mailed.
   */
  async notify(actorId: string, input: z.output<typeof WaitlistNotificationSchema>) {
    const emails = [...new Set(input.emails)];
    const campaign =
      input.type === 'launch'
        ? 'launch'
        : `custom:${createHash('sha256').update(`${input.subject}\n${input.message}`).digest('hex').slice(0, 32)}`;
    const { PUBLIC_URL } = this.ctx.config;
    const links = {
      page: `${PUBLIC_URL}/unsubscribe?token={{unsubscribe}}`,
      oneClick: `${PUBLIC_URL}/api/unsubscribe?token={{unsubscribe}}`,
    };
    const mail = input.type === 'launch' ? launchMail('', PUBLIC_URL, links) : customWaitlistMail('', input.subject, input.message, links);
    const sendId = randomUUID();
    const queued = await this.ctx.db.transaction(async (tx) => {
      const count = await repo.queueCampaign(tx, emails, campaign, sendId, {
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? '',
        headers: mail.headers ?? {},
      });
      await recordAudit(tx, {
        actorId,
        action: input.type === 'launch' ? 'waitlist.launch' : 'waitlist.custom',
        targetType: 'waitlist',
        targetLabel: `${count} addresses`,
        details: input.type === 'custom' ? { subject: input.subject, queued: count } : { queued: count },
      });
      return count;
    });
    this.ctx.mailQueued();
    return { queued, skipped: emails.length - queued, campaign, sendId };
  }

  /** One send's progress (an unknown id is an empty send: 0 of 0). */
  async progress(sendId: string) {
    const p = await repo.progress(this.ctx.db, sendId);
    return { sendId, total: p.total, sent: p.sent };
  }
}
