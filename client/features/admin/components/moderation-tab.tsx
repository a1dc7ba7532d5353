import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationDecision } from '#common/schemas/moderation';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { notify } from '#client/lib/notify';
import { useDecideReport, useReports, type ReportStatus } from '#client/features/admin/api/moderation';

const STATUSES: [ReportStatus, string][] = [
  ['open', 'Open'],
  ['hidden', 'Hidden'],
  ['restored', 'Restored'],
  ['deleted', 'Deleted'],
  ['dismissed', 'Dismissed'],
];
const DONE: Record<ModerationDecision, string> = {
  hide: 'Content hidden',
  restore: 'Content restored',
  delete: 'Content deleted',
  dismiss: 'Report dismissed',
};

/** Moderation: reported posts and comments; hide, restore, delete or dismiss (each in the audit log). */
export function ModerationTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const decide = useDecideReport();
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  const handle = (id: string, decision: ModerationDecision) =>
    decide.mutate(
      { id, decision },
      { onSuccess: () => notify.success(DONE[decision]), onError: (err) => notify.error('Moderation failed', err.message) },
    );

  return (
    <div className="grid gap-4">
      <Tabs value={status} onValueChange={(v) => setStatus(v as ReportStatus)}>
        <TabsList aria-label="Report status">
          {STATUSES.map(([v, label]) => (
            <TabsTrigger key={v} value={v}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {reports.isLoading ? (
        <Skeleton className="h-40 w-full" aria-label="Loading reports" />
      ) : reports.isError ? (
        <EmptyState title="Failed to load reports" action={<Button onClick={() => reports.refetch()}>Try again</Button>} />
      ) : items.length === 0 ? (
        <EmptyState
          title={status === 'open' ? 'No open reports' : 'Nothing here'}
          description={status === 'open' ? 'Reported posts and comments appear here.' : undefined}
        />
      ) : (
        <ul className="grid gap-3" aria-label="Reports">
          {items.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="grid gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="secondary">{r.subjectType}</Badge>
                    {r.hidden && <Badge variant="outline">Hidden</Badge>}
                    <span>
                      by <span className="font-medium">{r.author ?? 'deleted'}</span>, reported by{' '}
                      <span className="font-medium">{r.reporter ?? 'deleted account'}</span>
                    </span>
                    <time className="ml-auto text-xs text-muted-foreground" dateTime={r.createdAt}>
                      {new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </div>
                  <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line">
                    {r.excerpt ?? 'This content no longer exists.'}
                  </blockquote>
                  <p className="text-sm">
                    <span className="font-medium">Reason: </span>
                    {r.reason}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {r.postId && (
                      <Button asChild size="sm" variant="link">
                        <Link to={`/community?post=${r.postId}`}>Open</Link>
                      </Button>
                    )}
                    {r.excerpt !== null && !r.hidden && (
                      <Button size="sm" onClick={() => handle(r.id, 'hide')} disabled={decide.isPending}>
                        Hide
                      </Button>
                    )}
                    {r.excerpt !== null && r.hidden && (
                      <Button size="sm" variant="secondary" onClick={() => handle(r.id, 'restore')} disabled={decide.isPending}>
                        Restore
                      </Button>
                    )}
                    {r.excerpt !== null && (
                      <Button size="sm" variant="destructive" onClick={() => handle(r.id, 'delete')} disabled={decide.isPending}>
                        Delete
                      </Button>
                    )}
                    {r.status === 'open' && (
                      <Button size="sm" variant="ghost" onClick={() => handle(r.id, 'dismiss')} disabled={decide.isPending}>
                        Dismiss
                      </Button>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {reports.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => reports.fetchNextPage()}
          disabled={reports.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
