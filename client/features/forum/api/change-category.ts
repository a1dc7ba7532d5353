import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion, DiscussionCategory } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const changeCategory = (id: string, category: DiscussionCategory) =>
  api<Discussion>(`/discussions/${id}/category`, { method: 'PUT', body: { category } });

/** Moderators, admins and super admins move a discussion to another category. */
export function useChangeCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: DiscussionCategory }) => changeCategory(id, category),
    onSuccess: (d) => {
      qc.setQueryData(getDiscussionQueryOptions(d.id).queryKey, d);
      return invalidateLists(qc);
    },
  });
}
