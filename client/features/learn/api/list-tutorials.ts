import type { TutorialCard } from '#common/schemas/learn';
import { usePaged } from '#client/lib/paged';
import { learnKeys } from '#client/lib/query-keys';

/** The free tutorials of /learn, a page at a time. */
export const useTutorials = () => usePaged<TutorialCard>(learnKeys.tutorials, '/tutorials', 24);
