import type { AuthContext } from '#server/plugins/auth';
import type { MemberState, PerViewer, PerViewerState } from './member-state';
import { pageKey, SharedPages } from './pages';

/**
 * A member's answer made of a kept page, as a service returns it: `page`, what it is an answer of (the kept page:
 * the plugin keeps the bytes sent of it while the page is kept), `state`, the member's state of it (the same state,
 * the same answer), and `make`, which writes the answer when no bytes were kept for that state and encoding. Not made
 * before it is needed: most members' answers are sent as bytes kept before. A route that may answer one opts in with
 * `config.sharedReads` (plugin.ts).
 */
export class SharedAnswer<T> {
  constructor(
    readonly page: object,
    readonly state: string,
    readonly make: () => T,
  ) {}
}

/** What a list's answer may be: the data, or a member's answer made of the visitors' page. */
export type Shared<T> = T | SharedAnswer<T>;

/** A visitors' page as a SharedList keeps it: its rows (`limit` + 1, as a page is read) and what it is a page `of`. */
interface KeptPage<R, X> {
  rows: R[];
  of: X;
}

/**
 * A list that members who see what visitors see are answered from the visitors' page, declared once:
 * - `pageSizes`: the sizes its pages are shared at (the client's, common/page-sizes.ts); others are read per viewer;
 * - `sharesWith`: which members may be (default: all but admins);
 * - `key`: what a page's read depends on, as values (`limit` among them);
 * - `readForVisitors`: the visitors' page (`limit` + 1 rows) and what it is a page of (a profile);
 * - `memberState`: one statement for the member (batched with others asking at once), given the page's rows, whether
 *   more follow and what it is a page of: whether the page is theirs, and their `perViewer` fields of each item still
 *   shown; undefined when it cannot be theirs without asking;
 * - `perViewer`: the fields of an item that differ between viewers (member-state.ts PerViewer), the one list: the
 *   statement reads these, the answer overlays these, the state that picks kept bytes is made of these;
 * - `id`, `present`: an item's id and its answer as visitors get it;
 * - `answer`: the page's answer of its items and rows (its cursor); `readFor`: the answer read for one viewer.
 */
export interface SharedListDeclaration<Q extends { limit: number }, R, A extends Record<keyof P, unknown>, P extends PerViewer, X, T> {
  pageSizes: readonly number[];
  sharesWith?(viewer: AuthContext): boolean;
  key(q: Q): unknown[];
  readForVisitors(q: Q): Promise<{ rows: R[]; of: X }>;
  memberState(viewerId: string, page: R[], q: Q, more: boolean, of: X): Promise<MemberState<PerViewerState<P>>> | undefined;
  perViewer: P;
  id(row: R): string;
  present(row: R): A;
  answer(items: A[], rows: R[], q: Q): T;
  readFor(viewer: AuthContext | null, q: Q): Promise<T>;
}

/** What a SharedList needs of the app: how long visitors' pages are kept, and the clock they are kept by. */
export interface SharedListContext {
  config: { PUBLIC_CACHE_MS: number };
  now: () => number;
}

/**
 * A list declared once (SharedListDeclaration) whose pages are read once for visitors and kept PUBLIC_CACHE_MS, and
 * members who see what visitors see answered from them with their own state read fresh beside (their likes, the
 * counts; an item deleted, hidden or made private since left out). Other people's new content reaches members as it
 * reaches visitors, within PUBLIC_CACHE_MS; a member's own at once (memberState says the page is not theirs).
 */
export class SharedList<Q extends { limit: number }, R, A extends Record<keyof P, unknown>, P extends PerViewer, X, T> {
  private readonly pages: SharedPages<KeptPage<R, X>>;
  /** The per-viewer fields, in the order a member's state is written. */
  readonly perViewerKeys: readonly (keyof P & string)[];

  constructor(
    ctx: SharedListContext,
    private readonly list: SharedListDeclaration<Q, R, A, P, X, T>,
  ) {
    this.pages = new SharedPages(ctx.config.PUBLIC_CACHE_MS, ctx.now);
    this.perViewerKeys = Object.keys(list.perViewer) as (keyof P & string)[];
  }

  /** The page `q` for `viewer`: a member's answer made of the visitors' page when it is theirs, else read for them. */
  async read(viewer: AuthContext | null, q: Q): Promise<Shared<T>> {
    const { list } = this;
    if (viewer && this.pages.enabled && (list.sharesWith?.(viewer) ?? !viewer.isAdmin) && list.pageSizes.includes(q.limit)) {
      const kept = await this.pages.get(pageKey(...list.key(q)), () => list.readForVisitors(q));
      const page = kept.rows.slice(0, q.limit);
      const state = await list.memberState(viewer.userId, page, q, kept.rows.length > q.limit, kept.of);
      if (state?.shared) return this.memberAnswer(kept, page, state, q);
    }
    return list.readFor(viewer, q);
  }

  private memberAnswer(kept: KeptPage<R, X>, page: R[], state: MemberState<PerViewerState<P>>, q: Q): SharedAnswer<T> {
    const { list, perViewerKeys } = this;
    // The member's state of the page, item by item in the page's order: what makes their answer differ from another's.
    let signature = '';
    for (const row of page) {
      const mine = state.items.get(list.id(row));
      if (!mine) signature += '-;';
      else {
        for (const k of perViewerKeys) signature += `${String(mine[k])}.`;
        signature += ';';
      }
    }
    // The kept row is everyone's: the member's fields go into the answer's own object (the keys exist, so the
    // answer's shape does not change).
    const make = () =>
      list.answer(
        page.flatMap((row) => {
          const mine = state.items.get(list.id(row));
          return mine ? [Object.assign(list.present(row), mine)] : [];
        }),
        kept.rows,
        q,
      );
    return new SharedAnswer(kept, signature, make);
  }
}
