import { hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { onUserChange } from './auth';
import { PRERENDERED_DATA_ID } from '#common/constants';

/** A query cache with the app's defaults. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });

/** The one query cache of the app (loaded with the data layer, not by the landing page). */
export const queryClient = createQueryClient();

// A page pre-rendered for a visitor came with the answers it was drawn with: the cache starts from them, so the
// page hydrates as it was drawn and does not ask again while they are fresh.
const prerendered = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DATA_ID);
if (prerendered?.textContent) {
  hydrate(queryClient, JSON.parse(prerendered.textContent));
  prerendered.remove();
}

// Another user (or none): every cached answer may differ, so refetch what is shown with the new token.
onUserChange(() => void queryClient.resetQueries());
