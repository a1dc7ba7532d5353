import { expect } from 'vitest';
import { MSG } from '#common/messages';
import type { App } from '#server/context';
import type { SignedUp } from './test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** One call of an access table: method, URL and a valid body where the route takes one. */
export type Endpoint = [method: Method, url: string, payload?: object];

/**
 * Checks an admin route's guard: 401 to a visitor (with the valid body and with a malformed one: the guard answers
 * before validation), 403 with the spec's "access denied" to each of `refused`, and one of `allowedStatuses` to each
 * of `allowed`.
 */
export async function expectAdminOnly(
  app: App,
  [method, url, payload]: Endpoint,
  { refused, allowed = [], allowedStatuses = [200, 201, 404] }: { refused: SignedUp[]; allowed?: SignedUp[]; allowedStatuses?: number[] },
) {
  const call = (who: SignedUp | undefined, body?: object) => app.inject({ method, url, headers: who?.auth ?? {}, payload: body });
  expect((await call(undefined, payload)).statusCode).toBe(401);
  expect((await call(undefined, { junk: true })).statusCode).toBe(401);
  for (const who of refused) {
    const res = await call(who, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MSG.accessDenied);
  }
  for (const who of allowed) expect(allowedStatuses).toContain((await call(who, payload)).statusCode);
}
