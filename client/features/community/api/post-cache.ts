import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post } from '#common/schemas/posts';
import { postKeys } from '#client/lib/query-keys';

/** A page of posts as the API answers it. */
export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

/** Every list of posts (the feed and each search) lives under this key, so one change reaches them all. */
export const postListsKey = postKeys.lists;

type Lists = InfiniteData<PostPage, string | undefined>;

/** Applies `change` to the post `id` wherever a list shows it, or a link opened it (the server keeps the real counts). */
export function patchPost(qc: QueryClient, id: string, change: (post: Post) => Post) {
  qc.setQueryData<Post>(postKeys.one(id), (post) => post && change(post));
  qc.setQueriesData<Lists>(
    { queryKey: postListsKey },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === id ? change(p) : p)) })) },
  );
}

/** Drops the post `id` from every list, and the copy a link opened. */
export function removePost(qc: QueryClient, id: string) {
  qc.removeQueries({ queryKey: postKeys.one(id), exact: true });
  qc.setQueriesData<Lists>(
    { queryKey: postListsKey },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id) })) },
  );
}

/** The post `id` as the lists hold it now (for the detail dialog, so it follows likes and edits). */
export function findPost(qc: QueryClient, id: string): Post | undefined {
  for (const [, data] of qc.getQueriesData<Lists>({ queryKey: postListsKey })) {
    const post = data?.pages.flatMap((p) => p.items).find((p) => p.id === id);
    if (post) return post;
  }
  return undefined;
}
