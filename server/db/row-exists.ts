import { sql, type SQL, type Table } from 'drizzle-orm';

/**
 * Whether `table` holds a row matching `where`, checked for each row the outer query reads: a scalar subquery
 * on the key `where` names (the viewer's like of this post; whether a contacts-only author follows the viewer, in
 * the visibility rule), so it reads one index entry per row of the page.
 *
 * Why not `exists (…)`: PostgreSQL may plan that as a hashed subplan, which first reads every row of the table
 * that matches the condition's outer-independent part: all of the viewer's likes, whatever the page shows. At
 * 1,000,000 posts the member's feed read 41 index pages of a member's 103 likes for a page of 12, and that grows
 * with every like (docs/benchmarks/api.md). A scalar subquery is never hashed.
 */
export const rowExists = (table: Table | SQL, where: SQL): SQL<boolean> =>
  sql<boolean>`coalesce((select true from ${table} where ${where} limit 1), false)`;
