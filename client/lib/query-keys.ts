import type { DiscussionCategory, DiscussionSort } from '#common/schemas/discussions';
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
  /** A formula as the viewer sees it (its current version); its history, comparisons and lab sheets sit below it. */
  view: (id: string) => ['formulas', 'view', id] as const,
  versions: (id: string) => ['formulas', 'view', id, 'versions'] as const,
  compare: (id: string, from: number, to: number) => ['formulas', 'view', id, 'compare', from, to] as const,
  labSheet: (id: string, amount: number, unit: string) => ['formulas', 'view', id, 'lab-sheet', amount, unit] as const,
};

export const postKeys = {
  /** Every list of posts (feed and searches): what a new, changed or deleted post updates. */
  lists: ['posts', 'list'] as const,
  feed: ['posts', 'list', 'feed'] as const,
  search: (term: string) => ['posts', 'list', 'search', term] as const,
  comments: (postId: string) => ['post-comments', postId] as const,
  /** One post, opened from its address (/community/post/<id>) when the loaded feed does not hold it. */
  one: (postId: string) => ['posts', 'one', postId] as const,
  /** The deletion of a post (a mutation key): the open post's page closes once its post is deleted. */
  delete: ['posts', 'delete'] as const,
};

export const productKeys = {
  /** Every product list of the shop: what an admin's change to a product refreshes. */
  all: ['products'] as const,
  list: (filters: ProductListQuery) => ['products', filters] as const,
  one: (id: string) => ['products', 'one', id] as const,
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
  products: (q: string, archived: string) => ['admin', 'products', q, archived] as const,
  courses: ['admin', 'courses'] as const,
  course: (id: string) => ['admin', 'courses', id] as const,
  tutorials: ['admin', 'tutorials'] as const,
  tutorial: (id: string) => ['admin', 'tutorials', id] as const,
  resources: ['admin', 'resources'] as const,
  experts: ['admin', 'experts'] as const,
  forumLog: ['admin', 'forum-log'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  waitlistAll: ['admin', 'waitlist'] as const,
  waitlist: (q: string, status: string) => ['admin', 'waitlist', q, status] as const,
  send: (sendId: string | null) => ['admin', 'waitlist-send', sendId] as const,
};

export const inboxKeys = {
  all: ['inbox'] as const,
  lists: ['inbox', 'list'] as const,
  list: (filter: string, q: string) => ['inbox', 'list', filter, q] as const,
  unread: ['inbox', 'unread'] as const,
};

export const orderKeys = {
  /** Every order query (list, detail, the profile's recent ones): what a placed or refunded order refreshes. */
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  recent: (limit: number) => ['orders', 'recent', limit] as const,
  /** The checkout quote is priced for the signed-in buyer. */
  quote: (userId: string | null) => ['checkout-quote', userId] as const,
};

export const courseKeys = {
  /** Course cards (catalogue and the profile's "my courses"): access and progress change after a purchase. */
  lists: ['courses'] as const,
  list: (userId: string | null) => ['courses', userId] as const,
  mine: (limit: number) => ['courses', 'mine', limit] as const,
  /** Every course page, whoever views it. */
  details: ['course'] as const,
  course: (id: string) => ['course', id] as const,
  detail: (id: string, userId: string | null) => ['course', id, userId] as const,
  modules: (courseId: string) => ['course-module', courseId] as const,
  module: (courseId: string, n: number) => ['course-module', courseId, n] as const,
  certificate: (id: string) => ['certificate', id] as const,
};

export const learnKeys = {
  experts: ['experts'] as const,
  tutorials: ['tutorials'] as const,
  /** Every tutorial page: what an admin's edit refreshes. */
  tutorialPages: ['tutorial'] as const,
  tutorial: (id: string) => ['tutorial', id] as const,
  allResources: ['resources'] as const,
  resources: (type: string) => ['resources', type] as const,
};

export interface DiscussionListFilters {
  category?: DiscussionCategory;
  q?: string;
  sort: DiscussionSort;
}

export const discussionKeys = {
  /** Everything under 'discussions', so one invalidation refreshes lists and counts. */
  all: ['discussions'] as const,
  lists: ['discussions', 'list'] as const,
  list: (f: DiscussionListFilters) => ['discussions', 'list', f] as const,
  categoryCounts: ['discussions', 'categories'] as const,
  detail: (id: string) => ['discussions', 'detail', id] as const,
  /** The author's edit form's text (discussions/:id/source). */
  source: (id: string) => ['discussions', 'source', id] as const,
  comments: (id: string) => ['discussions', 'comments', id] as const,
};

export const accountKeys = {
  overview: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  exports: ['account', 'exports'] as const,
  /** Deactivated accounts waiting for erasure (admins). */
  pendingErasures: ['account', 'erasures'] as const,
};
