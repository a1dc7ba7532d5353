import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { courseKeys } from '#client/lib/query-keys';

export const getCourse = (id: string) => api<CourseDetail>(`/courses/${encodeURIComponent(id)}`);

export function useCourse(id: string | undefined) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: courseKeys.detail(id!, user?.id ?? null),
    queryFn: () => getCourse(id!),
    enabled: !!id && !loading,
    retry: false,
  });
}
