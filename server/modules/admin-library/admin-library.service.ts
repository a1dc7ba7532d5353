import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ResourceInputSchema, TutorialInputSchema } from '#common/schemas/admin-library';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { notFound } from '#server/errors';
import { decodeCursor, toPage } from '#server/lib/cursor';
import { slugify } from '#server/lib/slug';
import { changeDetails, recordAudit } from '#server/modules/admin/admin.repository';
import type { AuthContext } from '#server/plugins/auth';
import { presentAdminResource, presentAdminTutorial, presentAdminTutorialSummary } from './admin-library.presenter';
import * as repo from './admin-library.repository';

type Staff = Pick<AuthContext, 'userId'>;
type TutorialInput = z.output<typeof TutorialInputSchema>;
type ResourceInput = z.output<typeof ResourceInputSchema>;
export type LibraryAction = 'archive' | 'unarchive';

const PositionCursor = z.object({ p: z.number().int(), id: z.string().max(100) });

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
