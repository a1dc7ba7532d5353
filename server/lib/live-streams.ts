import { and, inArray, isNull, sql } from 'drizzle-orm';
import { deriveFlags } from '#common/roles';
import type { Database, Db } from '#server/db/client';
import { rolesOf } from '#server/db/roles-of';
import { sessions } from '#server/db/schema';
import { AUTH_CHANNEL } from '#server/plugins/session-cache';

/** An open event stream: a member's under a session, or a visitor's (`visitor:<address>`, no session); how to end it. */
interface OpenStream {
  userId: string;
  sessionId: string | null;
  /** Whether the stream was opened with an admin's view (admins see every author): a change ends it. */
  isAdmin: boolean;
  end: () => void;
}

/** How many event streams one member may hold open in one process (a tab holds one). */
export const MAX_STREAMS_PER_MEMBER = 8;
/**
 * How many event streams visitors at one address may hold open in one process: more than a member, since people
 * behind one address (an office, a phone network) share it.
 */
export const MAX_STREAMS_PER_VISITOR_ADDRESS = 32;
/** How often every open stream's session is checked again, whatever was announced. */
const RECHECK_MS = 25_000;

/**
 * This process's open event streams, each tied to the session that opened it, so that a stream never outlives
 * its session. Whatever ends a session (sign-out here or elsewhere, a password reset, a suspension) is announced
 * by the database on AUTH_CHANNEL at commit (migration 0017); the member's streams are then checked against the
 * database and those whose session is no longer alive are ended within the round trip. Every stream is also
 * checked every 25 s (one statement for all), which covers announcements missed while the LISTEN connection was
 * down, and sessions that reach their maximum age. A stream whose member gained or lost the admin role (announced
 * the same way) is ended too: the client reconnects and sees what the new role may see.
 */
export class LiveStreams {
  private readonly open = new Set<OpenStream>();
  private listening: Promise<() => Promise<void>> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly db: Db,
    private readonly sessionMaxDays: number,
    private readonly maxPerMember = MAX_STREAMS_PER_MEMBER,
  ) {}

  /** How many streams are open in this process. */
  get size(): number {
    return this.open.size;
  }

  /**
   * Registers a stream: `end` is called when its session ends. Returns the way to unregister it (when the
   * client goes), or 'too-many' when the member already holds `maxPerMember` streams here.
   */
  async add(userId: string, sessionId: string, isAdmin: boolean, end: () => void): Promise<(() => void) | 'too-many'> {
    if (this.held(userId) >= this.maxPerMember) return 'too-many';
    this.listening ??= this.database
      .listen(
        AUTH_CHANNEL,
        (userId) => void this.recheck((s) => s.userId === userId),
        (missing) => void (missing || this.recheck(() => true)),
      )
      .catch((err: unknown) => {
        this.listening = undefined; // the next stream tries again
        throw err;
      });
    await this.listening;
    this.timer ??= setInterval(() => void this.recheck(() => true), RECHECK_MS).unref();
    const stream: OpenStream = { userId, sessionId, isAdmin, end };
    this.open.add(stream);
    return () => void this.open.delete(stream);
  }

  /**
   * Registers a visitor's stream, which no session ends (the client's going does, or the app closing). Returns
   * the way to unregister it, or 'too-many' when visitors at `address` already hold as many as they may here.
   */
  addVisitor(address: string, end: () => void): (() => void) | 'too-many' {
    const key = `visitor:${address}`;
    if (this.held(key) >= MAX_STREAMS_PER_VISITOR_ADDRESS) return 'too-many';
    const stream: OpenStream = { userId: key, sessionId: null, isAdmin: false, end };
    this.open.add(stream);
    return () => void this.open.delete(stream);
  }

  private held(key: string): number {
    let held = 0;
    for (const s of this.open) if (s.userId === key) held++;
    return held;
  }

  /** Ends the streams chosen by `which` whose session is no longer alive, or whose member's admin role changed. */
  async recheck(which: (s: OpenStream) => boolean): Promise<void> {
    const chosen = [...this.open].filter((s) => s.sessionId !== null && which(s));
    if (chosen.length === 0) return;
    let alive: Map<string, boolean>;
    try {
      alive = await this.aliveSessions([...new Set(chosen.map((s) => s.sessionId!))]);
    } catch {
      return; // the database is unreachable: the next announcement or pass checks again
    }
    for (const s of chosen) {
      if (alive.get(s.sessionId!) === s.isAdmin || !this.open.has(s)) continue;
      this.open.delete(s);
      s.end();
    }
  }

  /**
   * Of these sessions, those alive (not revoked, within SESSION_MAX_DAYS of their sign-in), each with whether its
   * member is an admin now.
   */
  private async aliveSessions(ids: string[]): Promise<Map<string, boolean>> {
    const rows = await this.db
      .select({ id: sessions.id, roles: rolesOf(sql.raw('"sessions"."user_id"')) })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          sql`${sessions.createdAt} > now() - make_interval(days => ${this.sessionMaxDays}::int)`,
        ),
      );
    return new Map(rows.map((r) => [r.id, deriveFlags(r.roles).isAdmin]));
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const s of this.open) s.end();
    this.open.clear();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.();
  }
}
