import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

/** The signed unsubscribe link of an email; works without signing in. */
export const unsubscribe = (token: string) =>
  api<{ unsubscribed: 'waitlist' | 'email' | 'marketing' | 'activityUpdates' }>('/unsubscribe', {
    method: 'POST',
    body: { token },
    anonymous: true,
  });

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
