import { useQuery } from '@tanstack/react-query';
import type { Resource, ResourceType } from '#common/schemas/learn';
import { api } from '#client/lib/api';
import { learnKeys } from '#client/lib/query-keys';

export const listResources = (type?: ResourceType) =>
  api<{ items: Resource[]; nextCursor: string | null }>(`/resources?limit=50${type ? `&type=${type}` : ''}`, { anonymous: true });

export function useResources(type?: ResourceType) {
  return useQuery({ queryKey: learnKeys.resources(type ?? 'all'), queryFn: () => listResources(type) });
}
