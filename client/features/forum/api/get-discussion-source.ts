import { useQuery } from '@tanstack/react-query';
import type { DiscussionSource } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';

/** The author's discussion as the edit form starts from it: title, whole text and category. */
export const getDiscussionSource = (id: string, signal?: AbortSignal) =>
  api<DiscussionSource>(`/discussions/${encodeURIComponent(id)}/source`, { signal });

/**
 * The whole text of the author's discussion for the edit form (the list sends only its start), read afresh each
 * time the form opens and not kept after it closes.
 */
export function useDiscussionSource(id: string) {
  return useQuery({ queryKey: discussionKeys.source(id), queryFn: ({ signal }) => getDiscussionSource(id, signal), gcTime: 0 });
}
