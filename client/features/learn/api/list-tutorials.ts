import { useQuery } from '@tanstack/react-query';
import type { TutorialCard } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { learnKeys } from '#client/lib/query-keys';

export const listTutorials = () => api<{ items: TutorialCard[]; nextCursor: string | null }>('/tutorials?limit=50', { anonymous: true });

export function useTutorials() {
  return useQuery({ queryKey: learnKeys.tutorials, queryFn: listTutorials });
}
