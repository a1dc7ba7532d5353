import { useInfiniteQuery } from '@tanstack/react-query';
import type { CourseCard } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { courseKeys } from '#client/lib/query-keys';

export const listCourses = (cursor?: string) =>
  api<{ items: CourseCard[]; nextCursor: string | null }>(`/courses?limit=12${cursor ? `&cursor=${cursor}` : ''}`);

/** Course cards; access and progress are the signed-in viewer's, so the key follows the user. */
export function useCourses() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: courseKeys.list(user?.id ?? null),
    queryFn: ({ pageParam }) => listCourses(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
