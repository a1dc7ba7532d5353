import { useInfiniteQuery } from '@tanstack/react-query';
import type { BrandApplication } from '#common/schemas/admin';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

/** Unapproved brand applications, oldest first. */
export const getBrandApplicationsQueryOptions = () =>
  pagedQueryOptions<BrandApplication>(adminKeys.brandApplications, '/admin/brand-applications', 20);

export function useBrandApplications(enabled: boolean) {
  return useInfiniteQuery({ ...getBrandApplicationsQueryOptions(), enabled });
}
