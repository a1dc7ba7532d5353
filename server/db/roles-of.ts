import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Role } from '#common/roles';
import { userRoles } from './schema';

/**
 * A user's roles in order, as a scalar subquery on the user's id (a column or an expression of the outer query):
 * a JSON array, `[]` for none, which both drivers answer as an array of strings (a PostgreSQL array came back as
 * an array from node-postgres and could come back as its text, `{a,b}`, from PGlite). The session lookup, the
 * profile page and the admin's user list read roles through it.
 */
export const rolesOf = (userId: AnyColumn | SQL): SQL<Role[]> =>
  sql<Role[]>`(select coalesce(json_agg(r.role order by r.role), '[]') from ${userRoles} r where r.user_id = ${userId})`;
