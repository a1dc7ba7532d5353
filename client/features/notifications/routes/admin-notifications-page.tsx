import { RequireAdmin } from '#client/components/route-guards';
import { StaffTwoFactorGate } from '#client/components/two-factor-gate';
import { NotificationsInbox } from '#client/features/notifications/components/notifications-inbox';

/** `/admin/notifications`: the admin's inbox, where members' messages and applications are answered. */
export default function AdminNotificationsPage() {
  return (
    <RequireAdmin>
      <StaffTwoFactorGate>
        <NotificationsInbox heading="Notifications" staff />
      </StaffTwoFactorGate>
    </RequireAdmin>
  );
}
