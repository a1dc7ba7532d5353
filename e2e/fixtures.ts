import { test as base, expect, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';
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

/**
 * Holds the page's API reads `matches` picks until `release` (the server answers them then, as a slow network
 * would); `asked` settles once the page has sent the first of them.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest((r) => matches(new URL(r.url())));
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return { asked, release };
}

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
 * A page the server pre-rendered for a visitor shows before its scripts have run, and a click then does nothing:
 * after a `goto` or `reload` that brought one, wait until the app marks the page ready (hydrated: `html[data-ready]`,
 * client/app/layout/app-shell.tsx), as a person waits for a page to respond.
 */
function waitForReadyPages(context: BrowserContext) {
  context.on('page', (page) => {
    for (const name of ['goto', 'reload'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await load(...args);
        const prerendered = (await response?.text().catch(() => ''))?.includes('<div id="root"><');
        if (prerendered) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        return response;
      };
    }
  });
}

/**
 * Every journey fails on a Content-Security-Policy violation or an uncaught page error:
 * the built client must run under the server's CSP.
 */
export const test = base.extend<{ pageErrors: string[]; journal: void }>({
  /**
   * What every browser of the journey asked and heard (requests, failures, console), printed when the journey
   * fails: a journey that fails once on a loaded CI runner is then explained by its own output.
   */
  journal: [
    async ({ browser, context }, use, testInfo) => {
      const lines: string[] = [];
      const t0 = Date.now();
      const at = () => `${String(Date.now() - t0).padStart(6)} ms`;
      const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
      const watch = (ctx: BrowserContext, name: string) => {
        // Scripts and styles only when they were slow (a page load asks for some forty).
        const asset = (r: Request) => path(r.url()).startsWith('/assets/');
        const started = new WeakMap<Request, number>();
        ctx.on('request', (r) => {
          started.set(r, Date.now());
          if (!asset(r)) lines.push(`${at()} ${name} → ${r.method()} ${path(r.url())}`);
        });
        ctx.on('requestfinished', async (r) => {
          const took = Date.now() - (started.get(r) ?? t0);
          if (asset(r) && took <= 1000) return;
          // The response may be asked for after the journey closed its browser: the line then has no status.
          const status = await r.response().then(
            (res) => res?.status(),
            () => undefined,
          );
          lines.push(`${at()} ${name} ← ${status ?? '?'} ${r.method()} ${path(r.url())} (${took} ms)`);
        });
        ctx.on('requestfailed', (r) => lines.push(`${at()} ${name} ✘ ${r.method()} ${path(r.url())} ${r.failure()?.errorText ?? ''}`));
        ctx.on('console', (m) => lines.push(`${at()} ${name} console.${m.type()}: ${m.text()}`));
        ctx.on('weberror', (e) => lines.push(`${at()} ${name} page error: ${e.error().message}`));
        ctx.on('page', (p) =>
          p.on('framenavigated', (f) => f === p.mainFrame() && lines.push(`${at()} ${name} navigated to ${path(f.url())}`)),
        );
      };
      watch(context, 'page');
      waitForReadyPages(context);
      const newContext = browser.newContext.bind(browser);
      let contexts = 0;
      browser.newContext = async (options) => {
        const ctx = await newContext(options);
        watch(ctx, `browser${++contexts}`);
        if (options?.javaScriptEnabled !== false) waitForReadyPages(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus)
        console.log(`\n── what the browsers did (last 200 of ${lines.length}) ──\n${lines.slice(-200).join('\n')}\n`);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to|CSP violation/i.test(m.text())) errors.push(m.text());
      });
      // A violation that a script catches (zod trying `new Function` to learn whether eval is allowed) logs nothing
      // to the console; the document's event still tells.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
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

let uniqueCount = 0;
/** A phrase no other journey writes, so cards can be found in the shared feed. */
export const unique = (what: string) => `${what} ${Date.now().toString(36)}${process.pid}${uniqueCount++}`;

/** Creates a feed post through the API as `user`. */
export async function postViaApi(page: Page, user: ApiUser, content: string) {
  const res = await page.request.post('/api/posts', { multipart: { content }, headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}
