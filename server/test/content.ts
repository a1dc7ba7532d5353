import { expect } from 'vitest';
import type { App } from '#server/context';
import { multipartForm } from './multipart';
import type { SignedUp } from './test-app';

/** A text post by `who` through the API; its id. */
export async function postAs(app: App, who: SignedUp, content: string): Promise<string> {
  const f = multipartForm([{ name: 'content', value: content }]);
  const res = await app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...who.auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Sets `who`'s profile visibility through the settings API. */
export const setVisibility = (app: App, who: SignedUp, profileVisibility: 'public' | 'private' | 'contacts') =>
  app.inject({
    method: 'PUT',
    url: '/api/profiles/me/settings',
    headers: who.auth,
    payload: {
      notifications: { email: true, marketing: false, activityUpdates: true },
      privacy: { profileVisibility, shareActivity: true },
    },
  });
