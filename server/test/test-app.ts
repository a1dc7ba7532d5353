import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { products, userRoles, users } from '#server/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { Role } from '#common/roles';
import type { HTTPMethods } from 'fastify';
import type { App } from '#server/context';

/** Which database the suite runs on: PGlite by default, PostgreSQL on the second pass of `npm test`. */
export const TEST_DRIVER = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server, created with
 * `createOptions` when given (e.g. `locale_provider icu icu_locale 'und' template template0`; PostgreSQL only).
 */
export async function openTestDatabase(createOptions = ''): Promise<Database> {
  if (TEST_DRIVER === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory' });
    await database.migrate();
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `sillage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} ${createOptions}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) terminates connections the pool is still closing (57P01).
  const database = await openDatabase({ url: url.toString(), onError: (err) => void (err.code === '57P01' || console.error(err)) });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The URL of a PostgreSQL test database (the PostgreSQL pass only): for sessions of a test's own beside the app's pool. */
export async function currentDatabaseUrl(t: { database: Database }): Promise<string> {
  const current = await t.database.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0].name}`;
  return url.toString();
}

/**
 * The time a test app's caches read (BuildAppOptions.now): it stands still unless the test moves it on, so that an
 * answer kept for PUBLIC_CACHE_MS expires when the test says, never by a slow machine, and no test waits for it.
 */
export class TestClock {
  private at = Date.now();
  readonly now = () => this.at;

  advance(ms: number): void {
    this.at += ms;
  }
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  mailQueued: number;
  /** The app's caches' clock (shared with another app when given as TestAppOptions.clock). */
  clock: TestClock;
  /**
   * Moves the clock on by PUBLIC_CACHE_MS: what visitors (and members answered from their pages) see once what was
   * kept before has expired, as a real visitor sees it a second later.
   */
  later(): void;
  close(): Promise<void>;
}

const databases = new WeakMap<App, Database>();

export interface TestAppOptions {
  /** Runs on the bare Fastify instance before any plugin or route (e.g. an onRoute hook). */
  configure?: BuildAppOptions['configure'];
  logger?: BuildAppOptions['logger'];
  /** A built client folder to serve (with the SPA fallback). */
  clientDir?: string;
  /** Another test app's database, to run a second app (other settings) on the same data; left open on close. */
  database?: Database;
  /** Another test app's clock, for apps whose caches expire together. */
  clock?: TestClock;
}

/**
 * Builds the real app on a fresh database (or `opts.database`), with settings overridable per test file: production's
 * defaults otherwise, the visitors' caches on (PUBLIC_CACHE_MS), on a clock the test moves on (`later`).
 */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  if (!opts.database) await seedCatalogue(database.db);
  // Uploaded files go to a folder of this test app's own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_LIMIT_PER_MINUTE: '100000',
    AUTH_LIMIT_PER_IP: '100000',
    AUTH_LIMIT_PER_ACCOUNT: '100000',
    ...env,
  });
  const clock = opts.clock ?? new TestClock();
  const t: TestApp = {
    app: undefined as unknown as App,
    database,
    config,
    mailQueued: 0,
    clock,
    later: () => clock.advance(config.PUBLIC_CACHE_MS),
    async close() {
      await t.app.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  t.app = await buildApp({
    config,
    database,
    jwtSecret: 'test-secret-test-secret-test-secret-123',
    mailQueued: () => t.mailQueued++,
    configure: opts.configure,
    logger: opts.logger,
    clientDir: opts.clientDir,
    now: clock.now,
  });
  databases.set(t.app, database);
  await t.app.ready();
  return t;
}

let counter = 0;
/** A unique email for a test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;
}

export interface SignedUp {
  userId: string;
  email: string;
  password: string;
  token: string;
  cookie: string;
  auth: { authorization: string };
}

/**
 * Signs a user up through the API and returns their session. The email is then marked verified (as the
 * mailed link would) unless `verified: false` — creating content needs a verified email.
 */
export async function signUp(
  app: App,
  opts: { email?: string; journey?: 'customer' | 'perfumer' | 'brand'; brand?: object; verified?: boolean } = {},
): Promise<SignedUp> {
  const email = opts.email ?? uniqueEmail(opts.journey ?? 'customer');
  const password = 'secret-password';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, journey: opts.journey ?? 'customer', brand: opts.brand },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  if (opts.verified !== false) {
    const database = databases.get(app);
    if (!database) throw new Error('signUp: not an app made by createTestApp');
    await database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, body.user.id));
  }
  return {
    userId: body.user.id,
    email,
    password,
    token: body.access_token,
    cookie: refreshCookie(res),
    auth: { authorization: `Bearer ${body.access_token}` },
  };
}

/** Grants roles directly in the database (as the CLI does) and signs in again to pick them up. */
export async function grantRoles(database: Database, userId: string, roles: Role[]) {
  for (const role of roles) await database.db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** The accounts most admin route tests sign in as: a super admin, an admin, a moderator and a member. */
export const STAFF = { superAdmin: ['super_admin'], admin: ['admin'], moderator: ['moderator'], member: [] } satisfies Record<
  string,
  Role[]
>;
/** The /learn library tests' accounts: an admin, a moderator and a professional (perfumer), both refused. */
export const LIBRARY_ACCOUNTS = { admin: ['admin'], moderator: ['moderator'], perfumer: ['perfumer'] } satisfies Record<string, Role[]>;

/**
 * A test app (as `createTestApp(env)`) with the named accounts signed up, each granted its roles, and the seeded
 * shop catalogue sorted by name. Accounts named in `unverified` keep an unverified email.
 */
export async function createTestAppWith<K extends string>(
  accounts: Record<K, Role[]>,
  opts: { env?: Record<string, string>; unverified?: NoInfer<K>[] } = {},
): Promise<{ t: TestApp; catalogue: (typeof products.$inferSelect)[] } & Record<K, SignedUp>> {
  const t = await createTestApp(opts.env);
  const names = Object.keys(accounts) as K[];
  const signedUp = await Promise.all(names.map((name) => signUp(t.app, { verified: !opts.unverified?.includes(name) })));
  const byName = {} as Record<K, SignedUp>;
  for (const [i, name] of names.entries()) {
    byName[name] = signedUp[i];
    await grantRoles(t.database, signedUp[i].userId, accounts[name]);
  }
  const catalogue = await t.database.db.select().from(products).orderBy(asc(products.name));
  return { t, catalogue, ...byName };
}

/** A request to `app`'s API as `who` (a visitor when absent), with `payload` as its JSON body when given. */
export const apiCall = (app: App, method: HTTPMethods, url: string, who?: SignedUp, payload?: object) =>
  app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Signs `user` in again with their password: a new access token that carries roles granted since sign-up. */
export async function signIn(app: App, user: SignedUp): Promise<SignedUp> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    payload: { email: user.email, password: user.password },
  });
  return { ...user, auth: { authorization: `Bearer ${res.json().access_token}` } };
}

/** The `name=value` of the refresh cookie a response set. */
export function refreshCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((c): c is string => typeof c === 'string' && c.startsWith('sillage_refresh='));
  return found ? found.split(';')[0] : '';
}
