import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeGrid } from '#common/schemas/home';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { homeGridKeys } from '#client/lib/query-keys';

export const getHomeGrid = () => api<HomeGrid>('/home/grid');

/** The signed-in member's grid: Popular, AI Generated, Custom, Featured. */
export const getHomeGridQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: homeGridKeys.forUser(userId), queryFn: getHomeGrid });

export function useHomeGrid() {
  const { user } = useAuth();
  return useQuery({ ...getHomeGridQueryOptions(user?.id ?? null), enabled: !!user });
}
