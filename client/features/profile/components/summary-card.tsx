import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';

/** A dashboard card of one short list: its title and link, then loading, error, empty or the list itself. */
export function SummaryCard<T>({
  title,
  link,
  noun,
  query,
  skeletonClassName,
  empty,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  /** What the list holds, plural and lower case ("courses"): for the loading label and the error. */
  noun: string;
  query: { isLoading: boolean; isError: boolean; error: Error | null; data?: { items: T[] } };
  skeletonClassName: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className={skeletonClassName} aria-label={`Loading ${noun}`} />
        ) : query.isError ? (
          <p role="alert" className="text-sm">
            {noun[0].toUpperCase() + noun.slice(1)} could not be loaded. {query.error?.message}
          </p>
        ) : items.length === 0 ? (
          empty
        ) : (
          children(items)
        )}
      </CardContent>
    </Card>
  );
}
