import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '#common/schemas/account';
import { api } from '#client/lib/api';
import { downloadFile } from '#client/lib/download';
import { accountKeys } from '#client/lib/query-keys';

export const getExports = () => api<{ items: DataExport[] }>('/account/exports').then((r) => r.items);

/** The member's recent exports; while one is being prepared the list is asked again every 2 s. */
export const getExportsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.exports,
    queryFn: getExports,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });

export function useExports() {
  return useQuery(getExportsQueryOptions());
}

export const requestExport = () => api<DataExport>('/account/exports', { method: 'POST' });

export function useRequestExport() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: requestExport, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.exports }) });
}

/** Downloads a ready export with the member's token (in the header, never in the URL) and hands it to the browser as a file. */
export const downloadExport = (id: string): Promise<void> =>
  downloadFile(`/account/exports/${encodeURIComponent(id)}/download`, 'sillage-data.zip', 'application/zip');
