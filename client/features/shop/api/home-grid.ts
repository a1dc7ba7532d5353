import { useQuery } from '@tanstack/react-query';
import type { HomeGrid } from '#common/schemas/home';
import { api } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { homeGridKeys } from '#client/lib/query-keys';

export const getHomeGrid = () => api<HomeGrid>('/home/grid');

/** The signed-in member's grid: Popular, AI Generated, Custom, Featured. */
export function useHomeGrid() {
  const { user } = useAuth();
  return useQuery({ queryKey: homeGridKeys.forUser(user?.id ?? null), queryFn: getHomeGrid, enabled: !!user });
}
