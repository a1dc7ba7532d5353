import type { MemberState } from '#server/db/member-state';

/**
 * Pages of public content read once and shared for `ttlMs` by everyone who asks for the same page: the rows of a
 * visitor's page (public authors only, nothing per viewer), which members who see what visitors see are answered
 * from too, with their own state read fresh beside them (PostsService). Concurrent first asks share one read; a
 * failed read is not kept. At most `maxEntries` pages, the oldest making room. Their age is read from `now` (Date.now,
 * or a test's clock).
 *
 * Per process, as the visitors' micro-cache (server/plugins/public-cache.ts): each process is at most `ttlMs`
 * behind the database for other people's content, and holds nothing that must be shared.
 */
export class SharedPages<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The page `key`, read by `load` when it is not kept or is older than `ttlMs`. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return kept.value;
    if (kept) this.entries.delete(key);
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets the page `key` if it is still `page` (a page read again meanwhile stays): what it holds is gone. */
  forget(key: string, page: T): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    const forget = (value: T) => {
      if (value === page && this.entries.get(key) === kept) this.entries.delete(key);
    };
    kept.value.then(forget, () => undefined);
  }
}

/**
 * A kept page's key: what its read depends on, as values (a cursor decoded, not its text), written unambiguously.
 * Joined with spaces, a search's words or a cursor (whose base64 decoding skips spaces) could make two different
 * asks one key, and the second be answered the first's page.
 */
export const pageKey = (...parts: unknown[]) => JSON.stringify(parts);

/** An answer as it was sent (compressed for its encoding), kept to be sent again as it is. */
export interface KeptAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * A page kept for visitors and members: its rows, `about` what it is a page of (a profile's posts: the profile), and
 * the answers made of it, by encoding and member's state.
 */
export interface KeptPage<R, X = undefined> {
  rows: R[];
  about: X;
  answers: Map<string, KeptAnswer>;
}

/**
 * A member's answer made of a kept page, for its route to send (sendShared, server/plugins/public-cache.ts): the
 * answers already made of the page, the member's state of it (the same state, the same answer), and `make`, which
 * writes their answer when none was kept for that state and encoding. Not made before it is needed: most members'
 * answers are sent as bytes kept before.
 */
export class SharedAnswer<T> {
  constructor(
    readonly answers: Map<string, KeptAnswer>,
    readonly state: string,
    readonly make: () => T,
  ) {}
}

/**
 * A member's page made of the visitors' page kept under `key` (read by `readForVisitors`, `limit` + 1 rows as a
 * page is read), when `stateOf` (one statement, given the page's rows, whether more follow and what the page is
 * `about`; undefined when the page cannot be theirs without asking) says it is theirs too. Undefined when it is not
 * theirs: the caller reads the page for them. `rows` are the kept page's, for its cursor; `answer` is what the route
 * sends (sendShared), its items made by `make` of each row still shown, as `present` writes it for everyone, with the
 * member's state of it written over its fields of the same names (their counts, their like: the keys exist, so the
 * answer's shape does not change). Members in the same state of the page (the same rows shown, with the same counts
 * and likes) are sent the same bytes, kept after the first was compressed.
 */
export async function sharedWithMember<R, X, A extends object, S extends Partial<A>>(
  pages: SharedPages<KeptPage<R, X>>,
  key: string,
  limit: number,
  readForVisitors: () => Promise<{ rows: R[]; about: X }>,
  stateOf: (page: R[], more: boolean, about: X) => Promise<MemberState<S>> | undefined,
  idOf: (row: R) => string,
  present: (row: R) => A,
): Promise<{ rows: R[]; answer<T>(make: (items: A[]) => T): SharedAnswer<T> } | undefined> {
  const kept = await pages.get(key, async () => ({ ...(await readForVisitors()), answers: new Map() }));
  const page = kept.rows.slice(0, limit);
  const state = await stateOf(page, kept.rows.length > limit, kept.about);
  if (!state?.shared) return undefined;
  // The member's state of the page, item by item in the page's order: what makes their answer differ from another's.
  let signature = '';
  for (const row of page) {
    const mine = state.items.get(idOf(row));
    signature += mine ? `${Object.values(mine).join('.')};` : '-;';
  }
  // The kept row is everyone's: the member's state goes into the answer's own object.
  const items = () =>
    page.flatMap((row) => {
      const mine = state.items.get(idOf(row));
      return mine ? [Object.assign(present(row), mine)] : [];
    });
  return { rows: kept.rows, answer: (make) => new SharedAnswer(kept.answers, signature, () => make(items())) };
}
