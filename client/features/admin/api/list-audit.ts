import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#common/schemas/admin';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

/** The Audit tab: every staff action, newest first. */
export const getAuditQueryOptions = () => pagedQueryOptions<AuditEntry>(adminKeys.audit, '/admin/audit', 25);

export function useAudit(enabled: boolean) {
  return useInfiniteQuery({ ...getAuditQueryOptions(), enabled });
}
