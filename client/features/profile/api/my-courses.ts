import { useQuery } from '@tanstack/react-query';
import type { CourseCard } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

/** The member's courses with their progress, for the My Courses card. */
export function useMyCourses(limit = 5) {
  return useQuery({
    queryKey: courseKeys.mine(limit),
    queryFn: () => api<{ items: CourseCard[]; nextCursor: string | null }>(`/courses/mine?limit=${limit}`),
  });
}
