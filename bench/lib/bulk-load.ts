/**
 * What the data generators (generate-community.ts, generate-forum.ts) share: timed steps, creating and migrating
 * the bench database, lifting constraints and indexes around a bulk load, and the SQL snippets that make ids and
 * words inside `insert … select` statements.
 */
import pg from 'pg';
import { openDatabase } from '#server/db/client';

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
 * Drops the foreign keys of `tables`, the primary key of `likesTable` and every secondary index, and returns their
 * definitions: loading rows without them and building them once afterwards is many times faster.
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
  return { fks, pks, indexes };
}

/** A deterministic, well-formed version-4 UUID from a seed text (the API validates ids as RFC 9562 UUIDs). */
export const uuidOf = (seed: string) => `overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;
/** The element at a 0-based index (wrapped) of a text[] parameter. */
export const pick = (arr: string, idx: string) => `(${arr}::text[])[1 + ((${idx}) % array_length(${arr}::text[], 1))]`;
/** A filler word (uniform) or a note (skewed towards the first ones, so "bergamot" is common). */
export const word = (notes: string, fillers: string, fillerShare: number) =>
  `case when random() < ${fillerShare} then (${fillers}::text[])[1 + floor(random() * array_length(${fillers}::text[], 1))::int]
        else (${notes}::text[])[1 + floor(array_length(${notes}::text[], 1) * power(random(), 1.25))::int] end`;
