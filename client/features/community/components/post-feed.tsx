import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import { lazyDialog } from '#client/components/lazy-dialog';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { useAuth } from '#client/lib/auth';
import { usePageMeta, type PageMeta } from '#client/lib/page-meta';
import { useFeed } from '#client/features/community/api/get-feed';
import { useDeletedPosts } from '#client/features/community/api/delete-post';
import { getPost, usePost } from '#client/features/community/api/get-post';
import { NewItemsSlot } from '#client/components/new-items-slot';
import { LoadMore } from '#client/components/load-more';
import { PostCard, postOpenerId } from './post-card';
import type { PostDetailDialog as Detail } from './post-detail-dialog';
import type { PostNotFoundDialog as NotFound } from './post-not-found-dialog';
import { OPENED_FROM_FEED, openedFromFeed, postPath, postSummary } from './post-path';

// The post's dialog and its comments wait for a click (or the browser's first idle moment): not in the feed's first load.
const PostDetailDialog = lazyDialog<ComponentProps<typeof Detail> & { open: boolean }>(() =>
  import('./post-detail-dialog').then((m) => m.PostDetailDialog),
);
const PostNotFoundDialog = lazyDialog<ComponentProps<typeof NotFound>>(() =>
  import('./post-not-found-dialog').then((m) => m.PostNotFoundDialog),
);

const COMMUNITY_META: PageMeta = {
  title: 'Community',
  description: 'The Sillage community feed: perfume creations, notes and discoveries shared by perfume lovers and perfumers.',
  og: { type: 'website' },
};

/** The tab's live stream's parts of the feed, loaded once it has rendered (vite.config.ts LIVE_PARTS). */
const NewItemsBar = lazy(() => import('#client/components/new-items-bar'));
const LivePost = lazy(() => import('#client/features/community/api/live-post'));

/**
 * The feed: a grid of 1, 2 or 3 columns, loading more as it scrolls, and the detail dialog. An open post has its own
 * address, /community/post/<id> (the same page, kept mounted: client/app/router.tsx), pushed onto the history when
 * a card opens it, so Back closes it; a linked post the feed has not loaded is fetched.
 */
export function PostFeed() {
  const { loading } = useAuth();
  const query = useFeed(!loading);
  const navigate = useNavigate();
  const location = useLocation();
  const openId = useParams().id ?? null;
  // A post's address was once /community?post=<id> (links shared then, notifications written then).
  const legacyId = useSearchParams()[0].get('post');
  useEffect(() => {
    if (legacyId) navigate(postPath(legacyId), { replace: true });
  }, [legacyId, navigate]);
  const lastOpened = useRef<string | null>(null);
  if (openId) lastOpened.current = openId;
  const handleOpen = (id: string) => navigate(postPath(id), { state: OPENED_FROM_FEED });
  // Closing goes back to the feed's own history entry when the feed opened the post; a post opened from a link
  // leaves its address for the feed's.
  const handleClose = () => (openedFromFeed(location.state) ? navigate(-1) : navigate('/community', { replace: true }));
  const returnFocus = () => {
    if (lastOpened.current) document.getElementById(postOpenerId(lastOpened.current))?.focus();
  };
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const inFeed = openId ? posts.find((p) => p.id === openId) : undefined;
  // The open post deleted from its own dialog: the dialog closes, rather than saying it is not found.
  const deletedIds = useDeletedPosts();
  const deleted = !!openId && deletedIds.includes(openId);
  // Asked beside the feed rather than after it: a post opened from a link is usually not on its first page.
  const linked = usePost(openId && !inFeed && !loading && !deleted ? openId : null);
  const openPost = inFeed ?? (openId ? linked.data : undefined);
  // The tab's title and the tags follow the open post, as the server describes its page (server/modules/seo).
  usePageMeta(
    openPost
      ? {
          title: openPost.title || `A post by @${openPost.author.username || 'a member'}`,
          description: postSummary(openPost, 200) || `A post by @${openPost.author.username || 'a member'} in the Sillage community.`,
          og: { type: 'article', image: openPost.imageUrl ?? openPost.videoThumbnail },
        }
      : COMMUNITY_META,
  );
  useEffect(() => {
    if (deleted) handleClose();
    // Once per deletion; handleClose reads the location at that time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleted]);

  const dialogs = (
    <>
      <PostDetailDialog open={!!openPost} post={openPost} onClose={handleClose} returnFocus={returnFocus} />
      <PostNotFoundDialog
        open={!!openId && !openPost && linked.isError}
        error={linked.error}
        onRetry={() => linked.refetch()}
        onClose={handleClose}
      />
      {openId && (
        // The open post's comments, edits and counts as they change.
        <Suspense fallback={null}>
          <LivePost postId={openId} read={getPost} />
        </Suspense>
      )}
    </>
  );
  if (loading || query.isPending)
    return (
      <>
        <PageSpinner label="Loading posts" />
        {dialogs}
      </>
    );
  if (query.isError && posts.length === 0) {
    return (
      <>
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center">
          <p>{POST_MSG.loadPostsFailed}</p>
          <Button type="button" onClick={() => query.refetch()}>
            Try Again
          </Button>
        </div>
        {dialogs}
      </>
    );
  }
  // New posts the viewer may see, told by the tab's live stream (the server applies the visibility rule); an
  // empty feed hears of its first post too.
  const newItems = (
    <NewItemsSlot>
      <NewItemsBar
        topic="feed"
        kind="post"
        loaded={posts.map((p) => p.id)}
        one="new post"
        many="new posts"
        list={listRef}
        bringIn={() => query.refetch()}
      />
    </NewItemsSlot>
  );
  if (posts.length === 0)
    return (
      <>
        {newItems}
        <EmptyState icon={<Sparkles />} title="No posts yet" description="Be the first to share something with the community." />
        {dialogs}
      </>
    );

  return (
    <>
      {newItems}
      <ul ref={listRef} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id} className="min-w-0">
            <PostCard post={post} onOpen={handleOpen} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm">
          {POST_MSG.loadPostsFailed}
          <Button type="button" size="sm" variant="outline" onClick={() => query.fetchNextPage()}>
            Try Again
          </Button>
        </div>
      )}
      <LoadMore list={query} count={posts.length} auto={!query.isFetchNextPageError} />
      {dialogs}
    </>
  );
}
