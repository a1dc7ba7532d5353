import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAudit } from '#client/features/admin/api/list-audit';

const ACTION_LABELS: Record<string, string> = {
  'role.add': 'Added role',
  'role.remove': 'Removed role',
  'user.suspend': 'Suspended',
  'user.reactivate': 'Reactivated',
  'user.resend_verification': 'Resent verification',
  'brand.approve': 'Approved brand',
  'brand.reject': 'Rejected brand',
  'report.hide': 'Hid reported content',
  'report.restore': 'Restored content',
  'report.delete': 'Deleted reported content',
  'report.dismiss': 'Dismissed report',
  'product.create': 'Created product',
  'product.update': 'Edited product',
  'product.archive': 'Archived product',
  'product.unarchive': 'Unarchived product',
  'course.create': 'Created course',
  'course.update': 'Edited course',
  'course.publish': 'Published course',
  'course.unpublish': 'Unpublished course',
  'course.archive': 'Archived course',
  'course.unarchive': 'Unarchived course',
  'module.create': 'Added module',
  'module.update': 'Edited module',
  'module.move_up': 'Moved module up',
  'module.move_down': 'Moved module down',
  'lesson.create': 'Added lesson',
  'lesson.update': 'Edited lesson',
  'lesson.move_up': 'Moved lesson up',
  'lesson.move_down': 'Moved lesson down',
  'lesson.video': 'Added lesson video',
  'lesson.video_remove': 'Removed lesson video',
  'tutorial.create': 'Published tutorial',
  'tutorial.update': 'Edited tutorial',
  'tutorial.archive': 'Archived tutorial',
  'tutorial.unarchive': 'Restored tutorial',
  'resource.create': 'Added resource',
  'resource.update': 'Edited resource',
  'resource.archive': 'Archived resource',
  'resource.unarchive': 'Restored resource',
  'expert.create': 'Featured expert',
  'expert.update': 'Edited expert',
  'expert.move_up': 'Moved expert up',
  'expert.move_down': 'Moved expert down',
  'expert.remove': 'Removed expert',
  'account.password_changed': 'Changed own password',
  'account.email_change_requested': 'Asked to change own email',
  'account.email_changed': 'Changed own email',
  'account.session_ended': 'Ended one of own sessions',
  'account.other_sessions_ended': 'Ended own other sessions',
  'account.two_factor_enabled': 'Turned on two-factor sign-in',
  'account.two_factor_disabled': 'Turned off two-factor sign-in',
  'account.recovery_code_used': 'Signed in with a recovery code',
  'account.export_requested': 'Asked for a data export',
  'account.deactivated': 'Deleted own account',
  'account.deletion_cancelled': 'Cancelled own deletion',
  'account.erased': 'Account erased',
};

/** A detail value: an edit's change reads `from → to`; anything else as text. */
function detailText(v: unknown): string {
  if (v && typeof v === 'object' && 'from' in v && 'to' in v) return `${String(v.from)} → ${String(v.to)}`;
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/** Audit: who did what to whom, and when. */
export function AuditTab() {
  const audit = useAudit(true);
  const rows = audit.data?.pages.flatMap((p) => p.items) ?? [];
  if (audit.isLoading) return <Skeleton className="h-48 w-full" aria-label="Loading the audit log" />;
  if (audit.isError)
    return <EmptyState title="Failed to load the audit log" action={<Button onClick={() => audit.refetch()}>Try again</Button>} />;
  if (!rows.length) return <EmptyState title="No staff actions yet" />;
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Audit log</caption>
          <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="p-3">
                When
              </th>
              <th scope="col" className="p-3">
                Who
              </th>
              <th scope="col" className="p-3">
                What
              </th>
              <th scope="col" className="p-3">
                To whom
              </th>
              <th scope="col" className="p-3">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} className="border-t border-border">
                <td className="p-3 whitespace-nowrap">
                  {new Date(e.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className="p-3">{e.actor?.username ?? 'deleted account'}</td>
                <td className="p-3">{ACTION_LABELS[e.action] ?? e.action}</td>
                <td className="p-3 break-all">{e.targetLabel ?? e.targetId ?? '—'}</td>
                <td className="p-3">
                  {e.details
                    ? Object.entries(e.details)
                        .map(([k, v]) => `${k}: ${detailText(v)}`)
                        .join(', ')
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {audit.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </div>
  );
}
