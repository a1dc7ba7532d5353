import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';

/** The PostgreSQL channel that carries "this member's inbox changed" (the payload is the user id). */
export const INBOX_CHANNEL = 'inbox_changed';

/**
 * Announces an inbox change inside the caller's transaction. PostgreSQL delivers a NOTIFY only when the
 * transaction commits (and never if it rolls back), to every process listening on the database: the
 * unread badge of a member connected to any app process updates, and never before the row is visible.
 */
export async function announceInboxChange(ex: Executor, userId: string): Promise<void> {
  await ex.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${userId})`);
}

/**
 * Subscriptions of this process's open event streams, fed by one LISTEN on the database.
 * Listening starts with the first subscriber.
 */
export class InboxEvents {
  private readonly emitter = new EventEmitter();
  private started: Promise<() => Promise<void>> | undefined;

  constructor(private readonly database: Pick<Database, 'listen'>) {
    this.emitter.setMaxListeners(0);
  }

  async subscribe(userId: string, onChange: () => void): Promise<() => void> {
    this.started ??= this.database
      .listen(INBOX_CHANNEL, (payload) => this.emitter.emit(payload))
      .catch((err: unknown) => {
        this.started = undefined; // the next subscriber tries again
        throw err;
      });
    await this.started;
    this.emitter.on(userId, onChange);
    return () => this.emitter.off(userId, onChange);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    const stop = await this.started?.catch(() => undefined);
    this.started = undefined;
    await stop?.();
  }
}
