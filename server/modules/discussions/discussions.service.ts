import { TEXT_NOT_ALLOWED } from '#common/schemas/common';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DISCUSSION_MSG } from '#common/messages';
import {
  DISCUSSION_CATEGORIES,
  DISCUSSION_TITLE_MAX,
  REASON_REQUIRED,
  TITLE_FALLBACK_LENGTH,
  cleanText,
  type CategoryCounts,
  type DiscussionCategory,
  type DiscussionCreateSchema,
  type DiscussionEditSchema,
  type DiscussionSort,
  type DiscussionSource,
  type DiscussionSummary,
} from '#common/schemas/discussions';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { badRequest, forbidden, hasPgCode, notFound, unauthorized } from '#server/errors';
import { decodeCursor, encodeCursor, TimeCursorSchema } from '#server/lib/cursor';
import { mentionedNames, quotedNames, renderMarkdown } from '#server/lib/markdown';
import type { AuthContext } from '#server/plugins/auth';
import { VERIFY_EMAIL_FIRST } from '#server/plugins/auth';
import { notify, type Notice } from '#server/modules/notifications/notifications.service';
import { presentComment, presentDiscussion, presentSummary } from './discussions.presenter';
import * as repo from './discussions.repository';
import { isUuid } from '#server/lib/ids';
import { pageKey, SharedAnswer, SharedList, SharedPages } from '#server/shared-reads';
import { LRUCache } from 'lru-cache';
import { askedPageSizes } from '#common/page-sizes';

/** The list's page sizes a member's page may be shared at: the client's and the schema's default (others are read for them). */
export const SHARED_PAGE_SIZES = askedPageSizes('discussions');

const uuid = z.uuid();
/** A list cursor names its sort, so a cursor of one sort is refused by another (400, not a wrong page). */
const ListCursorSchema = z.union([
  z.strictObject({ s: z.enum(['latest', 'active']), t: TimeCursorSchema.shape.t, id: uuid }),
  z.strictObject({
    s: z.literal('popular'),
    p: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    id: uuid,
  }),
]);

type CreateInput = z.output<typeof DiscussionCreateSchema>;
/** A page of the forum list as it is answered. */
type DiscussionPage = { items: DiscussionSummary[]; nextCursor: string | null };
/** The forum list as a shared list (DiscussionsService.listPages). */
class DiscussionList extends SharedList<
  ListQuery,
  repo.SummaryRow,
  DiscussionSummary,
  typeof repo.DISCUSSION_PER_VIEWER,
  undefined,
  DiscussionPage
> {}
/** A page of the forum list, as asked: the cursor decoded, the search term trimmed and, read from it, its condition. */
interface ListQuery {
  limit: number;
  sort: DiscussionSort;
  category?: DiscussionCategory;
  cursor?: z.output<typeof ListCursorSchema>;
  term?: string;
  search?: ReturnType<typeof repo.searchCondition>;
}
type EditInput = z.output<typeof DiscussionEditSchema>;

/** The title a discussion without one gets: the first non-blank line of its content, cut to 50 characters. */
export function fallbackTitle(content: string): string {
  const line = content.split('\n').find((l) => l.trim()) ?? content;
  return [...line.trim()].slice(0, TITLE_FALLBACK_LENGTH).join('').trim();
}

/** Who may see a viewer's view as new: the user, or a visitor by a hash of address and browser. */
function viewerKey(auth: AuthContext | null, ip: string, userAgent: string | undefined) {
  if (auth) return `u:${auth.userId}`;
  return `v:${createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 32)}`;
}

/**
 * AromaSpace: discussions and their comments. Only professionals start discussions; authors edit and delete
 * their own; moderators, admins and super admins move, hide and delete anything, and every such act is logged.
 */
export class DiscussionsService {
  /**
   * The views this process counted, or found counted, lately (detail): about 100 bytes each, the least recently
   * used making room. The table of views stays the authority: another process, or this one once a view has made
   * room, asks it again.
   */
  private readonly viewsCounted = new LRUCache<string, true>({ max: 20_000 });
  /**
   * The forum list: a member who sees what visitors see and has no discussion of their own is answered from the
   * visitors' page (SharedList), their likes, the counts and what was hidden or made private since read fresh.
   * Moderators and admins, who see hidden discussions, are read for.
   */
  private readonly listPages: DiscussionList;
  /**
   * A discussion as visitors see it (detail), by its id: the row, kept PUBLIC_CACHE_MS, and `answersOf`, what the
   * answers sent of its views' count are kept on (a new object at each count: sendShared keeps bytes per object).
   */
  private readonly visitorsDetails: SharedPages<{ row: repo.DetailRow | undefined; answersOf: object }>;

