import { useQuery } from '@tanstack/react-query';
import type { Tutorial } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { learnKeys } from '#client/lib/query-keys';

export const getTutorial = (id: string) => api<Tutorial>(`/tutorials/${encodeURIComponent(id)}`, { anonymous: true });

export function useTutorial(id: string | undefined) {
  return useQuery({ queryKey: learnKeys.tutorial(id!), queryFn: () => getTutorial(id!), enabled: !!id, retry: false });
}
