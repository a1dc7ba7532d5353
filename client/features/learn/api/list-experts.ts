import type { Expert } from '#common/schemas/learn';
import { pagedQueryOptions, usePaged } from '#client/lib/paged';
import { learnKeys } from '#client/lib/query-keys';

/**
 * The experts of /learn, a page at a time, as the signed-in member may see them (the server applies each
 * expert's profile visibility; the cache is dropped when the user changes).
 */
export const getExpertsQueryOptions = () => pagedQueryOptions<Expert>(learnKeys.experts, '/experts', 24);

export const useExperts = () => usePaged(getExpertsQueryOptions());
