import { useInfiniteQuery } from '@tanstack/react-query';
import type { Comment } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { postKeys } from '#client/lib/query-keys';

export interface CommentPage {
  items: Comment[];
  nextCursor: string | null;
}

export const commentsKey = postKeys.comments;

export const getComments = (postId: string, cursor?: string) =>
  api<CommentPage>(`/posts/${postId}/comments?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

/** A post's comments, oldest first, loaded while its dialog is open. */
export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam }) => getComments(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    retry: false,
  });
}
