import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { savedFormulas } from './social';

/**
 * Every save of a saved formula: the brief, the changes and the whole formula object as the server computed it
 * (JSONB, stored as saved, so fields added to a formula later travel with it), a note and who saved it.
 * `number` counts from 1 per formula; the history is read newest first by the unique (formula, number) index.
 */
export const formulaVersions = pgTable(
  'formula_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => savedFormulas.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    brief: jsonb('brief').$type<Record<string, unknown>>().notNull(),
    changes: jsonb('changes').$type<unknown[]>().notNull(),
    formula: jsonb('formula').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('formula_versions_formula_number_uq').on(t.formulaId, t.number), index('formula_versions_author_idx').on(t.authorId)],
);
