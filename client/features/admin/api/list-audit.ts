import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#common/schemas/admin';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export const listAudit = (cursor?: string) =>
  api<{ items: AuditEntry[]; nextCursor: string | null }>(`/admin/audit?limit=25${cursor ? `&cursor=${cursor}` : ''}`);

/** The Audit tab: every staff action, newest first. */
export function useAudit(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => listAudit(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
