import type { TutorialCard } from '#common/schemas/learn';
import { pagedQueryOptions, usePaged } from '#client/lib/paged';
import { learnKeys } from '#client/lib/query-keys';

/** The free tutorials of /learn, a page at a time. */
export const getTutorialsQueryOptions = () => pagedQueryOptions<TutorialCard>(learnKeys.tutorials, '/tutorials', 24);

export const useTutorials = () => usePaged(getTutorialsQueryOptions());
