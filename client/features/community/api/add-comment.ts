import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { getCommentsQueryOptions } from './get-comments';
import { patchPost } from './post-cache';

/** Adds a comment to a post. */
export const addComment = (postId: string, content: string) =>
  api<Comment>(`/posts/${postId}/comments`, { method: 'POST', body: { content } });

export function useAddComment(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(postId, content),
    onSuccess: (comment) => {
      // Oldest first: the new comment belongs at the end, once the last page is loaded.
      qc.setQueryData(getCommentsQueryOptions(postId).queryKey, (data) => {
        if (!data || data.pages.at(-1)?.nextCursor) return data;
        return {
          ...data,
          pages: data.pages.map((page, i) => (i === data.pages.length - 1 ? { ...page, items: [...page.items, comment] } : page)),
        };
      });
      patchPost(qc, postId, (p) => ({ ...p, commentsCount: p.commentsCount + 1 }));
    },
  });
}
