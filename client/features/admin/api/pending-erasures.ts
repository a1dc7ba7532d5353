import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { accountKeys } from '#client/lib/query-keys';

export interface PendingErasure {
  userId: string;
  username: string | null;
  email: string;
  requestedAt: string;
  eraseAfter: string;
}

export const getPendingErasures = () => api<{ items: PendingErasure[] }>('/admin/account-deletions').then((r) => r.items);

/** Accounts their owners deleted, hidden and signed out, waiting for erasure (soonest first). */
export const getPendingErasuresQueryOptions = () => queryOptions({ queryKey: accountKeys.pendingErasures, queryFn: getPendingErasures });

export function usePendingErasures() {
  return useQuery(getPendingErasuresQueryOptions());
}
