import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { onUserChange } from './auth';

/** The one query cache of the app (loaded with the data layer, not by the landing page). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// Another user (or none): every cached answer may differ, so refetch what is shown with the new token.
onUserChange(() => void queryClient.resetQueries());
