import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/textarea';
import { notify } from '#client/lib/notify';
import { useReportContent } from '#client/features/community/api/report-content';

/** "Report": the member says why; the moderators see it in their queue. */
export function ReportDialog({
  subjectType,
  subjectId,
  open,
  onOpenChange,
}: {
  subjectType: 'post' | 'comment';
  subjectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const report = useReportContent();
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
          <DialogTitle>Report this {subjectType}</DialogTitle>
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
