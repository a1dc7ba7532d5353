import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The tiles: counts only (no rows shipped), each served by an index or a count of a small table. */
export async function totals(ex: Executor) {
  const [row] = rowsOf<{
    total_users: number;
    professional_users: number;
    posts: number;
    comments: number;
    discussions: number;
    discussion_comments: number;
  }>(
    await ex.execute(sql`
      select (select count(*) from users)::int as total_users,
             (select count(distinct user_id) from user_roles where role in ('perfumer', 'brand'))::int as professional_users,
             (select count(*) from posts where hidden_at is null)::int as posts,
             (select count(*) from post_comments where hidden_at is null)::int as comments,
             (select count(*) from discussions where hidden_at is null)::int as discussions,
             (select count(*) from discussion_comments where hidden_at is null)::int as discussion_comments`),
  );
  return row;
}

/**
 * Per UTC day over the last `days` days: sign-ups, posts, comments and formula generations, each
 * counted from a range scan of its created_at index, joined on a generated calendar (days without any are 0).
 */
export async function series(ex: Executor, days: number) {
  return rowsOf<{ day: string; signups: number; posts: number; comments: number; formulas: number }>(
    await ex.execute(sql`
      with cal as (
        select generate_series(((now() at time zone 'UTC')::date - ${days - 1}::int), (now() at time zone 'UTC')::date, interval '1 day')::date as day
      ),
      since as (select ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC' as t),
      s as (select (created_at at time zone 'UTC')::date d, count(*) n from users where created_at >= (select t from since) group by 1),
      p as (select (created_at at time zone 'UTC')::date d, count(*) n from posts where created_at >= (select t from since) group by 1),
      c as (select (created_at at time zone 'UTC')::date d, count(*) n from post_comments where created_at >= (select t from since) group by 1),
      f as (select (created_at at time zone 'UTC')::date d, count(*) n from formula_generations where created_at >= (select t from since) group by 1)
      select to_char(cal.day, 'YYYY-MM-DD') as day, coalesce(s.n, 0)::int as signups, coalesce(p.n, 0)::int as posts,
             coalesce(c.n, 0)::int as comments, coalesce(f.n, 0)::int as formulas
      from cal left join s on s.d = cal.day left join p on p.d = cal.day left join c on c.d = cal.day left join f on f.d = cal.day
      order by cal.day`),
  );
}

/** The latest posts and comments (five of each at most, merged newest first). */
export async function recent(ex: Executor) {
  return rowsOf<{ kind: 'post' | 'comment'; id: string; post_id: string; author: string; excerpt: string; created_at: string }>(
    await ex.execute(sql`
      (select 'post' as kind, p.id, p.id as post_id, pr.username as author, left(coalesce(p.title || ': ', '') || p.content, 140) as excerpt, p.created_at
         from posts p join profiles pr on pr.id = p.author_id where p.hidden_at is null order by p.created_at desc, p.id desc limit 5)
      union all
      (select 'comment', c.id, c.post_id, pr.username, left(c.content, 140), c.created_at
         from post_comments c join profiles pr on pr.id = c.author_id where c.hidden_at is null order by c.created_at desc, c.id desc limit 5)
      order by created_at desc limit 8`),
  );
}
