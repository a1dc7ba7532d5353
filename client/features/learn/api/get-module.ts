import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseModule } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

export const getModule = (id: string, n: number) => api<CourseModule>(`/courses/${encodeURIComponent(id)}/modules/${n}`);

/** A module's lessons: the API sends them only to members with access. */
export const getCourseModuleQueryOptions = (id: string, n: number) =>
  queryOptions({ queryKey: courseKeys.module(id, n), queryFn: () => getModule(id, n), retry: false });

export function useCourseModule(id: string, n: number, enabled: boolean) {
  return useQuery({ ...getCourseModuleQueryOptions(id, n), enabled });
}
