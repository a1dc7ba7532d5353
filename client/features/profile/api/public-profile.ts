import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { FollowResult, ProfilePost, PublicProfile } from '#common/schemas/profile';
import { api } from '#client/lib/api';
import { pagedQueryOptions } from '#client/lib/paged';
import { profileKeys } from '#client/lib/query-keys';

/** A member's public page by username or id. */
export const getPublicProfileQueryOptions = (key: string) =>
  queryOptions({ queryKey: profileKeys.public(key), queryFn: () => api<PublicProfile>(`/profiles/${encodeURIComponent(key)}`) });

export const usePublicProfile = (key: string) => useQuery(getPublicProfileQueryOptions(key));

/** A member's posts on their page, a page at a time. */
export const getProfilePostsQueryOptions = (key: string) =>
  pagedQueryOptions<ProfilePost>(
    profileKeys.publicPosts(key),
    `/profiles/${encodeURIComponent(key)}/posts`,
    CLIENT_PAGE_SIZES.profilePosts,
  );

export function useProfilePosts(key: string, enabled: boolean) {
  return useInfiniteQuery({ ...getProfilePostsQueryOptions(key), enabled });
}

/** Follows or unfollows; the server keeps the counts, the page shows what it answers. */
export function useFollow(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) =>
      api<FollowResult>(`/profiles/${id}/follow`, { method: follow ? 'POST' : 'DELETE' }),
    onSuccess: (result) => {
      qc.setQueryData(getPublicProfileQueryOptions(key).queryKey, (p) =>
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
