import type { QueryClient } from '@tanstack/react-query';
import { discussionKeys } from '#client/lib/query-keys';

/** Lists and counts change after any write: refetch them (the detail being viewed is patched by its hooks). */
export const invalidateLists = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: discussionKeys.lists }),
    qc.invalidateQueries({ queryKey: discussionKeys.categoryCounts }),
  ]);
