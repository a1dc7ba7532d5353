import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * The tiles: counts only (no rows shipped). Users and professionals are counted from their tables (an
 * index-only count of tens of thousands of rows); visible posts, comments, discussions and discussion
 * comments are the sums that the `content_counts` triggers keep, since counting millions of rows per
 * request would not stay fast.
 */
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
      with c as (select kind, sum(n)::int n from content_counts group by kind)
      select (select count(*) from users)::int as total_users,
             (select count(distinct user_id) from user_roles where role in ('perfumer', 'brand'))::int as professional_users,
             coalesce((select n from c where kind = 'posts'), 0) as posts,
             coalesce((select n from c where kind = 'post_comments'), 0) as comments,
             coalesce((select n from c where kind = 'discussions'), 0) as discussions,
             coalesce((select n from c where kind = 'discussion_comments'), 0) as discussion_comments`),
  );
  return row;
}

/**
 * Per UTC day over the last `days` days: sign-ups, posts, comments, discussions, formula generations,
 * orders paid and net revenue (paid that day minus refunded that day, in cents). Each is counted from a
 * range scan of its own time index and joined on a generated calendar (days without any are 0).
 */
export async function series(ex: Executor, days: number) {
  return rowsOf<{
    day: string;
    signups: number;
    posts: number;
    comments: number;
    discussions: number;
    formulas: number;
    orders: number;
    revenue_cents: number;
  }>(
    await ex.execute(sql`
      with since as (select ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC' as t),
      cal as (
        select generate_series(((now() at time zone 'UTC')::date - ${days - 1}::int), (now() at time zone 'UTC')::date, interval '1 day')::date as day
      ),
      s as (select (created_at at time zone 'UTC')::date d, count(*) n from users where created_at >= (select t from since) group by 1),
      p as (select (created_at at time zone 'UTC')::date d, count(*) n from posts where created_at >= (select t from since) group by 1),
      c as (select (created_at at time zone 'UTC')::date d, count(*) n from post_comments where created_at >= (select t from since) group by 1),
      dz as (select (created_at at time zone 'UTC')::date d, count(*) n from discussions where created_at >= (select t from since) group by 1),
      f as (select (created_at at time zone 'UTC')::date d, count(*) n from formula_generations where created_at >= (select t from since) group by 1),
      o as (
        select (paid_at at time zone 'UTC')::date d, count(*) n, sum(total_cents) cents
        from orders where paid_at >= (select t from since) group by 1
      ),
      r as (
        select (refunded_at at time zone 'UTC')::date d, sum(total_cents) cents
        from orders where refunded_at >= (select t from since) group by 1
      )
      select to_char(cal.day, 'YYYY-MM-DD') as day, coalesce(s.n, 0)::int as signups, coalesce(p.n, 0)::int as posts,
             coalesce(c.n, 0)::int as comments, coalesce(dz.n, 0)::int as discussions, coalesce(f.n, 0)::int as formulas,
             coalesce(o.n, 0)::int as orders, (coalesce(o.cents, 0) - coalesce(r.cents, 0))::int as revenue_cents
      from cal left join s on s.d = cal.day left join p on p.d = cal.day left join c on c.d = cal.day
           left join dz on dz.d = cal.day left join f on f.d = cal.day left join o on o.d = cal.day left join r on r.d = cal.day
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
