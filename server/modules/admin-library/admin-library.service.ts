import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ExpertCreateSchema, ResourceInputSchema, TutorialInputSchema } from '#common/schemas/admin-library';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { decodeCursor, toPage } from '#server/lib/cursor';
import { slugify } from '#server/lib/slug';
import { changeDetails, recordAudit } from '#server/modules/admin/admin.repository';
import type { AuthContext } from '#server/plugins/auth';
import { presentAdminExpert, presentAdminResource, presentAdminTutorial, presentAdminTutorialSummary } from './admin-library.presenter';
import * as repo from './admin-library.repository';

type Staff = Pick<AuthContext, 'userId'>;
type TutorialInput = z.output<typeof TutorialInputSchema>;
type ResourceInput = z.output<typeof ResourceInputSchema>;
type ExpertCreate = z.output<typeof ExpertCreateSchema>;
export type LibraryAction = 'archive' | 'unarchive';

const PositionCursor = z.object({ p: z.number().int(), id: z.string().max(100) });
const ExpertCursor = z.object({ p: z.number().int(), id: z.uuid() });

export const EXPERT_MSG = {
  noMember: 'No member has this username',
  already: 'This member is already an expert',
  missing: 'Expert not found',
} as const;

type Kind = 'tutorial' | 'resource';

/** Where a kind of entry is kept; the steps around it (slug, audit, archive) are the same for both. */
interface Store<R extends { title: string; archivedAt: Date | null }> {
  kind: Kind;
  find(ex: Executor, id: string): Promise<R | undefined>;
  update(ex: Executor, id: string, values: Partial<R>): Promise<R>;
  missing: string;
}
const TUTORIALS: Store<repo.TutorialRow> = {
  kind: 'tutorial',
  find: repo.findTutorial,
  update: repo.updateTutorial,
  missing: 'Tutorial not found',
};
const RESOURCES: Store<repo.ResourceRow> = {
  kind: 'resource',
  find: repo.findResource,
  update: repo.updateResource,
  missing: 'Resource not found',
};

/**
 * The free library of /learn (tutorials and resources) as admins write it. A new entry is public at once
 * (there is nothing to buy, so no draft state: the editor's Preview shows the page first); archiving takes it
 * off /learn, its page and the sitemap, and keeps it for the record.
 */
export class AdminLibraryService {
  constructor(private readonly ctx: AppContext) {}

  async listTutorials(q: { limit: number; cursor?: string }) {
    const rows = await repo.listTutorials(this.ctx.db, decodeCursor(q.cursor, PositionCursor), q.limit, true);
    const page = toPage(rows, q.limit, (r) => ({ p: r.position, id: r.id }));
    return { items: page.items.map(presentAdminTutorialSummary), nextCursor: page.nextCursor };
  }

  async listResources(q: { limit: number; cursor?: string }) {
    const rows = await repo.listResources(this.ctx.db, undefined, decodeCursor(q.cursor, PositionCursor), q.limit, true);
    const page = toPage(rows, q.limit, (r) => ({ p: r.position, id: r.id }));
    return { items: page.items.map(presentAdminResource), nextCursor: page.nextCursor };
  }

  async tutorial(id: string) {
    const row = await repo.findTutorial(this.ctx.db, id);
    if (!row) throw notFound(TUTORIALS.missing);
    return presentAdminTutorial(row);
  }

  async createTutorial(actor: Staff, input: TutorialInput) {
    const row = await this.create(actor, TUTORIALS.kind, input.title, (tx, slot) => repo.insertTutorial(tx, { ...input, ...slot }));
    return presentAdminTutorial(row);
  }

  async createResource(actor: Staff, input: ResourceInput) {
    const row = await this.create(actor, RESOURCES.kind, input.title, (tx, slot) => repo.insertResource(tx, { ...input, ...slot }));
    return presentAdminResource(row);
  }

  async updateTutorial(actor: Staff, id: string, input: TutorialInput) {
    return presentAdminTutorial(await this.edit(actor, TUTORIALS, id, () => input));
  }

  async updateResource(actor: Staff, id: string, input: ResourceInput) {
    return presentAdminResource(await this.edit(actor, RESOURCES, id, () => input));
  }

  async setTutorialStatus(actor: Staff, id: string, action: LibraryAction) {
    return presentAdminTutorial(await this.edit(actor, TUTORIALS, id, (before) => archiveChange(before.archivedAt, action), action));
  }

  async setResourceStatus(actor: Staff, id: string, action: LibraryAction) {
    return presentAdminResource(await this.edit(actor, RESOURCES, id, (before) => archiveChange(before.archivedAt, action), action));
  }

  async listExperts(q: { limit: number; cursor?: string }) {
    const rows = await repo.listExperts(this.ctx.db, decodeCursor(q.cursor, ExpertCursor), q.limit, null, true);
    const page = toPage(rows, q.limit, (r) => ({ p: r.position, id: r.userId }));
    return { items: page.items.map(presentAdminExpert), nextCursor: page.nextCursor };
  }

