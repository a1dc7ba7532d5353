import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '#common/schemas/analytics';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export const getAnalytics = (days: number) => api<Analytics>(`/admin/analytics?days=${days}`);

/** Admin Analytics for the chosen range (7, 30 or 90 days). */
export const getAnalyticsQueryOptions = (days: number) =>
  queryOptions({ queryKey: adminKeys.analytics(days), queryFn: () => getAnalytics(days) });

export function useAnalytics(days: number) {
  return useQuery({ ...getAnalyticsQueryOptions(days), placeholderData: keepPreviousData });
}
