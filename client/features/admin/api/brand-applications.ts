import { useInfiniteQuery } from '@tanstack/react-query';
import type { BrandApplication } from '#common/schemas/admin';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export const listBrandApplications = (cursor?: string) =>
  api<{ items: BrandApplication[]; nextCursor: string | null }>(`/admin/brand-applications?limit=20${cursor ? `&cursor=${cursor}` : ''}`);

/** Unapproved brand applications, oldest first. */
export function useBrandApplications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.brandApplications,
    queryFn: ({ pageParam }) => listBrandApplications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
