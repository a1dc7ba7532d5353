import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client';
import { authorVisibleTo } from './visibility';

/** The PostgreSQL channel on which migration 0022's triggers announce each live event at commit. */
export const LIVE_CHANNEL = 'live_events';

/** A change in the community or the forum, as the triggers write it (see liveEvents in the schema). */
export interface LiveEvent {
  /** The event's id in live_events (a bigint, as text): the stream's `id:` and the client's Last-Event-ID. */
  id: string;
  topic: string;
  kind: string;
  subject: string;
  /** The members whose content it is about: a viewer is told only when it may see every one. */
  authors: string[];
  extra: string | null;
}

/** Who is told: a member (admins see everything), or a visitor (null). */
export type LiveViewer = { userId: string; isAdmin: boolean } | null;

/** One open stream's subscription: its viewer, its topics, and how to write an event to it. */
export interface LiveSubscriber {
  viewer: LiveViewer;
  topics: ReadonlySet<string>;
  send(event: LiveEvent): void;
}

/** At most this many missed events are sent to a stream that resumes; past it, 'reset'. */
const MAX_RESUMED = 1000;

/** What a stream that resumes is sent: the events it missed, or 'reset' when they are no longer all kept. */
export type Missed = LiveEvent[] | 'reset';

/**
 * `viewer` may see content by every member of `authors` (a uuid[] expression): the one visibility rule
 * (lib/visibility.ts), applied to each author.
 */
function seesAll(viewer: { userId: string | SQL; isAdmin: boolean } | null, authors: SQL): SQL {
  return sql`not exists (select 1 from unnest(${authors}) as live_a(id) where not ${authorVisibleTo(viewer, sql`live_a.id`)})`;
}

/** The rows of a raw statement, as either driver returns them. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const eventColumns = sql`id::text as id, topic, kind, subject::text as subject, authors::text[] as authors, extra`;

/**
 * This process's live subscriptions, fed by one LISTEN on LIVE_CHANNEL (the NOTIFY payload is the event, so
 * nothing is read back to dispatch it). An event is dispatched `delayMs` after it arrives (PUBLIC_CACHE_MS):
 * by then any answer kept for visitors from before the change has expired, so a client that refetches on the
 * event reads the change. For each event, one statement asks which of the subscribed viewers may see it; the
 * others are told nothing. Events are dispatched one after another, in the order PostgreSQL delivers them
 * (commit order). After a gap in the LISTEN connection, the events written meanwhile are read from the table.
 */
