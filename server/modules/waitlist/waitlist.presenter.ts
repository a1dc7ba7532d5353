import type { WaitlistEntry } from '#common/schemas/waitlist';
import type { WaitlistRow } from './waitlist.repository';

export function presentWaitlistEntry(r: Pick<WaitlistRow, 'row'>): WaitlistEntry {
  const w = r.row;
  return {
    id: w.id,
    email: w.email,
    status: w.status,
    createdAt: w.createdAt.toISOString(),
    notifiedAt: w.notifiedAt?.toISOString() ?? null,
    notes: w.notes,
    unsubscribed: w.unsubscribedAt !== null,
  };
}
