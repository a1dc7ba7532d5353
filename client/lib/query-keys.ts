import type { ProductListQuery } from '#common/schemas/shop';

/**
 * Every TanStack Query key, one factory per resource. Features share cached data only through these: a
 * new post refreshes the profile's counts through `profileKeys.all` without importing the profile feature.
 * Keys are hierarchical, so invalidating a prefix (`formulaKeys.all`) reaches every query below it.
 */
export const profileKeys = {
  all: ['profile'] as const,
  own: ['profile', 'me'] as const,
  allPublic: ['profile', 'public'] as const,
  public: (key: string) => ['profile', 'public', key.toLowerCase()] as const,
  publicPosts: (key: string) => [...profileKeys.public(key), 'posts'] as const,
};

export const formulaKeys = {
  all: ['formulas'] as const,
  quota: ['formulas', 'quota'] as const,
  saved: (id: string) => ['formulas', 'saved', id] as const,
  recent: (limit: number) => ['formulas', 'recent', limit] as const,
};

export const postKeys = {
  /** Every list of posts (feed and searches): what a new, changed or deleted post updates. */
  lists: ['posts', 'list'] as const,
  feed: ['posts', 'list', 'feed'] as const,
  search: (term: string) => ['posts', 'list', 'search', term] as const,
  comments: (postId: string) => ['post-comments', postId] as const,
};

export const productKeys = {
  list: (filters: ProductListQuery) => ['products', filters] as const,
};

export const homeGridKeys = {
  all: ['home-grid'] as const,
  forUser: (userId: string | null) => ['home-grid', userId] as const,
};

export const cartKeys = {
  cart: ['cart'] as const,
};

export const adminKeys = {
  /** Everything on the admin pages: what a role, account, brand or report decision refreshes. */
  all: ['admin'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  brandApplications: ['admin', 'brand-applications'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  audit: ['admin', 'audit'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  waitlistAll: ['admin', 'waitlist'] as const,
  waitlist: (q: string, status: string) => ['admin', 'waitlist', q, status] as const,
  campaign: (campaign: string | null) => ['admin', 'campaign', campaign] as const,
};

export const inboxKeys = {
  all: ['inbox'] as const,
  lists: ['inbox', 'list'] as const,
  list: (filter: string, q: string) => ['inbox', 'list', filter, q] as const,
  unread: ['inbox', 'unread'] as const,
};
