import { useEffect, useState } from 'react';
import { MSG } from '#common/messages';
import type { BrandApplication } from '#common/schemas/admin';
import { Detail } from '#client/components/detail';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useBrandApplications } from '#client/features/admin/api/brand-applications';
import { useDecideBrand } from '#client/features/admin/api/decide-brand';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);

/** Brand Applications: unapproved brands with their application; Approve as Brand or Reject with a reason. */
export function BrandApplicationsTab() {
  const apps = useBrandApplications(true);
  const decide = useDecideBrand();
  const [rejecting, setRejecting] = useState<BrandApplication | null>(null);
  const [reason, setReason] = useState('');
  const items = apps.data?.pages.flatMap((p) => p.items) ?? [];

  useEffect(() => {
    if (apps.isError) notify.error(MSG.failedToFetchBrandApplications, errorText(apps.error));
  }, [apps.isError, apps.error]);

  const handleApprove = (a: BrandApplication) =>
    decide.mutate(
      { userId: a.userId, decision: 'approve' },
      { onSuccess: () => notify.success(MSG.brandApproved), onError: (err) => notify.error(MSG.failedToApproveBrand, errorText(err)) },
    );
  const handleReject = () => {
    if (!rejecting || !reason.trim()) return;
    decide.mutate(
      { userId: rejecting.userId, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Brand application rejected', 'The applicant was emailed the reason.');
          setRejecting(null);
          setReason('');
        },
        onError: (err) => notify.error('Failed to reject brand application', errorText(err)),
      },
    );
  };

  if (apps.isLoading) return <Skeleton className="h-48 w-full" aria-label="Loading brand applications" />;
  if (apps.isError)
    return <EmptyState title={MSG.failedToFetchBrandApplications} action={<Button onClick={() => apps.refetch()}>Try again</Button>} />;
  if (!items.length)
    return (
      <EmptyState title="No pending brand applications" description="New applications appear here and in the admins' notifications." />
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {items.map((a) => (
        <Card key={a.userId}>
          <CardHeader>
            <CardTitle>{a.brandName}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Detail label="Email" value={a.email} />
              <Detail label="Business type" value={a.businessType ?? '—'} />
              <Detail label="Phone" value={a.phoneNumber ?? '—'} />
              <Detail label="Applied" value={new Date(a.appliedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })} />
              <Detail
                label="Website"
                value={
                  a.website ? (
                    <a className="text-primary underline" href={a.website} rel="nofollow noopener noreferrer" target="_blank">
                      {a.website}
                    </a>
                  ) : (
                    '—'
                  )
                }
              />
              <Detail label="Links" value={a.links.length ? a.links.join(', ') : '—'} />
            </dl>
          </CardContent>
          <CardFooter className="flex gap-2">
            <Button onClick={() => handleApprove(a)} disabled={decide.isPending} aria-label={`Approve as Brand: ${a.brandName}`}>
              Approve as Brand
            </Button>
            <Button variant="outline" onClick={() => setRejecting(a)} disabled={decide.isPending} aria-label={`Reject: ${a.brandName}`}>
              Reject
            </Button>
          </CardFooter>
        </Card>
      ))}
      <Dialog open={!!rejecting} onOpenChange={(o) => !o && setRejecting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reject {rejecting?.brandName}</DialogTitle>
            <DialogDescription>The reason is emailed to the applicant and appears in their inbox.</DialogDescription>
          </DialogHeader>
          <Field id="reject-reason" label="Reason">
            <Textarea value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={handleReject} disabled={!reason.trim() || decide.isPending}>
              Reject application
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
