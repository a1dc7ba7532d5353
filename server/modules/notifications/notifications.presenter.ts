import type { InboxItem } from '#common/schemas/notifications';
import type { InboxRow } from './notifications.repository';

/** An inbox row as the API gives it: every column but the owner's id, the time as an ISO string. */
export function presentInboxItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    read: row.read,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}