export class LiveEvents {
  private readonly subscribers = new Set<LiveSubscriber>();
  private started: Promise<() => Promise<void>> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private lastSeen: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly db: Db,
    private readonly delayMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** How many subscriptions are open in this process. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Adds a subscription (listening starts with the first); returns the way to remove it. */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    this.started ??= this.database
      .listen(
        LIVE_CHANNEL,
        (payload) => this.arrived(JSON.parse(payload) as LiveEvent),
        (missing) => void (missing || this.catchUp()),
      )
      .catch((err: unknown) => {
        this.started = undefined; // the next subscriber tries again
        throw err;
      });
    await this.started;
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  }

  /** The newest event's id: where a new stream starts, so that a later resume knows what it has been sent. */
  async latestId(): Promise<string> {
    const rows = await rowsOf<{ id: string | null }>(this.db, sql`select max(id)::text as id from live_events`);
    return rows[0]?.id ?? '0';
  }

  /**
   * The events on `topics` that a stream which was sent event `lastId` has not been sent and `viewer` may see,
   * oldest first. An event committed after `lastId` has a higher id, or belongs to a transaction that was still
   * running when `lastId` was written (its tx is at least lastId's snapshot_xmin); both are read, so none is
   * missed (the client takes an event twice without harm). 'reset' when `lastId` is no longer kept, or when
   * MAX_RESUMED events or more were missed.
   */
  async missed(viewer: LiveViewer, topics: string[], lastId: string): Promise<Missed> {
    if (lastId === '0') return this.since(viewer, topics, sql`true`);
    const after = await this.after(lastId);
    const missed = after && (await this.since(viewer, topics, after));
    // More than a resume sends at once: the client refetches instead.
    return missed && missed.length < MAX_RESUMED ? missed : 'reset';
  }

  private async since(viewer: LiveViewer, topics: string[], after: SQL): Promise<LiveEvent[]> {
    return rowsOf<LiveEvent>(
      this.db,
      sql`select ${eventColumns} from live_events
        where topic = any(${`{${topics.join(',')}}`}::text[]) and ${after} and ${seesAll(viewer, sql`authors`)}
        order by id limit ${MAX_RESUMED}`,
    );
  }

  /**
   * The condition that picks the events committed after event `id`: a higher id, or a transaction other than its
   * own that was still running when it was written (the events of its own transaction committed with it).
   * Undefined when the event is no longer kept.
   */
  private async after(id: string): Promise<SQL | undefined> {
    const rows = await rowsOf<{ tx: string; snapshot_xmin: string }>(
      this.db,
      sql`select tx::text as tx, snapshot_xmin::text as snapshot_xmin from live_events where id = ${id}::bigint`,
    );
    const anchor = rows[0];
    if (!anchor) return undefined;
    return sql`(id > ${id}::bigint or (tx >= ${anchor.snapshot_xmin}::xid8 and tx <> ${anchor.tx}::xid8))`;
  }

  private arrived(event: LiveEvent): void {
    this.lastSeen = event.id;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue = this.queue.then(() => this.dispatch(event)).catch(this.onError);
    }, this.delayMs);
    this.timers.add(timer);
  }

  /** Reads the events written while the LISTEN connection was down, and dispatches them. */
  private catchUp(): void {
    const from = this.lastSeen;
    if (from === undefined) return;
    this.queue = this.queue
      .then(async () => {
        const rows = await rowsOf<LiveEvent>(
          this.db,
          sql`select ${eventColumns} from live_events where ${(await this.after(from)) ?? sql`id > ${from}::bigint`} order by id limit ${MAX_RESUMED}`,
        );
        for (const event of rows) {
          this.lastSeen = event.id;
          await this.dispatch(event);
        }
      })
      .catch(this.onError);
  }

  /** Tells every subscriber of the event's topic that may see it. */
  private async dispatch(event: LiveEvent): Promise<void> {
    const chosen = [...this.subscribers].filter((s) => s.topics.has(event.topic));
    if (chosen.length === 0) return;
    const seen = await this.viewersWhoSee(
      event,
      chosen.map((s) => s.viewer),
    );
    for (const s of chosen) {
      if (s.viewer === null ? seen.visitors : s.viewer.isAdmin || seen.members.has(s.viewer.userId)) s.send(event);
    }
  }

  /** Of these viewers, who may see the event: one statement, whatever their number. */
  private async viewersWhoSee(event: LiveEvent, viewers: LiveViewer[]): Promise<{ visitors: boolean; members: Set<string> }> {
    const members = [...new Set(viewers.flatMap((v) => (v && !v.isAdmin ? [v.userId] : [])))];
    const authors = sql`${`{${event.authors.join(',')}}`}::uuid[]`;
    const wantsVisitors = viewers.includes(null);
    const rows = await rowsOf<{ id: string | null }>(
      this.db,
      sql`select live_v.id::text as id from unnest(${`{${members.join(',')}}`}::uuid[]) as live_v(id)
          where ${seesAll({ userId: sql`live_v.id`, isAdmin: false }, authors)}
        ${wantsVisitors ? sql`union all select null where ${seesAll(null, authors)}` : sql``}`,
    );
    const seen = new Set<string>();
    let visitors = false;
    for (const r of rows) {
      if (r.id === null) visitors = true;
      else seen.add(r.id);
    }
    return { visitors, members: seen };
  }

  /** Stops listening and drops every subscription (the app is closing). */
  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.subscribers.clear();
    const stop = await this.started?.catch(() => undefined);
    this.started = undefined;
    await stop?.();
  }
}
