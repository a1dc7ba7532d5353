import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, PostEditInput } from '#common/schemas/posts';
import { api } from '#client/lib/api';
import { patchPost } from './post-cache';

/** Changes a post's text (its author only). */
export const updatePost = (id: string, input: PostEditInput) => api<Post>(`/posts/${id}`, { method: 'PATCH', body: input });

export function useUpdatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PostEditInput }) => updatePost(id, input),
    onSuccess: (post) => patchPost(qc, post.id, () => post),
  });
}
