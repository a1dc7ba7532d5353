import { useQuery } from '@tanstack/react-query';
import type { HomeGrid } from '../../../../common/schemas/home';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

export const getHomeGrid = () => api<HomeGrid>('/home/grid');

/** The signed-in member's grid: Popular, AI Generated, Custom, Featured. */
export function useHomeGrid() {
  const { user } = useAuth();
  return useQuery({ queryKey: ['home-grid', user?.id ?? null], queryFn: getHomeGrid, enabled: !!user });
}
