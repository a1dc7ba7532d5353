import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationEntry } from '#common/schemas/discussions';
import type { ModerationDecision, Report } from '#common/schemas/moderation';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ReasonDialog } from '#client/components/reason-dialog';
import { notify } from '#client/lib/notify';
import { useDecideReport, useForumLog, useReports, type ReportStatus } from '#client/features/admin/api/moderation';

type View = ReportStatus | 'log';
const STATUSES: [View, string][] = [
  ['open', 'Open'],
  ['hidden', 'Hidden'],
  ['restored', 'Restored'],
  ['deleted', 'Deleted'],
  ['dismissed', 'Dismissed'],
  ['log', 'Forum log'],
];
const KIND: Record<Report['subjectType'], string> = {
  post: 'post',
  comment: 'comment',
  discussion: 'discussion',
  discussion_comment: 'forum comment',
};

/** Where a moderator reads the reported content in place. */
function linkOf(r: Report) {
  if (r.postId) return `/community/post/${r.postId}`;
  if (!r.discussionId) return null;
  return r.subjectType === 'discussion_comment' ? `/discussion/${r.discussionId}#comment-${r.subjectId}` : `/discussion/${r.discussionId}`;
}
const DONE: Record<ModerationDecision, string> = {
  hide: 'Content hidden',
  restore: 'Content restored',
  delete: 'Content deleted',
  dismiss: 'Report dismissed',
};

/**
 * Moderation: reported posts, comments, discussions and forum comments; hide, restore, delete or dismiss (each in
 * the audit log; hide and delete ask the moderator why). The forum's moderation log is its last tab.
 */
export function ModerationTab() {
  const [view, setView] = useState<View>('open');
  return (
    <div className="grid gap-4">
      <Tabs value={view} onValueChange={(v) => setView(v as View)}>
        <TabsList aria-label="Report status">
          {STATUSES.map(([v, label]) => (
            <TabsTrigger key={v} value={v}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {view === 'log' ? <ForumLog /> : <ReportQueue status={view} />}
    </div>
  );
}

function ReportQueue({ status }: { status: ReportStatus }) {
  const reports = useReports(status);
  const decide = useDecideReport();
  const [asking, setAsking] = useState<{ id: string; decision: 'hide' | 'delete' }>();
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  const handle = (id: string, decision: ModerationDecision, reason?: string) =>
    decide.mutate(
      { id, decision, reason },
      {
        onSuccess: () => (setAsking(undefined), notify.success(DONE[decision])),
        onError: (err) => notify.error('Moderation failed', err.message),
      },
    );

  return (
    <>
      {reports.isLoading ? (
        <Skeleton className="h-40 w-full" aria-label="Loading reports" />
      ) : reports.isError ? (
        <EmptyState title="Failed to load reports" action={<Button onClick={() => reports.refetch()}>Try again</Button>} />
      ) : items.length === 0 ? (
        <EmptyState
          title={status === 'open' ? 'No open reports' : 'Nothing here'}
          description={status === 'open' ? 'Reported posts, comments and discussions appear here.' : undefined}
        />
      ) : (
        <ul className="grid gap-3" aria-label="Reports">
          {items.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="grid gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="secondary">{KIND[r.subjectType]}</Badge>
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
                    {linkOf(r) && (
                      <Button asChild size="sm" variant="link">
                        <Link to={linkOf(r)!}>Open</Link>
                      </Button>
                    )}
                    {r.excerpt !== null && !r.hidden && (
                      <Button size="sm" onClick={() => setAsking({ id: r.id, decision: 'hide' })} disabled={decide.isPending}>
                        Hide
                      </Button>
                    )}
                    {r.excerpt !== null && r.hidden && (
                      <Button size="sm" variant="secondary" onClick={() => handle(r.id, 'restore')} disabled={decide.isPending}>
                        Restore
                      </Button>
                    )}
                    {r.excerpt !== null && (
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={() => setAsking({ id: r.id, decision: 'delete' })}
                        disabled={decide.isPending}
                      >
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
      <ReasonDialog
        id={asking?.id ?? 'none'}
        open={!!asking}
        onOpenChange={(open) => open || setAsking(undefined)}
        title={asking?.decision === 'delete' ? 'Delete this content?' : 'Hide this content?'}
        description={
          asking?.decision === 'delete'
            ? 'It is deleted for good. Your reason is kept in the moderation log.'
            : 'Only its author and moderators will see it. Your reason is kept in the moderation log.'
        }
        confirmLabel={asking?.decision === 'delete' ? 'Delete' : 'Hide'}
        destructive={asking?.decision === 'delete'}
        pending={decide.isPending}
        onConfirm={(reason) => asking && handle(asking.id, asking.decision, reason)}
      />
    </>
  );
}

const ACTION: Record<ModerationEntry['action'], string> = { hide: 'hid', unhide: 'showed again', delete: 'deleted', category: 'moved' };

/** The forum's moderation log: who did what to which discussion or comment, when and why. */
function ForumLog() {
  const log = useForumLog();
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  if (log.isLoading) return <Skeleton className="h-40 w-full" aria-label="Loading the moderation log" />;
  if (log.isError)
    return <EmptyState title="Failed to load the moderation log" action={<Button onClick={() => log.refetch()}>Try again</Button>} />;
  if (!items.length)
    return <EmptyState title="No moderation yet" description="Hidden, deleted and moved discussions and comments appear here." />;
  return (
    <>
      <ul className="grid gap-2" aria-label="Forum moderation log">
        {items.map((e) => {
          const discussionId = e.targetType === 'discussion' ? e.targetId : (e.details?.discussionId as string | undefined);
          const title = typeof e.details?.title === 'string' ? e.details.title : null;
          return (
            <li key={e.id}>
              <Card>
                <CardContent className="grid gap-1 p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span>
                      <span className="font-medium">{e.moderator?.username ?? 'deleted account'}</span> {ACTION[e.action]} a{' '}
                      {e.targetType === 'discussion' ? 'discussion' : 'comment'}
                      {title && <> “{title}”</>}
                    </span>
                    {discussionId && e.action !== 'delete' && (
                      <Link className="text-primary underline-offset-4 hover:underline" to={`/discussion/${discussionId}`}>
                        Open
                      </Link>
                    )}
                    <time className="ml-auto text-xs text-muted-foreground" dateTime={e.createdAt}>
                      {new Date(e.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </div>
                  {e.action === 'category' && e.details ? (
                    <p className="text-muted-foreground">
                      From {String(e.details.from)} to {String(e.details.to)}
                    </p>
                  ) : (
                    <p>
                      <span className="font-medium">Reason: </span>
                      {e.reason ?? 'none given'}
                    </p>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      {log.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </>
  );
}