  /** Features a member (by username, any case) on /learn, last in the order. */
  async addExpert(actor: Staff, input: ExpertCreate) {
    const userId = await this.ctx.db.transaction(async (tx) => {
      const member = await repo.memberNamed(tx, input.username);
      if (!member) throw notFound(EXPERT_MSG.noMember);
      if (member.featured) throw conflict(EXPERT_MSG.already);
      await repo.insertExpert(tx, { userId: member.id, title: input.title, position: await repo.nextExpertPosition(tx) });
      await this.auditExpert(tx, actor, 'create', member.id, member.username, { title: input.title });
      return member.id;
    });
    return this.expert(userId);
  }

  async updateExpert(actor: Staff, userId: string, title: string) {
    await this.ctx.db.transaction(async (tx) => {
      const before = (await repo.lockExperts(tx)).find((e) => e.userId === userId);
      if (!before) throw notFound(EXPERT_MSG.missing);
      if (before.title === title) return;
      await repo.updateExpert(tx, userId, { title });
      await this.auditExpert(tx, actor, 'update', userId, before.username, changeDetails(before, { title }));
    });
    return this.expert(userId);
  }

  /** Moves a featured member one place up or down; the order is renumbered 1…n so equal positions cannot stall it. */
  async moveExpert(actor: Staff, userId: string, direction: 'up' | 'down') {
    await this.ctx.db.transaction(async (tx) => {
      const order = await repo.lockExperts(tx);
      const at = order.findIndex((e) => e.userId === userId);
      if (at < 0) throw notFound(EXPERT_MSG.missing);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= order.length) return;
      [order[at], order[to]] = [order[to], order[at]];
      for (const [i, e] of order.entries()) if (e.position !== i + 1) await repo.updateExpert(tx, e.userId, { position: i + 1 });
      await this.auditExpert(tx, actor, `move_${direction}`, userId, order[to].username);
    });
    return this.expert(userId);
  }

  /** Takes a member off /learn's experts; the account and profile are untouched. */
  async removeExpert(actor: Staff, userId: string) {
    await this.ctx.db.transaction(async (tx) => {
      const before = (await repo.lockExperts(tx)).find((e) => e.userId === userId);
      if (!before) throw notFound(EXPERT_MSG.missing);
      await repo.deleteExpert(tx, userId);
      await this.auditExpert(tx, actor, 'remove', userId, before.username, { title: before.title });
    });
  }

  private async expert(userId: string) {
    const row = await repo.findExpert(this.ctx.db, userId);
    if (!row) throw notFound(EXPERT_MSG.missing);
    return presentAdminExpert(row);
  }

  private auditExpert(tx: Executor, actor: Staff, action: string, userId: string, username: string, details?: Record<string, unknown>) {
    return recordAudit(tx, {
      actorId: actor.userId,
      action: `expert.${action}`,
      targetType: 'user',
      targetId: userId,
      targetLabel: username,
      details,
    });
  }

  /** A readable id from the title (`/tutorial/rose-absolute`), with a suffix when it is taken; placed last. */
  private create<R extends { id: string }>(
    actor: Staff,
    kind: Kind,
    title: string,
    insert: (tx: Executor, slot: { id: string; position: number }) => Promise<R>,
  ) {
    return this.ctx.db.transaction(async (tx) => {
      const base = slugify(title, kind);
      const slot = await repo.slotFor(tx, kind, base);
      const id = slot.taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
      const row = await insert(tx, { id, position: slot.position });
      await recordAudit(tx, { actorId: actor.userId, action: `${kind}.create`, targetType: kind, targetId: id, targetLabel: title });
      return row;
    });
  }

  /**
   * Locks the row, applies `change(before)` (null: nothing to do, nothing audited) and records what changed.
   * The action is `update` for an edit, or the status action.
   */
  private edit<R extends { title: string; archivedAt: Date | null }>(
    actor: Staff,
    store: Store<R>,
    id: string,
    change: (before: R) => Partial<R> | null,
    action: 'update' | LibraryAction = 'update',
  ) {
    return this.ctx.db.transaction(async (tx) => {
      const before = await store.find(tx, id);
      if (!before) throw notFound(store.missing);
      const values = change(before);
      if (!values) return before;
      const after = await store.update(tx, id, values);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: `${store.kind}.${action}`,
        targetType: store.kind,
        targetId: id,
        targetLabel: after.title,
        details: action === 'update' ? changeDetails(before, values, ['body']) : undefined,
      });
      return after;
    });
  }
}

function archiveChange(archivedAt: Date | null, action: LibraryAction): { archivedAt: Date | null } | null {
  if (action === 'archive') return archivedAt ? null : { archivedAt: new Date() };
  return archivedAt ? { archivedAt: null } : null;
}
