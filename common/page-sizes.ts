/**
 * The page sizes of the keyset lists, each written once: what the client asks each list for, and what a request
 * without `limit` is answered (the query schemas' defaults). The server derives from both the sizes it keeps a
 * planned statement for (server/db/prepared.ts, preparedPage) and shares visitors' pages at
 * (server/shared-reads, each SharedList's pageSizes): a size changed here changes all of them. Plain values, so that a page using them
 * loads no schema library.
 */

/** A keyset list's page size when a request names none (PageQuerySchema's default). */
export const DEFAULT_PAGE_SIZE = 20;

/** The page size the client asks each list for. */
export const CLIENT_PAGE_SIZES = {
  /** The community feed: a multiple of 1, 2 and 3, so every row of its grid is full. */
  feed: 12,
  /** The feed's search. */
  search: 20,
  /** A member's posts on their profile page. */
  profilePosts: 24,
  /** A post's comments. */
  postComments: 20,
  /** AromaSpace's list of discussions. */
  discussions: 10,
  /** A discussion's comments. */
  discussionComments: 50,
  /** The shop's products. */
  products: 12,
} as const;

/** A list whose page sizes are kept here. */
export type PagedList = keyof typeof CLIENT_PAGE_SIZES;

/** The page size each list answers a request without `limit` (its query schema's default). */
export const DEFAULT_PAGE_SIZES = {
  feed: DEFAULT_PAGE_SIZE,
  search: CLIENT_PAGE_SIZES.search,
  profilePosts: DEFAULT_PAGE_SIZE,
  postComments: DEFAULT_PAGE_SIZE,
  discussions: CLIENT_PAGE_SIZES.discussions,
  discussionComments: CLIENT_PAGE_SIZES.discussionComments,
  products: 24,
} as const satisfies Record<PagedList, number>;

/**
 * The sizes `list`'s pages are asked at, once each: the client's and the default. The server keeps a plan for these
 * and shares visitors' pages at these; any other size is read as asked.
 */
export const askedPageSizes = (list: PagedList): readonly number[] => [...new Set([CLIENT_PAGE_SIZES[list], DEFAULT_PAGE_SIZES[list]])];
