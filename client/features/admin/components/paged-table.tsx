import type { ReactNode } from 'react';
import { LoadMore } from '#client/components/load-more';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { showsPlaceholders } from '#client/lib/paged';

/** One column of an admin table: its header (read by screen readers when `hidden`) and how a row fills it. */
export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Numbers: right-aligned, in figures of one width. */
  numeric?: boolean;
  /** Classes for the column's cells (`font-medium` for a name). */
  className?: string;
  /** A header only screen readers read (the Actions column). */
  hidden?: boolean;
}

/** The part of a paged query (TanStack's infinite query) the table reads. */
interface PagedQuery<T> {
  data?: { pages: { items: T[] }[] };
  isLoading: boolean;
  /** Showing the last answer while a new search or filter loads (a live list): the table is marked busy. */
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * An admin list: a skeleton while it loads, 'Failed to load …' with Try again, the empty state, then the table
 * (scrolling sideways on a phone) and Load more while the server has further pages.
 */
export function PagedTable<T>({
  list,
  caption,
  columns,
  rowKey,
  empty,
  minWidth = 'min-w-[640px]',
}: {
  list: PagedQuery<T>;
  /** What the rows are, lower case in the messages: 'Courses' → 'Loading courses', 'Failed to load courses'. */
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: { title: string; description?: string };
  minWidth?: string;
}) {
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const noun = caption.toLowerCase();
  return (
    <>
      {showsPlaceholders(list, rows.length) ? (
        <Skeleton className="h-48 w-full" aria-label={`Loading ${noun}`} />
      ) : list.isError ? (
        <EmptyState title={`Failed to load ${noun}`} action={<Button onClick={() => list.refetch()}>Try again</Button>} />
      ) : rows.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className={cn('w-full text-left text-sm', minWidth)} aria-busy={list.isPlaceholderData || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={cn('p-3', c.numeric && 'text-right')}>
                    {c.hidden ? <span className="sr-only">{c.header}</span> : c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={rowKey(row)} className="border-t border-border align-middle">
                  {columns.map((c) => (
                    <td key={c.header} className={cn('p-3', c.numeric && 'text-right tabular-nums', c.className)}>
                      {c.cell(row, i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore list={list} auto={false} count={rows.length} />
    </>
  );
}