  constructor(private readonly ctx: AppContext) {
    const read = (v: AuthContext | null, q: ListQuery) =>
      repo.listDiscussions(ctx.db, v, { limit: q.limit, sort: q.sort, after: q.cursor, category: q.category, search: q.search });
    const nextCursorOf = (rows: repo.SummaryRow[], q: ListQuery) => {
      const last = rows[q.limit - 1];
      if (rows.length <= q.limit) return null;
      return encodeCursor(
        q.sort === 'popular' ? { s: 'popular', p: Number(last.key), id: last.d.id } : { s: q.sort, t: last.key, id: last.d.id },
      );
    };
    this.listPages = new DiscussionList(ctx, {
      pageSizes: SHARED_PAGE_SIZES,
      sharesWith: (viewer) => !viewer.isAdmin && !viewer.isModerator,
      key: (q) => [q.limit, q.sort, q.category, q.cursor, q.term],
      readForVisitors: async (q) => ({ rows: await read(null, q), of: undefined }),
      memberState: (viewerId, page) =>
        repo.memberStateOf(
          ctx.db,
          viewerId,
          page.map((r) => r.d.id),
        ),
      perViewer: repo.DISCUSSION_PER_VIEWER,
      id: (r) => r.d.id,
      present: presentSummary,
      answer: (items, rows, q) => ({ items, nextCursor: nextCursorOf(rows, q) }),
      readFor: async (viewer, q) => {
        const rows = await read(viewer, q);
        return { items: rows.slice(0, q.limit).map(presentSummary), nextCursor: nextCursorOf(rows, q) };
      },
    });
    this.visitorsDetails = new SharedPages(ctx.config.PUBLIC_CACHE_MS, ctx.now, 250);
  }

  async list(
    viewer: AuthContext | null,
    q: { limit: number; cursor?: string; category?: DiscussionCategory; q?: string; sort: DiscussionSort },
  ) {
    const cursor = decodeCursor(q.cursor, ListCursorSchema);
    if (cursor && cursor.s !== q.sort) throw badRequest('Invalid cursor', 'cursor');
    const term = q.q?.trim();
    const search = term
      ? repo.searchCondition(
          term,
          DISCUSSION_CATEGORIES.filter((c) => c.label.toLowerCase().includes(term.toLowerCase())).map((c) => c.value),
        )
      : undefined;
    return this.listPages.read(viewer, { limit: q.limit, sort: q.sort, category: q.category, cursor, term, search });
  }

  /**
   * Discussions per category as this viewer's lists show them: the counters kept by every write, less the
   * discussions of authors the viewer may not see (the one visibility rule). Two statements, read together.
   */
  async categoryCounts(viewer: AuthContext | null): Promise<CategoryCounts> {
    const rows = await repo.categoryCountsFor(this.ctx.db, viewer);
    const byValue = new Map(rows.map((r) => [r.category, Number(r.count)]));
    const categories = DISCUSSION_CATEGORIES.map((c) => ({ value: c.value, count: Math.max(0, byValue.get(c.value) ?? 0) }));
    return { total: categories.reduce((n, c) => n + c.count, 0), categories };
  }

  /**
   * A discussion, its view counted once a day per reader (a member, or a visitor by address and browser): the views
   * this process counted or found counted lately are not asked again (viewsCounted). Visitors are answered a row kept
   * for PUBLIC_CACHE_MS, as their other pages are (a second behind the database at most, but for the views this
   * process counts), as a SharedAnswer of the row's views as they stand: most visitors' reads are then no statement
   * and no writing (the route sends the bytes kept for the same count, sendShared).
   */
  async detail(viewer: AuthContext | null, id: string, client: { ip: string; userAgent?: string }) {
    const who = viewerKey(viewer, client.ip, client.userAgent);
    if (viewer || !this.visitorsDetails.enabled || !isUuid(id)) {
      const row = await this.visible(viewer, id);
      const counted = await this.countView(row.d.id, who);
      const out = presentDiscussion(row);
      return counted ? { ...out, views: out.views + 1 } : out;
    }
    const key = pageKey(id.toLowerCase());
    const kept = await this.visitorsDetails.get(key, async () => ({ row: await repo.findVisible(this.ctx.db, null, id), answersOf: {} }));
    const row = kept.row;
    if (!row) throw notFound(DISCUSSION_MSG.notFound);
    const counted = await this.countView(row.d.id, who).catch((err: unknown) => {
      // The view could not be recorded (the discussion deleted since the row was kept: a 404): the row is read again
      // by the next visitor, not answered to those who come back within the second.
      this.visitorsDetails.forget(key, kept);
      throw err;
    });
    // The kept row counts the views this process counted since it was read: a visitor who comes back within the
    // second sees their view still counted. The answers are of the count as it stands: a new count, a new page of
    // answers (those of the old count are dropped with it).
    if (counted) {
      row.d.views += 1;
      kept.answersOf = {};
    }
    return new SharedAnswer(kept.answersOf, '', () => presentDiscussion(row));
  }

