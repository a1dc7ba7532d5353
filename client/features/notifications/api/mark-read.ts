import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { inboxKeys } from '#client/lib/query-keys';
import { getUnreadCountQueryOptions } from './unread-count';

export const markRead = (id: string) => api<{ unread: number }>(`/inbox/${id}/read`, { method: 'POST' });
export const markAllRead = () => api<{ unread: number }>('/inbox/read-all', { method: 'POST' });

/** Mark as read (one, or all with no id); the list and the badge follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? markRead(id) : markAllRead()),
    onSuccess: (result) => {
      queryClient.setQueryData(getUnreadCountQueryOptions().queryKey, result);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
    },
  });
}
