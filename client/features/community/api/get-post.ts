import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { postKeys } from '#client/lib/query-keys';

export const getPost = (postId: string) => api<Post>(`/posts/${encodeURIComponent(postId)}`);

/** One post by id (a shared link to a post the feed has not loaded). */
export const getPostQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.one(postId), queryFn: () => getPost(postId), retry: false });

/** `null`: nothing to fetch. */
export function usePost(postId: string | null) {
  return useQuery({ ...getPostQueryOptions(postId ?? ''), enabled: !!postId });
}
