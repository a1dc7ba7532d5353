import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { courseKeys } from '#client/lib/query-keys';

export const getCourse = (id: string) => api<CourseDetail>(`/courses/${encodeURIComponent(id)}`);

/** A course page; access and progress are the viewer's, so the key carries the user. */
export const getCourseQueryOptions = (id: string, userId: string | null) =>
  queryOptions({ queryKey: courseKeys.detail(id, userId), queryFn: () => getCourse(id), retry: false });

export function useCourse(id: string | undefined) {
  const { user, loading } = useAuth();
  return useQuery({ ...getCourseQueryOptions(id ?? '', user?.id ?? null), enabled: !!id && !loading });
}