  /** Counts `who`'s view of the discussion `id` today, unless counted (or found counted) lately: whether it counted. */
  private async countView(id: string, who: string): Promise<boolean> {
    // The app names the day for the memo and the table alike, so that they cannot disagree about which day it is.
    const day = new Date().toISOString().slice(0, 10);
    const key = `${day} ${id} ${who}`;
    if (this.viewsCounted.has(key)) return false;
    try {
      const counted = await repo.recordView(this.ctx.db, id, who, day);
      this.viewsCounted.set(key, true);
      return counted;
    } catch (err) {
      // Deleted since it was read (a visitor's kept row is up to a second old): gone for this reader too.
      if (hasPgCode(err, '23503')) throw notFound(DISCUSSION_MSG.notFound);
      throw err;
    }
  }

  async create(auth: AuthContext | null, input: CreateInput) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToCreate);
    if (!auth.isProfessional) throw forbidden(DISCUSSION_MSG.noPermission);
    if (!auth.emailVerified) throw forbidden(VERIFY_EMAIL_FIRST);
    const title = input.title?.trim() || fallbackTitle(input.content);
    if (title.length > DISCUSSION_TITLE_MAX) throw badRequest(`Title can have at most ${DISCUSSION_TITLE_MAX} characters`, 'title');
    if (!cleanText(title)) throw badRequest(TEXT_NOT_ALLOWED, 'title');
    const users = await this.mentionable(input.content);
    const id = await this.ctx.db.transaction(async (tx) => {
      const id = await repo.insertDiscussion(tx, {
        authorId: auth.userId,
        title,
        content: input.content,
        contentHtml: renderMarkdown(input.content, users.map),
        category: input.category,
      });
      await notify(tx, this.mentionNotices(auth.userId, users.ids, { discussionId: id, title, event: `discussion:${id}` }));
      return id;
    });
    return presentDiscussion((await repo.findVisible(this.ctx.db, auth, id))!);
  }

  /**
   * What the author's edit form starts from: the whole text, which the list does not send. Only the author's,
   * and no view is counted (opening the form is not reading the discussion).
   */
  async source(auth: AuthContext | null, id: string): Promise<DiscussionSource> {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToEdit);
    const { d } = await this.visible(auth, id);
    if (d.authorId !== auth.userId) throw forbidden(DISCUSSION_MSG.notYourDiscussion);
    return { id: d.id, title: d.title, content: d.content, category: d.category };
  }

  /** The author edits title, content and category. */
  async edit(auth: AuthContext | null, id: string, input: EditInput) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToEdit);
    if (input.title === undefined && input.content === undefined && input.category === undefined) throw badRequest('Nothing to change');
    const users = input.content !== undefined ? await this.mentionable(input.content) : undefined;
    await this.ctx.db.transaction(async (tx) => {
      const d = await this.lockVisible(tx, auth, id);
      if (d.authorId !== auth.userId) throw forbidden(DISCUSSION_MSG.notYourDiscussion);
      await repo.updateDiscussion(tx, id, {
        title: input.title,
        content: input.content,
        contentHtml: input.content !== undefined ? renderMarkdown(input.content, users!.map) : undefined,
        category: input.category,
      });
      if (input.category && input.category !== d.category && !d.hiddenAt) await this.moveCount(tx, d.category, input.category);
      if (users)
        await notify(
          tx,
          this.mentionNotices(auth.userId, users.ids, { discussionId: id, title: input.title ?? d.title, event: `discussion:${id}` }),
        );
    });
    return presentDiscussion((await repo.findVisible(this.ctx.db, auth, id))!);
  }

  /** Moderators, admins and super admins move any discussion to another category. */
  async changeCategory(auth: AuthContext | null, id: string, category: DiscussionCategory) {
    const mod = this.moderator(auth);
    await this.ctx.db.transaction(async (tx) => {
      const d = await this.lockVisible(tx, mod, id);
      if (d.category === category) return;
      await repo.updateDiscussion(tx, id, { category });
      if (!d.hiddenAt) await this.moveCount(tx, d.category, category);
      await repo.logModeration(tx, {
        moderatorId: mod.userId,
        action: 'category',
        targetType: 'discussion',
        targetId: id,
        details: { from: d.category, to: category },
      });
    });
    return presentDiscussion((await repo.findVisible(this.ctx.db, mod, id))!);
  }

  async setHidden(auth: AuthContext | null, id: string, hidden: boolean, reason?: string) {
    const mod = this.moderator(auth);
    const why = hidden ? reasonGiven(reason) : reason;
    await this.ctx.db.transaction(async (tx) =>
      moderateDiscussion(tx, mod.userId, await this.lockVisible(tx, mod, id), hidden ? 'hide' : 'restore', why),
    );
    return presentDiscussion((await repo.findVisible(this.ctx.db, mod, id))!);
  }

  /** The author, or a moderator (logged with the reason), deletes a discussion and its comments. */
  async remove(auth: AuthContext | null, id: string, reason?: string) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToDelete);
    await this.ctx.db.transaction(async (tx) => {
      const d = await this.lockVisible(tx, auth, id);
      const own = d.authorId === auth.userId;
      if (!own && !auth.isModerator) throw forbidden(DISCUSSION_MSG.notYourDiscussion);
      if (!own) return moderateDiscussion(tx, auth.userId, d, 'delete', reasonGiven(reason));
      await repo.deleteDiscussion(tx, id);
      if (!d.hiddenAt) await repo.bumpCategory(tx, d.category, -1);
    });
  }

  async like(auth: AuthContext | null, id: string, liked: boolean) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToLike);
    await this.visible(auth, id);
    const likesCount = await this.ctx.db.transaction((tx) => (liked ? repo.like(tx, id, auth.userId) : repo.unlike(tx, id, auth.userId)));
    return { liked, likesCount };
  }

  async comments(viewer: AuthContext | null, id: string, limit: number, cursor?: string) {
    if (!isUuid(id)) throw notFound(DISCUSSION_MSG.notFound);
    const rows = await repo.listComments(this.ctx.db, viewer, id, limit, decodeCursor(cursor, TimeCursorSchema));
    // An empty page may mean an unknown or invisible discussion: only then ask.
    if (!rows.length) await this.visible(viewer, id);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(presentComment), nextCursor: rows.length > limit ? encodeCursor({ t: last.t, id: last.c.id }) : null };
  }

  /** A signed-in, verified member comments; the discussion's author, mentioned and quoted users are notified. */
  async addComment(auth: AuthContext | null, id: string, content: string) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToComment);
    if (!auth.emailVerified) throw forbidden(VERIFY_EMAIL_FIRST);
    const users = await this.mentionable(content);
    const commentId = await this.ctx.db.transaction(async (tx) => {
      const d = await this.lockVisible(tx, auth, id);
      if (d.hiddenAt && !auth.isModerator) throw forbidden('This discussion is hidden');
      const commentId = await repo.insertComment(tx, {
        discussionId: id,
        authorId: auth.userId,
        content,
        contentHtml: renderMarkdown(content, users.map),
      });
      await notify(tx, await this.commentNotices(tx, auth.userId, d, commentId, content, users.ids, true));
      return commentId;
    });
    return presentComment((await repo.findComment(this.ctx.db, commentId))!);
  }

  async editComment(auth: AuthContext | null, id: string, commentId: string, content: string) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToEdit);
    const users = await this.mentionable(content);
    await this.ctx.db.transaction(async (tx) => {
      const { d, c } = await this.lockComment(tx, auth, id, commentId);
      if (c.authorId !== auth.userId) throw forbidden(DISCUSSION_MSG.notYourComment);
      await repo.updateComment(tx, commentId, { content, contentHtml: renderMarkdown(content, users.map) });
      await notify(tx, await this.commentNotices(tx, auth.userId, d, commentId, content, users.ids, false));
    });
    return presentComment((await repo.findComment(this.ctx.db, commentId))!);
  }

  async removeComment(auth: AuthContext | null, id: string, commentId: string, reason?: string) {
    if (!auth) throw unauthorized(DISCUSSION_MSG.loginToDelete);
    await this.ctx.db.transaction(async (tx) => {
      const { c } = await this.lockComment(tx, auth, id, commentId);
      const own = c.authorId === auth.userId;
      if (!own && !auth.isModerator) throw forbidden(DISCUSSION_MSG.notYourComment);
      if (!own) return moderateComment(tx, auth.userId, c, 'delete', reasonGiven(reason));
      await repo.deleteComment(tx, commentId);
      if (!c.hiddenAt) await repo.bumpComments(tx, id, -1);
    });
  }

  async setCommentHidden(auth: AuthContext | null, id: string, commentId: string, hidden: boolean, reason?: string) {
    const mod = this.moderator(auth);
    const why = hidden ? reasonGiven(reason) : reason;
    await this.ctx.db.transaction(async (tx) => {
      const { c } = await this.lockComment(tx, mod, id, commentId);
      await moderateComment(tx, mod.userId, c, hidden ? 'hide' : 'restore', why);
    });
    return presentComment((await repo.findComment(this.ctx.db, commentId))!);
  }

  async moderationLog(auth: AuthContext | null, limit: number, cursor?: string) {
    this.moderator(auth);
    const rows = await repo.moderationEntries(this.ctx.db, limit, decodeCursor(cursor, TimeCursorSchema));
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(({ row, moderator }) => ({
        id: row.id,
        moderator: row.moderatorId ? { id: row.moderatorId, username: moderator } : null,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        reason: row.reason,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit ? encodeCursor({ t: last.t, id: last.row.id }) : null,
    };
  }

  /** The editor's Preview tab: rendered exactly as the saved text will be, @mentions of real users as profile links. */
  async preview(auth: AuthContext | null, content: string) {
    if (!auth) throw unauthorized();
    // One query for the mentioned names; the preview is asked for when the tab opens, not per keystroke.
    return { html: renderMarkdown(content, (await this.mentionable(content)).map) };
  }

  private moderator(auth: AuthContext | null): AuthContext {
    if (!auth) throw unauthorized();
    if (!auth.isModerator) throw forbidden(DISCUSSION_MSG.moderatorsOnly);
    return auth;
  }

  private async visible(viewer: AuthContext | null, id: string) {
    const row = isUuid(id) ? await repo.findVisible(this.ctx.db, viewer, id) : undefined;
    if (!row) throw notFound(DISCUSSION_MSG.notFound);
    return row;
  }

  /** Locks the discussion, after checking the actor may see it (an invisible one is a 404, as for reads). */
  private async lockVisible(tx: Executor, auth: AuthContext, id: string) {
    if (!isUuid(id) || !(await repo.findVisible(tx, auth, id))) throw notFound(DISCUSSION_MSG.notFound);
    const d = await repo.lockDiscussion(tx, id);
    if (!d) throw notFound(DISCUSSION_MSG.notFound);
    return d;
  }

  private async lockComment(tx: Executor, auth: AuthContext, id: string, commentId: string) {
    const d = await this.lockVisible(tx, auth, id);
    const c = isUuid(commentId) ? await repo.lockComment(tx, commentId) : undefined;
    if (!c || c.discussionId !== id || (c.hiddenAt && !auth.isModerator && c.authorId !== auth.userId))
      throw notFound(DISCUSSION_MSG.commentNotFound);
    return { d, c };
  }

  private async moveCount(tx: Executor, from: DiscussionCategory, to: DiscussionCategory) {
    await repo.bumpCategory(tx, from, -1);
    await repo.bumpCategory(tx, to, 1);
  }

  /** The users a text mentions that exist: for links (name map) and notifications (ids). */
  private async mentionable(text: string) {
    const names = [...new Set([...mentionedNames(text), ...quotedNames(text)])].slice(0, 50);
    const rows = await repo.usersNamed(this.ctx.db, names);
    return {
      map: new Map(rows.map((r) => [r.username.toLowerCase(), r.username])),
      ids: rows.map((r) => ({ id: r.id, lower: r.username.toLowerCase() })),
    };
  }

  private mentionNotices(actorId: string, users: { id: string }[], at: { discussionId: string; title: string; event: string }): Notice[] {
    return users
      .filter((u) => u.id !== actorId)
      .map((u) => ({
        userId: u.id,
        type: 'discussion_mention',
        title: 'You were mentioned',
        message: `You were mentioned in the discussion "${at.title}".`,
        event: at.event,
        data: { discussion_id: at.discussionId },
      }));
  }

  /**
   * One notification per user for a comment (a quote beats a mention, which beats a reply), none for the
   * commenter. The event is the comment: an edit adding a mention notifies only who was not yet notified.
   */
  private async commentNotices(
    tx: Executor,
    actorId: string,
    d: { id: string; authorId: string; title: string },
    commentId: string,
    content: string,
    mentioned: { id: string; lower: string }[],
    isNew: boolean,
  ): Promise<Notice[]> {
    const quoted = new Set(quotedNames(content));
    const quotedIds = new Set(
      await repo.commentAuthorsAmong(
        tx,
        d.id,
        mentioned.filter((u) => quoted.has(u.lower)).map((u) => u.id),
      ),
    );
    const actor = (await repo.usernameOf(tx, actorId)) ?? DISCUSSION_MSG.unknownUser;
    const data = { discussion_id: d.id, comment_id: commentId };
    // The notification opens the discussion at the comment (the page loads pages until it is there).
    const link = `/discussion/${d.id}#comment-${commentId}`;
    const byUser = new Map<string, Notice>();
    const add = (userId: string, type: string, title: string, message: string) => {
      if (userId !== actorId && !byUser.has(userId))
        byUser.set(userId, { userId, type, title, message, event: `discussion_comment:${commentId}`, data, link });
    };
    for (const u of mentioned)
      if (quotedIds.has(u.id)) add(u.id, 'discussion_quote', 'You were quoted', `${actor} quoted you in "${d.title}".`);
    for (const u of mentioned)
      if (!quotedIds.has(u.id)) add(u.id, 'discussion_mention', 'You were mentioned', `${actor} mentioned you in "${d.title}".`);
    if (isNew) add(d.authorId, 'discussion_comment', 'New comment', `${actor} commented on your discussion "${d.title}".`);
    return [...byUser.values()];
  }
}

type LockedDiscussion = NonNullable<Awaited<ReturnType<typeof repo.lockDiscussion>>>;
type LockedComment = NonNullable<Awaited<ReturnType<typeof repo.lockComment>>>;
export type ForumDecision = 'hide' | 'restore' | 'delete';

/** Hiding or deleting someone else's discussion or comment needs a reason; restoring does not. */
function reasonGiven(reason: string | undefined): string {
  if (!reason) throw badRequest(REASON_REQUIRED, 'reason');
  return reason;
}

/**
 * A moderator's decision on a discussion locked by the caller, in the caller's transaction: the category count
 * moves with it and the forum's moderation log records who, what, when and why. Shared by the forum's own
 * buttons and the moderators' report queue, so both leave the same trail.
 */
export async function moderateDiscussion(
  tx: Executor,
  moderatorId: string,
  d: LockedDiscussion,
  decision: ForumDecision,
  reason?: string | null,
) {
  if (decision === 'delete') {
    await repo.deleteDiscussion(tx, d.id);
    if (!d.hiddenAt) await repo.bumpCategory(tx, d.category, -1);
  } else {
    const hidden = decision === 'hide';
    if (!!d.hiddenAt === hidden) return;
    await repo.setDiscussionHidden(tx, d.id, hidden);
    await repo.bumpCategory(tx, d.category, hidden ? -1 : 1);
  }
  await repo.logModeration(tx, {
    moderatorId,
    action: decision === 'restore' ? 'unhide' : decision,
    targetType: 'discussion',
    targetId: d.id,
    reason,
    details: { title: d.title, authorId: d.authorId },
  });
}

/** The same for a comment locked by the caller: the discussion's visible-comment count follows. */
export async function moderateComment(
  tx: Executor,
  moderatorId: string,
  c: LockedComment,
  decision: ForumDecision,
  reason?: string | null,
) {
  if (decision === 'delete') {
    await repo.deleteComment(tx, c.id);
    if (!c.hiddenAt) await repo.bumpComments(tx, c.discussionId, -1);
  } else {
    const hidden = decision === 'hide';
    if (!!c.hiddenAt === hidden) return;
    await repo.setCommentHidden(tx, c.id, hidden);
    await repo.bumpComments(tx, c.discussionId, hidden ? -1 : 1);
  }
  await repo.logModeration(tx, {
    moderatorId,
    action: decision === 'restore' ? 'unhide' : decision,
    targetType: 'comment',
    targetId: c.id,
    reason,
    details: { discussionId: c.discussionId, authorId: c.authorId },
  });
}
