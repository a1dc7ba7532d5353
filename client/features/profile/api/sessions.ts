import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '#common/schemas/account';
import { api } from '#client/lib/api';
import { accountKeys } from '#client/lib/query-keys';

export const getSessions = () => api<{ items: SessionInfo[] }>('/account/sessions').then((r) => r.items);

/** Where the member is signed in: device, browser, address, last used. */
export const getSessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}

export const endSession = (id: string) => api<{ ok: true }>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }) });
}

export const endOtherSessions = () => api<{ ok: true }>('/account/sessions/end-others', { method: 'POST' });

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }) });
}
