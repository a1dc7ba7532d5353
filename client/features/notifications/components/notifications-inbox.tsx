import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Bell, CheckCheck, MailPlus, Reply } from 'lucide-react';
import { MSG } from '#common/messages';
import { NOTIFICATION_FILTERS } from '#common/constants';
import type { Notification, NotificationFilter } from '#common/schemas/notifications';
import { Badge } from '#client/components/ui/badge';
import { SearchField } from '#client/components/search-field';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { Textarea } from '#client/components/ui/textarea';
import { LoadMore } from '#client/components/load-more';
import { ApiError } from '#client/lib/api';
import { notify } from '#client/lib/notify';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useNotifications } from '#client/features/notifications/api/list-notifications';
import { useMarkRead } from '#client/features/notifications/api/mark-read';
import { useMessageStaff } from '#client/features/notifications/api/message-staff';
import { useSendInboxReply } from '#client/features/notifications/api/send-reply';
import { useUnreadCount } from '#client/features/notifications/api/unread-count';
import { showsPlaceholders } from '#client/lib/paged';

const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : undefined);

/** The notifications inbox of spec 000 §3: search, All/Unread/Read, priority badge, Mark as read, Reply (staff). */
export function NotificationsInbox({ heading, staff }: { heading: string; staff: boolean }) {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const list = useNotifications(filter, q);
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();
  const [replyTo, setReplyTo] = useState<Notification | null>(null);
  const [writing, setWriting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  useEffect(() => {
    if (list.isError) notify.error(MSG.failedToFetchNotifications, errorText(list.error));
  }, [list.isError, list.error]);

  const handleMarkRead = (id?: string) => markRead.mutate(id, { onError: (err) => notify.error(MSG.failedToMarkRead, errorText(err)) });

  return (
    <section className="grid gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">{heading}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {unread === 0 ? 'All caught up' : `${unread} unread`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!staff && (
            <Button variant="outline" onClick={() => setWriting(true)}>
              <MailPlus aria-hidden /> Message the team
            </Button>
          )}
          <Button variant="secondary" onClick={() => handleMarkRead()} disabled={unread === 0 || markRead.isPending}>
            <CheckCheck aria-hidden /> Mark all as read
          </Button>
        </div>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField label="Search notifications" value={search} onChange={setSearch} />
        <Tabs value={filter} onValueChange={(v) => setFilter(v as NotificationFilter)}>
          <TabsList aria-label="Filter notifications">
            {NOTIFICATION_FILTERS.map((f) => (
              <TabsTrigger key={f} value={f}>
                {FILTER_LABELS[f]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>

      {showsPlaceholders(list, items.length) ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<Bell />}
          title={MSG.failedToFetchNotifications}
          action={<Button onClick={() => list.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Bell />}
          title={q || filter !== 'all' ? 'No notifications match' : 'No notifications yet'}
          description="Follows, spritz, comments and messages from the team appear here."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Notifications" aria-busy={list.isPlaceholderData || undefined}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationCard
                n={n}
                staff={staff}
                onRead={() => handleMarkRead(n.id)}
                onReply={() => setReplyTo(n)}
                busy={markRead.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} auto={false} />
      <ReplyDialog notification={replyTo} onClose={() => setReplyTo(null)} />
      <MessageTeamDialog open={writing} onClose={() => setWriting(false)} />
    </section>
  );
}

function NotificationCard({
  n,
  staff,
  onRead,
  onReply,
  busy,
}: {
  n: Notification;
  staff: boolean;
  onRead: () => void;
  onReply: () => void;
  busy: boolean;
}) {
  return (
    <Card className={n.read ? 'opacity-80' : 'border-primary/40'}>
      <CardContent className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{n.title}</h2>
          <Badge variant={n.priority === 'high' ? 'warning' : n.priority === 'medium' ? 'secondary' : 'outline'}>{n.priority}</Badge>
          {!n.read && <Badge>Unread</Badge>}
          <time className="ml-auto text-xs text-muted-foreground" dateTime={n.createdAt}>
            {new Date(n.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        <p className="text-sm whitespace-pre-line">{n.message}</p>
        {n.replyMessage && (
          <p className="rounded-md bg-muted p-2 text-sm">
            <span className="font-medium">Your reply: </span>
            {n.replyMessage}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {n.link && (
            <Button asChild size="sm" variant="outline">
              <Link to={n.link} onClick={() => !n.read && onRead()}>
                View
              </Link>
            </Button>
          )}
          {!n.read && (
            <Button size="sm" variant="ghost" onClick={onRead} disabled={busy}>
              Mark as read
            </Button>
          )}
          {staff && n.canReply && !n.replyMessage && (
            <Button size="sm" onClick={onReply}>
              <Reply aria-hidden /> Reply
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ReplyDialog({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = useSendInboxReply();
  const handleSend = () => {
    if (!notification || !message.trim()) return;
    send.mutate(
      { notification_id: notification.id, message: message.trim() },
      {
        onSuccess: () => {
          notify.success(MSG.replySent);
          setMessage('');
          onClose();
        },
        onError: (err) => notify.error(MSG.failedToSendReply, errorText(err)),
      },
    );
  };
  return (
    <MessageDialog
      open={!!notification}
      onClose={onClose}
      title="Reply"
      description={notification ? `To: ${notification.actor?.username ?? 'member'} — ${notification.title}` : ''}
      message={{ id: 'reply-message', label: 'Your reply', value: message, onChange: setMessage }}
      canSend={!!message.trim() && !send.isPending}
      sendLabel={send.isPending ? 'Sending…' : 'Send reply'}
      onSend={handleSend}
    />
  );
}

function MessageTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const send = useMessageStaff();
  const handleSend = () =>
    send.mutate(
      { title: title.trim(), message: message.trim() },
      {
        onSuccess: () => {
          notify.success('Message sent', 'The team will reply in your inbox.');
          setTitle('');
          setMessage('');
          onClose();
        },
        onError: (err) => notify.error('Failed to send message', errorText(err)),
      },
    );
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title="Message the team"
      description="An administrator will answer in your inbox."
      message={{ id: 'staff-message', label: 'Message', value: message, onChange: setMessage }}
      canSend={!!title.trim() && !!message.trim() && !send.isPending}
      sendLabel="Send"
      onSend={handleSend}
    >
      <Field id="staff-subject" label="Subject">
        <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </Field>
    </MessageDialog>
  );
}

/** The inbox's writing dialog (a reply, a message to the team): any fields before the message, then Cancel and Send. */
function MessageDialog({
  open,
  onClose,
  title,
  description,
  message,
  canSend,
  sendLabel,
  onSend,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  message: { id: string; label: string; value: string; onChange: (value: string) => void };
  canSend: boolean;
  sendLabel: string;
  onSend: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <Field id={message.id} label={message.label}>
          <Textarea value={message.value} maxLength={2000} onChange={(e) => message.onChange(e.target.value)} />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSend} disabled={!canSend}>
            {sendLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
