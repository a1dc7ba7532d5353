import { useInfiniteQuery } from '@tanstack/react-query';
import type { CourseCard } from '#common/schemas/learn';
import { useAuth } from '#client/lib/auth';
import { pagedQueryOptions } from '#client/lib/paged';
import { courseKeys } from '#client/lib/query-keys';

/** Course cards; access and progress are the signed-in viewer's, so the key follows the user. */
export const getCoursesQueryOptions = (userId: string | null) => pagedQueryOptions<CourseCard>(courseKeys.list(userId), '/courses', 12);

export function useCourses() {
  const { user } = useAuth();
  return useInfiniteQuery(getCoursesQueryOptions(user?.id ?? null));
}
