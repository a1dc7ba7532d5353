import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is behind it (PGlite and node-postgres share Drizzle's PgDatabase API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations. */
  migrate(): Promise<void>;
  /** Pings the database (used by /api/health). */
  ping(): Promise<void>;
  /** The node-postgres pool's connections (for the metrics); absent on PGlite, which has no pool. */
  poolStats?(): PoolStats;
  /**
   * LISTENs on a channel (NOTIFY payloads, delivered at commit, from any process); returns the way to stop.
   * `onGap(true)`: the connection was lost and notifications may be missed until `onGap(false)` (listening again).
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: (missing: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Connections the pool holds (`total`: in use or idle), those idle, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir`
 * (or in memory when `dataDir` is 'memory', as tests do). Only the chosen driver is loaded: a process on
 * PostgreSQL never loads PGlite's WebAssembly, one on PGlite never loads node-postgres.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE); 10 when absent. */
  poolSize?: number;
  onError?: (err: Error & { code?: string }) => void;
}): Promise<Database> {
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // JIT off for the app's sessions: PostgreSQL compiles any plan whose estimate passes jit_above_cost, and
    // for the short queries of a web request the compilation costs more than it saves (the analytics series
    // at a million posts: 665 ms with JIT, 99 ms without). Long reports can still turn it on per session.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, options: '-c jit=off' });
    const report = (err: Error & { code?: string }) =>
      opts.onError ? opts.onError(err) : console.error(`database connection error: ${err.message}`);
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the process.
    // The pool listens on idle connections only; a connection checked out by a transaction between two
    // statements emits 'error' with no listener of the pool's, which would be an uncaught exception. Every
    // connection therefore gets a listener of its own for its whole life; its next query fails, the
    // transaction rolls back and the pool discards the connection on release (it is no longer queryable).
    pool.on('connect', (client) => client.on('error', report));
    // The pool repeats an idle connection's error on itself, and an 'error' event with no listener throws:
    // the connection's own listener above has reported it already.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Several instances may start at once: one migrates while the others wait on the advisory lock
      // (held by one session), then find nothing left to apply.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock(7365436101)');
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock(7365436101)').catch(() => {});
          lock.release();
        }
      },
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onGap) => listenPg(opts.url!, channel, onPayload, opts.onError, onGap),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = opts.dataDir ?? './data';
  let client: PGlite;
  if (dir === 'memory') {
    client = await PGlite.create({ extensions: { pg_trgm } });
  } else {
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(`${dir}/pglite`, { extensions: { pg_trgm } });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries). If it drops, it
 * reconnects after a second, and again every second until it is back; notifications sent meanwhile are
 * missed (`onGap` says when), and clients refetch on reconnect.
 */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (err: Error & { code?: string }) => void,
  onGap?: (missing: boolean) => void,
) {
  let stopped = false;
  let lost = false;
  const { default: pg } = await import('pg');
  let client: pg.Client | undefined;
  const retry = () => setTimeout(() => void (stopped || connect().catch(retry)), 1000).unref();
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
    c.on('error', (err) => {
      if (stopped) return;
      lost = true;
      onGap?.(true);
      (onError ?? ((e) => console.error(`database listen connection error: ${e.message}`)))(err);
      c.end().catch(() => {});
      // A connection that was listening starts the retries; one that failed to connect is retried by its caller.
      if (client === c) {
        client = undefined;
        retry();
      }
    });
    await c.connect();
    await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = c;
    if (lost) {
      lost = false;
      onGap?.(false);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
