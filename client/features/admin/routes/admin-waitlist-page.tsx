import { useEffect, useMemo, useState } from 'react';
import { Mail, RefreshCw, Rocket, Trash2 } from 'lucide-react';
import { MSG } from '#common/messages';
import type { WaitlistEntry } from '#common/schemas/waitlist';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { RequireAdmin } from '#client/components/route-guards';
import { StaffTwoFactorGate } from '#client/components/two-factor-gate';
import { Badge } from '#client/components/ui/badge';
import { SearchField } from '#client/components/search-field';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useDeleteWaitlistEntries } from '#client/features/admin/api/delete-waitlist-entries';
import { useSaveWaitlistNotes } from '#client/features/admin/api/save-waitlist-notes';
import { useSendProgress, useSendWaitlistNotification } from '#client/features/admin/api/send-waitlist-notification';
import { useWaitlist, type WaitlistStatusFilter } from '#client/features/admin/api/waitlist';
import { showsPlaceholders } from '#client/lib/paged';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');

/** `/admin/waitlist`: the waitlist table, notes, deletion, and launch or custom emails to the selection. */
export default function AdminWaitlistPage() {
  return (
    <RequireAdmin>
      <StaffTwoFactorGate>
        <WaitlistAdmin />
      </StaffTwoFactorGate>
    </RequireAdmin>
  );
}

