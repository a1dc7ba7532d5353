/**
 * What the data generators (generate-community.ts, generate-forum.ts) share: timed steps, creating and migrating
 * the bench database, lifting constraints and indexes around a bulk load, and the SQL snippets that make ids and
 * words inside `insert … select` statements.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { hashPassword } from '#server/lib/passwords';

/**
 * Reads a generator's command line: --url (a local database with a plain identifier for a name), --fresh, and
 * `counts` (option name → default), each a positive whole number. Prints the usage and exits without --url.
 */
export function parseLoadArgs<K extends string>(script: string, exampleDb: string, counts: Record<K, number>) {
  const names = Object.keys(counts) as K[];
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      ...Object.fromEntries(names.map((n) => [n, { type: 'string', default: String(counts[n]) }])),
    },
  });
  if (!values.url) {
    const flags = names.map((n) => `[--${n} N]`).join(' ');
    console.error(`usage: node --import tsx bench/${script} --url postgres://postgres@127.0.0.1:5432/${exampleDb} ${flags} [--fresh]`);
    process.exit(2);
  }
  const url = new URL(values.url as string);
  const dbName = decodeURIComponent(url.pathname.slice(1));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing a non-local database host: ${url.hostname}`);
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`database name must be a plain identifier, got "${dbName}"`);
  const n = {} as Record<K, number>;
  for (const name of names) {
    n[name] = Number((values as Record<string, unknown>)[name]);
    if (!Number.isInteger(n[name]) || n[name] < 1) throw new Error(`--${name} must be a positive integer`);
  }
  return { url, dbName, fresh: values.fresh === true, n };
}

/**
 * Creates and migrates the bench database, hashes the accounts' shared password ('bench-password') and connects.
 * Exits when `emptyTables` already hold rows (unless --fresh rebuilt it). `settings` are session settings for the load.
 */
export async function openEmptyBenchDatabase(
  opts: { url: URL; dbName: string; fresh: boolean },
  load: { emptyTables: string[]; settings: string },
) {
  await createAndMigrate(opts.url, opts.dbName, opts.fresh);
  const passwordHash = await step("argon2 hash of 'bench-password'", () => hashPassword('bench-password'));
  const db = new pg.Client({ connectionString: opts.url.toString() });
  await db.connect();
  const q = (text: string, params: unknown[] = []) => db.query(text, params);
  const counts = load.emptyTables.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const { rows } = await q(`select ${counts}`);
  const held = load.emptyTables.filter((t) => rows[0][t] > 0);
  if (held.length) {
    const what = held.map((t) => `${rows[0][t]} ${t}`).join(' and ');
    console.error(`\n${opts.dbName} already holds ${what}: run again with --fresh to rebuild it.`);
    await db.end();
    process.exit(1);
  }
  // Session settings only: faster commits and index builds, nothing that changes what is stored.
  await q(load.settings);
  return { db, q, passwordHash };
}

/** Runs one named step and prints how long it took, so a slow phase of a load is visible. */
export async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  process.stdout.write(`${label.padEnd(60)} `);
  const out = await run();
  console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  return out;
}

/** Creates the database named in `url` (dropping it first when `fresh`), then applies every migration. */
export async function createAndMigrate(url: URL, dbName: string, fresh: boolean | undefined) {
  await step(`database ${fresh ? '(drop and) ' : ''}create`, async () => {
    const maintenanceUrl = new URL(url);
    maintenanceUrl.pathname = '/postgres';
    const c = new pg.Client({ connectionString: maintenanceUrl.toString() });
    await c.connect();
    try {
      if (fresh) await c.query(`drop database if exists ${dbName} with (force)`);
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [dbName]);
      if (!rowCount) await c.query(`create database ${dbName}`);
    } finally {
      await c.end();
    }
  });
  await step('migrations (openDatabase().migrate())', async () => {
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
}

type Query = (text: string, params?: unknown[]) => Promise<pg.QueryResult>;
interface Constraint {
  conname: string;
  tbl: string;
  def: string;
}
interface IndexDef {
  name: string;
  def: string;
}

/**
 * Drops the foreign keys of `tables`, the primary key of `likesTable` and every secondary index, and returns what puts
 * them back from their definitions: loading rows without them and building them once afterwards is many times faster.
 */
export async function dropConstraintsForLoad(q: Query, tables: string[], likesTable: string) {
  const { rows: fks } = (await q(
    `select conname, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint
     where contype = 'f' and conrelid = any($1::regclass[]) order by conname`,
    [tables],
  )) as pg.QueryResult<Constraint>;
  const { rows: pks } = (await q(
    `select conname, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint
     where contype = 'p' and conrelid = $1::regclass`,
    [likesTable],
  )) as pg.QueryResult<Constraint>;
  const { rows: indexes } = (await q(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
     where i.indrelid = any($1::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by 1`,
    [tables],
  )) as pg.QueryResult<IndexDef>;
  await step(`drop ${fks.length} foreign keys, likes primary key, ${indexes.length} secondary indexes`, async () => {
    for (const c of fks) await q(`alter table ${c.tbl} drop constraint ${c.conname}`);
    for (const c of pks) await q(`alter table ${c.tbl} drop constraint ${c.conname}`);
    for (const i of indexes) await q(`drop index ${i.name}`);
  });
  const addBack = (c: Constraint, label: string) =>
    step(`${label} ${c.conname}`, () => q(`alter table ${c.tbl} add constraint ${c.conname} ${c.def}`));
  const done = new Set<string>();
  /** What the load put back, each as one timed step from its own definition. */
  return {
    async restorePrimaryKeys() {
      for (const c of pks) await addBack(c, 'primary key');
    },
    /** The indexes not rebuilt yet that `which` (by name) selects: all of them by default. */
    async restoreIndexes(which: (name: string) => boolean = () => true) {
      for (const i of indexes.filter((x) => !done.has(x.name) && which(x.name))) {
        done.add(i.name);
        await step(`index ${i.name}`, () => q(i.def));
      }
    },
    async restoreForeignKeys() {
      for (const c of fks) await addBack(c, 'foreign key');
    },
  };
}

/** A deterministic, well-formed version-4 UUID from a seed text (the API validates ids as RFC 9562 UUIDs). */
export const uuidOf = (seed: string) => `overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;
/** The element at a 0-based index (wrapped) of a text[] parameter. */
export const pick = (arr: string, idx: string) => `(${arr}::text[])[1 + ((${idx}) % array_length(${arr}::text[], 1))]`;
/** A filler word (uniform) or a note (skewed towards the first ones, so "bergamot" is common). */
export const word = (notes: string, fillers: string, fillerShare: number) =>
  `case when random() < ${fillerShare} then (${fillers}::text[])[1 + floor(random() * array_length(${fillers}::text[], 1))::int]
        else (${notes}::text[])[1 + floor(array_length(${notes}::text[], 1) * power(random(), 1.25))::int] end`;
