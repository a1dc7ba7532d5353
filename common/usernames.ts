/**
 * Names that top-level routes use, now or soon: a profile at `/{username}` must never shadow a page.
 */
export const RESERVED_USERNAMES = new Set([
  'about',
  'account',
  'admin',
  'api',
  'assets',
  'auth',
  'brand',
  'cart',
  'checkout',
  'community',
  'contact',
  'course',
  'course-purchase',
  'courses',
  'create',
  'customer',
  'dashboard',
  'discussion',
  'discussions',
  'docs',
  'experts',
  'favicon.ico',
  'finding-notes',
  'formulas',
  'help',
  'home',
  'inbox',
  'learn',
  'login',
  'logout',
  'me',
  'notifications',
  'null',
  'orders',
  'perfumer',
  'privacy',
  'profile',
  'profiles',
  'resources',
  'robots.txt',
  'root',
  'search',
  'settings',
  'shop',
  'signin',
  'signup',
  'sillage',
  'static',
  'support',
  'system',
  'terms',
  'thank-you',
  'tutorial',
  'tutorials',
  'undefined',
  'unsubscribe',
  'upload',
  'waitlist',
  'welcome',
]);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Turns an email local part or a brand name into a username candidate that passes UsernameSchema (common/schemas/profile.ts). */
export function usernameBase(source: string): string {
  let base = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/_+/g, '_')
    .slice(0, USERNAME_MAX - 5)
    .replace(/[_.-]+$/, '');
  if (base.length < USERNAME_MIN) base = `user_${base}`.replace(/_$/, '');
  if (base.length < USERNAME_MIN || RESERVED_USERNAMES.has(base)) base = `${base}_user`;
  return base;
}
