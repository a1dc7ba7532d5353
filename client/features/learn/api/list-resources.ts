import type { Resource, ResourceType } from '#common/schemas/learn';
import { pagedQueryOptions, usePaged } from '#client/lib/paged';
import { learnKeys } from '#client/lib/query-keys';

/** The resources of /learn/resources, of one type or all, a page at a time. */
export const getResourcesQueryOptions = (type?: ResourceType) =>
  pagedQueryOptions<Resource>(learnKeys.resources(type ?? 'all'), type ? `/resources?type=${type}` : '/resources', 24);

export const useResources = (type?: ResourceType) => usePaged(getResourcesQueryOptions(type));
