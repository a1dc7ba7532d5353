import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reportable } from '#common/schemas/moderation';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/textarea';
import { api } from '#client/lib/api';
import { notify } from '#client/lib/notify';

const NOUN: Record<Reportable, string> = { post: 'post', comment: 'comment', discussion: 'discussion', discussion_comment: 'comment' };

/** Reports a post, comment, discussion or forum comment to the moderators, with a reason. */
const reportContent = (body: { subjectType: Reportable; subjectId: string; reason: string }) =>
  api<{ id: string }>('/reports', { method: 'POST', body });

/** "Report": the member says why; the moderators see it in their queue. Shared by the community and the forum. */
export function ReportDialog({
  subjectType,
  subjectId,
  open,
  onOpenChange,
}: {
  subjectType: Reportable;
  subjectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const report = useMutation({ mutationFn: reportContent });
  const handleSend = () =>
    report.mutate(
      { subjectType, subjectId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Report sent', 'Thank you. A moderator will review it.');
          setReason('');
          onOpenChange(false);
        },
        onError: (err) => notify.error('Failed to send report', err.message),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this {NOUN[subjectType]}</DialogTitle>
          <DialogDescription>Tell the moderators what is wrong with it.</DialogDescription>
        </DialogHeader>
        <Field id={`report-reason-${subjectId}`} label="Reason">
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={handleSend} disabled={!reason.trim() || report.isPending}>
            Send report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
