import { RequireAuth } from '#client/components/route-guards';
import { NotificationsInbox } from '#client/features/notifications/components/notifications-inbox';

/** `/inbox` and `/notifications`: every member's notifications. */
export default function InboxPage() {
  return (
    <RequireAuth>
      <NotificationsInbox heading="Inbox" staff={false} />
    </RequireAuth>
  );
}
