import { useQuery } from '@tanstack/react-query';
import type { Expert } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { learnKeys } from '#client/lib/query-keys';

export const listExperts = () => api<{ items: Expert[]; nextCursor: string | null }>('/experts?limit=50', { anonymous: true });

export function useExperts() {
  return useQuery({ queryKey: learnKeys.experts, queryFn: listExperts });
}
