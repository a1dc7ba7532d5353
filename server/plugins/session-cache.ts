import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client';

/** The channel the database announces a member's session, role or email change on (migration 0017). */
export const AUTH_CHANNEL = 'auth_changed';

/** What a signed-in request learns from its session: whose it is, the roles, whether the email is confirmed. */
export interface CachedSession {
  userId: string;
  roles: readonly string[];
  emailVerified: boolean;
  /** Two-factor sign-in is on for the account (REQUIRE_2FA_FOR_STAFF reads it). */
  twoFactor?: boolean;
  /** When the session reaches SESSION_MAX_DAYS (ms since the epoch): past it, it is not used from here. */
  endsAt: number;
}

const MAX_ENTRIES = 10_000;

/**
 * This process's memory of live sessions, so a member's burst of requests checks the session once rather than
 * once a request: the check is one of a signed-in feed request's two statements, a round trip the shared
 * database serves for every process (docs/benchmarks/api.md: transactions per request about halved).
 *
 * Never stale past a change, in any process:
 * - the database announces every change that matters (a session ended, a role added or removed, an email
 *   confirmed, an account deleted) on AUTH_CHANNEL at commit, from triggers, whoever made it; every process
 *   listens and forgets that member;
 * - the process that made the change also forgets at once (`forgetUser` after its commit), not waiting for
 *   the notification to come back;
 * - a lookup that was under way when a member was forgotten is not kept (it may have read the old row);
 * - while the notification connection is down nothing is used from memory, and all is forgotten when it is back;
 * - entries last `ttlMs` at most (the bound if all of this failed), and never past the session's maximum age.
 * Only live sessions are kept: an ended or unknown one is asked of the database every time.
 */
export class SessionCache {
  /** At most MAX_ENTRIES, the least recently used dropped first; each entry's own `expires` bounds its age. */
  private readonly entries = new LRUCache<string, CachedSession & { expires: number }>({ max: MAX_ENTRIES });
  /** Counts forgets: a lookup started before one is not kept. */
  private generation = 0;
  private suspended = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /** Starts listening for the database's announcements (before the first request is answered). */
  async listen(database: Pick<Database, 'listen'>): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.stopListening = await database.listen(
      AUTH_CHANNEL,
      (userId) => this.forgetUser(userId),
      (missing) => {
        this.suspended = missing;
        this.forgetAll();
      },
    );
  }

  /** The session `sid` of user `sub`, if known alive; undefined: ask the database. */
  get(sid: string, sub: string, now = Date.now()): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(sid);
    if (!hit) return undefined;
    if (hit.expires <= now || hit.endsAt <= now || hit.userId !== sub) {
      this.entries.delete(sid);
      return undefined;
    }
    return hit;
  }

  /** A token for `keep`: taken before the database is asked. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a live session read from the database, unless someone was forgotten since `begin()`. */
  keep(sid: string, session: CachedSession, begun: number, now = Date.now()): void {
    if (!this.enabled || begun !== this.generation) return;
    this.entries.set(sid, { ...session, expires: now + this.ttlMs });
  }

  /** Forgets every session of a member (after their sessions, roles or email changed). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [sid, entry] of [...this.entries.entries()]) if (entry.userId === userId) this.entries.delete(sid);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.forgetAll();
    await this.stopListening?.();
    this.stopListening = undefined;
  }
}
