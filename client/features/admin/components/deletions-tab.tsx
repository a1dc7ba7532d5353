import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { usePendingErasures } from '#client/features/admin/api/pending-erasures';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Deletions: accounts their owners deleted (hidden, signed out) and the day each will be erased. */
export function DeletionsTab() {
  const pending = usePendingErasures();
  if (pending.isLoading) return <Skeleton className="h-48 w-full" aria-label="Loading pending deletions" />;
  if (pending.isError)
    return <EmptyState title="Failed to load pending deletions" action={<Button onClick={() => pending.refetch()}>Try again</Button>} />;
  const rows = pending.data ?? [];
  if (!rows.length)
    return <EmptyState title="No accounts waiting for erasure" description="Accounts their owners delete are listed here for 30 days." />;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        These accounts are deactivated: signed out, their profile and content hidden. Each is erased on its date unless its owner signs in
        again. Their data exports are never shown to staff.
      </p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Accounts waiting for erasure</caption>
          <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="p-3">
                Member
              </th>
              <th scope="col" className="p-3">
                Email
              </th>
              <th scope="col" className="p-3">
                Deleted
              </th>
              <th scope="col" className="p-3">
                Erased on
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId} className="border-t border-border">
                <td className="p-3">{r.username ?? '—'}</td>
                <td className="p-3 break-all">{r.email}</td>
                <td className="p-3 whitespace-nowrap">{day(r.requestedAt)}</td>
                <td className="p-3 whitespace-nowrap">{day(r.eraseAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
