import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCounts } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';

export const getCategoryCounts = () => api<CategoryCounts>('/discussions/categories');

/** Discussions per category, counted by the server. */
export const getCategoryCountsQueryOptions = () => queryOptions({ queryKey: discussionKeys.categoryCounts, queryFn: getCategoryCounts });

export const useCategoryCounts = () => useQuery(getCategoryCountsQueryOptions());
