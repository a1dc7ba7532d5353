import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResult, Post } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { patchPost, postListsKey } from './post-cache';

/** Spritz (like) or un-spritz a post; idempotent on the server. */
export const setLike = (id: string, liked: boolean) => api<LikeResult>(`/posts/${id}/like`, { method: liked ? 'PUT' : 'DELETE' });

/**
 * Optimistic spritz: the heart and the count change at once, roll back on failure, and then show the
 * count the server answers.
 */
export function useToggleLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ post }: { post: Post }) => setLike(post.id, !post.likedByMe),
    onMutate: async ({ post }) => {
      await qc.cancelQueries({ queryKey: postListsKey });
      const liked = !post.likedByMe;
      patchPost(qc, post.id, (p) => ({ ...p, likedByMe: liked, likesCount: Math.max(0, p.likesCount + (liked ? 1 : -1)) }));
      return { before: { likedByMe: post.likedByMe, likesCount: post.likesCount } };
    },
    onError: (_err, { post }, context) => {
      if (context) patchPost(qc, post.id, (p) => ({ ...p, ...context.before }));
    },
    onSuccess: (result, { post }) => patchPost(qc, post.id, (p) => ({ ...p, likedByMe: result.liked, likesCount: result.likesCount })),
  });
}
