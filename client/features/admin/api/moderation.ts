import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationEntry } from '#common/schemas/discussions';
import type { ModerationDecision, Report } from '#common/schemas/moderation';
import { api } from '#client/lib/api';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

export type ReportStatus = Report['status'];

/** The moderation queue (open reports by default), newest first. */
export const getReportsQueryOptions = (status: ReportStatus) =>
  pagedQueryOptions<Report>(adminKeys.reports(status), `/moderation/reports?status=${status}`, 20);

export const useReports = (status: ReportStatus) => useInfiniteQuery(getReportsQueryOptions(status));

export const decideReport = ({ id, decision, reason }: { id: string; decision: ModerationDecision; reason?: string }) =>
  api<{ ok: true }>(`/moderation/reports/${id}/${decision}`, { method: 'POST', body: reason ? { reason } : {} });

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** The forum's moderation log (hide, show, delete, category changes), newest first. */
export const getForumLogQueryOptions = () => pagedQueryOptions<ModerationEntry>(adminKeys.forumLog, '/discussions/moderation-log', 20);

export const useForumLog = () => useInfiniteQuery(getForumLogQueryOptions());
