import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Discussion } from '#common/schemas/discussions';
import { api, ApiError } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';

export const getDiscussion = (id: string) => api<Discussion>(`/discussions/${encodeURIComponent(id)}`);

/** One discussion (the server counts the view once per viewer and day). A 404 is not retried. */
export const getDiscussionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: discussionKeys.detail(id),
    queryFn: () => getDiscussion(id),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export function useDiscussion(id: string, enabled = true) {
  return useQuery({ ...getDiscussionQueryOptions(id), enabled });
}
