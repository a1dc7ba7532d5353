import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const setDiscussionLike = (id: string, liked: boolean) =>
  api<{ liked: boolean; likesCount: number }>(`/discussions/${id}/like`, { method: liked ? 'PUT' : 'DELETE' });

/** Like or unlike; the count shown is the server's answer. */
export function useToggleDiscussionLike(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setDiscussionLike(id, liked),
    onSuccess: (r) => {
      qc.setQueryData(getDiscussionQueryOptions(id).queryKey, (d) => (d ? { ...d, likedByMe: r.liked, likesCount: r.likesCount } : d));
      return invalidateLists(qc);
    },
  });
}
