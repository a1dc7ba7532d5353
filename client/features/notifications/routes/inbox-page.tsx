import { RequireAuth } from '../../../app/guards';
import { NotificationsInbox } from '../components/notifications-inbox';

/** `/inbox` and `/notifications`: every member's notifications. */
export default function InboxPage() {
  return (
    <RequireAuth>
      <NotificationsInbox heading="Inbox" staff={false} />
    </RequireAuth>
  );
}
