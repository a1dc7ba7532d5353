import { RequireAdmin } from '#client/components/route-guards';
import { NotificationsInbox } from '#client/features/notifications/components/notifications-inbox';

/** `/admin/notifications`: the admin's inbox, where members' messages and applications are answered. */
export default function AdminNotificationsPage() {
  return (
    <RequireAdmin>
      <NotificationsInbox heading="Notifications" staff />
    </RequireAdmin>
  );
}
