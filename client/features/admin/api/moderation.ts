import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationEntry } from '#common/schemas/discussions';
import type { ModerationDecision, Report } from '#common/schemas/moderation';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export type ReportStatus = Report['status'];

export const listReports = (status: ReportStatus, cursor?: string) =>
  api<{ items: Report[]; nextCursor: string | null }>(`/moderation/reports?status=${status}&limit=20${cursor ? `&cursor=${cursor}` : ''}`);

/** The moderation queue (open reports by default), newest first. */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam }) => listReports(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const decideReport = ({ id, decision, reason }: { id: string; decision: ModerationDecision; reason?: string }) =>
  api<{ ok: true }>(`/moderation/reports/${id}/${decision}`, { method: 'POST', body: reason ? { reason } : {} });

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const listForumLog = (cursor?: string) =>
  api<{ items: ModerationEntry[]; nextCursor: string | null }>(`/discussions/moderation-log?limit=20${cursor ? `&cursor=${cursor}` : ''}`);

/** The forum's moderation log (hide, show, delete, category changes), newest first. */
export function useForumLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.forumLog,
    queryFn: ({ pageParam }) => listForumLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