function WaitlistAdmin() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WaitlistStatusFilter>('all');
  const q = useDebouncedValue(search.trim().toLowerCase(), 300);
  const list = useWaitlist(q, status);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [sendId, setSendId] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const send = useSendWaitlistNotification();
  const remove = useDeleteWaitlistEntries();
  const progress = useSendProgress(sendId);

  useEffect(() => {
    if (list.isError) notify.error(MSG.failedToLoadWaitlist, errorText(list.error));
  }, [list.isError, list.error]);

  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggleAll = (on: boolean) => setSelected(on ? new Map(rows.map((r) => [r.id, r.email])) : new Map());
  const toggle = (r: WaitlistEntry, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(r.id, r.email);
      else next.delete(r.id);
      return next;
    });
  const needSelection = () => {
    if (selected.size > 0) return false;
    notify.error(MSG.selectAtLeastOne);
    return true;
  };

  const handleLaunch = () => {
    if (needSelection()) return;
    send.mutate(
      { type: 'launch', emails: [...selected.values()] },
      {
        onSuccess: (r) => {
          notify.success(MSG.notifiedUsers(r.queued));
          setSendId(r.sendId);
          setSelected(new Map());
        },
        onError: (err) => notify.error(MSG.failedToNotifyUsers, errorText(err)),
      },
    );
  };
  const handleCustom = (subject: string, message: string) => {
    if (!subject.trim() || !message.trim()) return notify.error(MSG.fillSubjectAndMessage);
    send.mutate(
      { type: 'custom', emails: [...selected.values()], subject, message },
      {
        onSuccess: (r) => {
          notify.success(MSG.sentCustomEmail(r.queued));
          setSendId(r.sendId);
          setSelected(new Map());
          setCustomOpen(false);
        },
        onError: (err) => notify.error(MSG.failedToSendEmail, errorText(err)),
      },
    );
  };
  const handleDelete = () =>
    remove.mutate([...selected.keys()], {
      onSuccess: (r) => {
        notify.success(`Deleted ${r.deleted} ${r.deleted === 1 ? 'entry' : 'entries'}`);
        setSelected(new Map());
        setConfirmDelete(false);
      },
      onError: (err) => notify.error('Failed to delete entries', errorText(err)),
    });

  return (
    <section className="grid gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Waitlist</h1>
        <Button variant="outline" onClick={() => list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden className={list.isFetching ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField label="Search emails" value={search} onChange={setSearch} />
        <Select value={status} onValueChange={(v) => setStatus(v as WaitlistStatusFilter)}>
          <SelectTrigger aria-label="Status filter" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            <SelectItem value="pending">Pending</SelectItem>
            <SelectItem value="notified">Notified</SelectItem>
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Actions on the selection">
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {selected.size} selected
        </span>
        <Button onClick={handleLaunch} disabled={send.isPending}>
          <Rocket aria-hidden /> Notify about launch
        </Button>
        <Button variant="secondary" onClick={() => !needSelection() && setCustomOpen(true)} disabled={send.isPending}>
          <Mail aria-hidden /> Send custom email
        </Button>
        <Button variant="destructive" onClick={() => !needSelection() && setConfirmDelete(true)} disabled={remove.isPending}>
          <Trash2 aria-hidden /> Delete Selected
        </Button>
        {progress.data && (
          <span className="text-sm" role="status" aria-live="polite">
            {progress.data.sent >= progress.data.total
              ? `All ${progress.data.total} emails sent`
              : `Sending: ${progress.data.sent} of ${progress.data.total} sent`}
          </span>
        )}
      </div>

      {showsPlaceholders(list, rows.length) ? (
        <Skeleton className="h-64 w-full" aria-label="Loading the waitlist" />
      ) : list.isError ? (
        <EmptyState title={MSG.failedToLoadWaitlist} action={<Button onClick={() => list.refetch()}>Try again</Button>} />
      ) : rows.length === 0 ? (
        <EmptyState title={q || status !== 'all' ? 'No entries match' : 'Nobody on the waitlist yet'} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[760px] text-left text-sm" aria-busy={list.isPlaceholderData || undefined}>
            <caption className="sr-only">Waitlist entries</caption>
            <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="w-10 p-3">
                  <Checkbox
                    aria-label="Select all"
                    checked={allSelected}
                    disabled={list.isPlaceholderData}
                    onCheckedChange={(v) => toggleAll(v === true)}
                  />
                </th>
                <th scope="col" className="p-3">
                  Email
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3">
                  Joined
                </th>
                <th scope="col" className="p-3">
                  Notified
                </th>
                <th scope="col" className="p-3">
                  Notes
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="p-3">
                    <Checkbox
                      aria-label={`Select ${r.email}`}
                      checked={selected.has(r.id)}
                      disabled={list.isPlaceholderData}
                      onCheckedChange={(v) => toggle(r, v === true)}
                    />
                  </td>
                  <td className="p-3 break-all">
                    {r.email} {r.unsubscribed && <Badge variant="outline">Unsubscribed</Badge>}
                  </td>
                  <td className="p-3">
                    <Badge variant={r.status === 'notified' ? 'success' : 'secondary'}>{r.status}</Badge>
                  </td>
                  <td className="p-3 whitespace-nowrap">{date(r.createdAt)}</td>
                  <td className="p-3 whitespace-nowrap">{date(r.notifiedAt)}</td>
                  <td className="p-3">
                    <NotesCell entry={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Load more
        </Button>
      )}

      <CustomEmailDialog
        open={customOpen}
        count={selected.size}
        pending={send.isPending}
        onClose={() => setCustomOpen(false)}
        onSend={handleCustom}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'entry' : 'entries'}?`}
        description="They leave the waitlist for good and are not mailed again."
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}

/** An editable note, saved when the field loses focus (or on Enter). */
function NotesCell({ entry }: { entry: WaitlistEntry }) {
  const [value, setValue] = useState(entry.notes ?? '');
  const save = useSaveWaitlistNotes();
  useEffect(() => setValue(entry.notes ?? ''), [entry.notes]);
  const handleSave = () => {
    if (value.trim() === (entry.notes ?? '')) return;
    save.mutate(
      { id: entry.id, notes: value.trim() || null },
      { onSuccess: () => notify.success('Note saved'), onError: (err) => notify.error('Failed to save note', errorText(err)) },
    );
  };
  return (
    <Input
      aria-label={`Notes for ${entry.email}`}
      value={value}
      maxLength={2000}
      onChange={(e) => setValue(e.target.value)}
      onBlur={handleSave}
      onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
      placeholder="Add a note"
    />
  );
}

function CustomEmailDialog({
  open,
  count,
  pending,
  onClose,
  onSend,
}: {
  open: boolean;
  count: number;
  pending: boolean;
  onClose: () => void;
  onSend: (subject: string, message: string) => void;
}) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send custom email</DialogTitle>
          <DialogDescription>
            To {count} selected {count === 1 ? 'address' : 'addresses'}. Every email carries an unsubscribe link.
          </DialogDescription>
        </DialogHeader>
        <Field id="custom-subject" label="Subject">
          <Input value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        </Field>
        <Field id="custom-message" label="Message">
          <Textarea value={message} rows={6} maxLength={10_000} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSend(subject.trim(), message.trim())} disabled={pending}>
            Send email
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
