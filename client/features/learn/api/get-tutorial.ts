import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tutorial } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { learnKeys } from '#client/lib/query-keys';

export const getTutorial = (id: string) => api<Tutorial>(`/tutorials/${encodeURIComponent(id)}`, { anonymous: true });

export const getTutorialQueryOptions = (id: string) =>
  queryOptions({ queryKey: learnKeys.tutorial(id), queryFn: () => getTutorial(id), retry: false });

export function useTutorial(id: string | undefined) {
  return useQuery({ ...getTutorialQueryOptions(id ?? ''), enabled: !!id });
}
