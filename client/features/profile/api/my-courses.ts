import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCard } from '#common/schemas/learn';
import type { Page } from '#client/lib/paged';
import { api } from '#client/lib/api';
import { courseKeys } from '#client/lib/query-keys';

/** The member's courses with their progress, for the My Courses card. */
export const getMyCoursesQueryOptions = (limit: number) =>
  queryOptions({ queryKey: courseKeys.mine(limit), queryFn: () => api<Page<CourseCard>>(`/courses/mine?limit=${limit}`) });

export const useMyCourses = (limit = 5) => useQuery(getMyCoursesQueryOptions(limit));
