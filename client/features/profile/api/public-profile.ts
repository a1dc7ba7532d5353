import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowResult, ProfilePost, PublicProfile } from '#common/schemas/profile';
import { api } from '#client/lib/api';
import { profileKeys } from '#client/lib/query-keys';

export const publicProfileKey = profileKeys.public;

export function usePublicProfile(key: string) {
  return useQuery({ queryKey: publicProfileKey(key), queryFn: () => api<PublicProfile>(`/profiles/${encodeURIComponent(key)}`) });
}

export function useProfilePosts(key: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.publicPosts(key),
    queryFn: ({ pageParam }) =>
      api<{ items: ProfilePost[]; nextCursor: string | null }>(
        `/profiles/${encodeURIComponent(key)}/posts?limit=24${pageParam ? `&cursor=${pageParam}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Follows or unfollows; the server keeps the counts, the page shows what it answers. */
export function useFollow(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) =>
      api<FollowResult>(`/profiles/${id}/follow`, { method: follow ? 'POST' : 'DELETE' }),
    onSuccess: (result) => {
      qc.setQueryData<PublicProfile>(publicProfileKey(key), (p) =>
        p
          ? {
              ...p,
              isFollowing: result.following,
              profile: p.profile && { ...p.profile, followersCount: result.followersCount ?? p.profile.followersCount },
            }
          : p,
      );
      void qc.invalidateQueries({ queryKey: profileKeys.own });
    },
  });
}
