import { test as base, expect, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_ACCOUNTS, E2E_DATA_DIR, type E2ERole } from './accounts';

/** The token of the newest link to `linkPath` mailed to `email` (the server writes mail to DATA_DIR/mail without SMTP). */
export async function mailedToken(email: string, linkPath: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  const pattern = new RegExp(`${linkPath.replace(/\//g, '\\/')}\\?token=([\\w-]+)`);
  for (let waited = 0; waited < 10_000; waited += 100) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const text = await readFile(path.join(dir, f), 'utf8');
      const token = text.includes(`To: ${email}\n`) ? pattern.exec(text)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with ${linkPath} to ${email}`);
}

let counter = 0;
/** A unique email for an account a journey creates. */
export const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter++}@e2e.test`;

/** Signs in through the real /auth page. */
export async function signInAs(page: Page, role: E2ERole) {
  const account = E2E_ACCOUNTS[role];
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/community$/);
}

/**
 * Every journey fails on a Content-Security-Policy violation or an uncaught page error:
 * the built client must run under the server's CSP.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export interface ApiUser {
  email: string;
  password: string;
  userId: string;
  username: string;
  token: string;
}

/**
 * Signs a fresh user up through the API in the page's browser context: the refresh cookie lands in
 * the context, so the next page load is signed in as this user.
 */
export async function signUpViaApi(
  page: Page,
  prefix: string,
  journey: 'customer' | 'perfumer' = 'customer',
  { verified = true }: { verified?: boolean } = {},
): Promise<ApiUser> {
  const email = freshEmail(prefix);
  const password = 'journey-password';
  const res = await page.request.post('/api/auth/signup', { data: { email, password, journey } });
  expect(res.status()).toBe(201);
  const body = await res.json();
  if (verified) {
    // As a member would: open the link of the verification mail (without SMTP the server writes mail to DATA_DIR/mail).
    const verify = await page.request.post('/api/auth/verify', { data: { token: await mailedToken(email, '/auth/verify') } });
    expect(verify.status()).toBe(200);
  }
  return { email, password, userId: body.user.id, username: body.user.username, token: body.access_token };
}
