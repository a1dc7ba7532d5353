import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiTransport, setTokenSource } from '#client/lib/api';
import { getCommentsQueryOptions } from '#client/features/community/api/get-comments';
import { getFeedQueryOptions } from '#client/features/community/api/get-feed';
import { getSearchPostsQueryOptions } from '#client/features/community/api/search-posts';
import { getDiscussionCommentsQueryOptions } from '#client/features/forum/api/get-discussion-comments';
import { getDiscussionsQueryOptions } from '#client/features/forum/api/get-discussions';
import { getProfilePostsQueryOptions } from '#client/features/profile/api/public-profile';
import { getProductsQueryOptions } from '#client/features/shop/api/list-products';
import { PageQuerySchema } from '#common/schemas/common';
import { CommentListQuerySchema, DiscussionListQuerySchema } from '#common/schemas/discussions';
import { SearchQuerySchema } from '#common/schemas/posts';
import { ProductListQuerySchema } from '#common/schemas/shop';
import { DISCUSSION_PAGE_SIZES } from '#server/modules/discussions/discussions.repository';
import { SHARED_PAGE_SIZES as SHARED_DISCUSSION_PAGE_SIZES } from '#server/modules/discussions/discussions.service';
import { FEED_PAGE_SIZES, SEARCH_PAGE_SIZES } from '#server/modules/posts/posts.repository';
import { SHARED_PAGE_SIZES as SHARED_POST_PAGE_SIZES } from '#server/modules/posts/posts.service';
import { SHARED_POSTS_PAGE_SIZES } from '#server/modules/profiles/profiles.service';
import { PRODUCT_PAGE_SIZES } from '#server/modules/shop/shop.repository';
import { postAs } from '#server/test/content';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

/**
 * The page sizes the client asks for are those the server keeps plans for and shares visitors' pages at: the client's
 * own requests (its query options, sent to the app as the pre-renderer sends them) are read off the wire, compared
 * with the server's lists, and a member's second ask of a shared list is answered from the visitors' page.
 */
let t: TestApp;
let author: SignedUp;
let perfumer: SignedUp;
let postId: string;
let discussionId: string;
const WORD = `pagesize${Date.now().toString(36)}`;
/** The last answer's `x-cache` per URL the client asked, and the URLs in order. */
const asked: { url: string; cache: string | undefined }[] = [];
let token: string | null = null;

beforeAll(async () => {
  t = await createTestApp();
  [author, perfumer] = await Promise.all([signUp(t.app), signUp(t.app)]);
  await grantRoles(t.database, perfumer.userId, ['perfumer']);
  postId = await postAs(t.app, author, `a post about ${WORD}`);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: perfumer.auth,
    payload: { title: 'Page sizes', content: 'How many at a time?' },
  });
  expect(started.statusCode, started.body).toBe(201);
  discussionId = started.json().id;
  setApiTransport(async (input, init) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const res = await t.app.inject({ method: 'GET', url: String(input), headers });
    asked.push({ url: String(input), cache: res.headers['x-cache'] as string | undefined });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  });
  setTokenSource({ getAccessToken: async () => token, onUnauthorized: async () => null });
});
afterAll(() => t.close());

/** The page size the client asked for by `fetch` (its first page of a list) as `who`, and the answer's x-cache. */
async function clientAsks(fetch: (client: QueryClient) => Promise<unknown>, who: SignedUp | null) {
  token = who?.token ?? null;
  await fetch(new QueryClient());
  const last = asked.at(-1)!;
  const limit = Number(new URL(last.url, 'http://localhost').searchParams.get('limit'));
  expect(Number.isInteger(limit) && limit > 0, last.url).toBe(true);
  return { limit, cache: last.cache };
}

describe("the client's page sizes", () => {
  it('are planned and shared by the server for the feed, search, the forum list and a profile’s posts', async () => {
    const lists = [
      {
        name: 'the feed',
        fetch: (c: QueryClient) => c.fetchInfiniteQuery(getFeedQueryOptions()),
        planned: FEED_PAGE_SIZES,
        shared: SHARED_POST_PAGE_SIZES.feed,
      },
      {
        name: 'search',
        fetch: (c: QueryClient) => c.fetchInfiniteQuery(getSearchPostsQueryOptions(WORD)),
        planned: SEARCH_PAGE_SIZES,
        shared: SHARED_POST_PAGE_SIZES.search,
      },
      {
        name: 'the forum list',
        fetch: (c: QueryClient) => c.fetchInfiniteQuery(getDiscussionsQueryOptions({ sort: 'latest' })),
        planned: DISCUSSION_PAGE_SIZES,
        shared: SHARED_DISCUSSION_PAGE_SIZES,
      },
      // A profile's posts keep their page size out of the plan (profilePosts): shared only.
      {
        name: "a profile's posts",
        fetch: (c: QueryClient) => c.fetchInfiniteQuery(getProfilePostsQueryOptions(author.userId)),
        planned: null,
        shared: SHARED_POSTS_PAGE_SIZES,
      },
    ];
    // Members who see what visitors see, with nothing of their own: the second is answered the first's bytes.
    const [one, two] = await Promise.all([signUp(t.app), signUp(t.app)]);
    for (const list of lists) {
      const { limit } = await clientAsks(list.fetch, null);
      if (list.planned) expect(list.planned, `${list.name}: planned sizes`).toContain(limit);
      expect(list.shared, `${list.name}: shared sizes`).toContain(limit);
      await clientAsks(list.fetch, one);
      expect((await clientAsks(list.fetch, two)).cache, `${list.name}: a member's page shared`).toBe('shared');
    }
  });

  it("are planned for the shop, and within the comment lists' bounds", async () => {
    expect(PRODUCT_PAGE_SIZES).toContain(
      (await clientAsks((c) => c.fetchInfiniteQuery(getProductsQueryOptions({ sort: 'name' })), null)).limit,
    );
    for (const fetch of [
      (c: QueryClient) => c.fetchInfiniteQuery(getCommentsQueryOptions(postId)),
      (c: QueryClient) => c.fetchInfiniteQuery(getDiscussionCommentsQueryOptions(discussionId)),
    ]) {
      await clientAsks(fetch, author);
      // Answered (a size past the schema's bounds would be a 400, and fetchInfiniteQuery would have thrown).
      expect(asked.at(-1)!.url).toMatch(/\/comments\?limit=\d+$/);
    }
  });

  it("include the schemas' defaults: a request without a limit is planned and shared too", () => {
    const defaultOf = (schema: { parse(input: object): { limit: number } }, extra: object = {}) => schema.parse(extra).limit;
    expect(FEED_PAGE_SIZES).toContain(defaultOf(PageQuerySchema));
    expect(SHARED_POST_PAGE_SIZES.feed).toContain(defaultOf(PageQuerySchema));
    expect(SHARED_POSTS_PAGE_SIZES).toContain(defaultOf(PageQuerySchema));
    expect(SEARCH_PAGE_SIZES).toContain(defaultOf(SearchQuerySchema, { q: WORD }));
    expect(SHARED_POST_PAGE_SIZES.search).toContain(defaultOf(SearchQuerySchema, { q: WORD }));
    expect(DISCUSSION_PAGE_SIZES).toContain(defaultOf(DiscussionListQuerySchema));
    expect(SHARED_DISCUSSION_PAGE_SIZES).toContain(defaultOf(DiscussionListQuerySchema));
    expect(PRODUCT_PAGE_SIZES).toContain(defaultOf(ProductListQuerySchema));
    expect(defaultOf(CommentListQuerySchema)).toBeGreaterThan(0);
  });
});
