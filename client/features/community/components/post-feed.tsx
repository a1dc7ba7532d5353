import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import { PageSpinner } from '#client/components/page-spinner';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useFeed } from '#client/features/community/api/get-feed';
import { usePost } from '#client/features/community/api/get-post';
import { LoadMore } from '#client/components/load-more';
import { PostCard } from './post-card';
import { PostDetailDialog } from './post-detail-dialog';

/**
 * The feed: a grid of 1, 2 or 3 columns, loading more as it scrolls, and the detail dialog. The open post is
 * in the address (/community?post=<id>), so it can be shared; a linked post the feed has not loaded is fetched.
 */
export function PostFeed() {
  const { loading } = useAuth();
  const query = useFeed(!loading);
  const [params, setParams] = useSearchParams();
  const openId = params.get('post');
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('post', id);
        else next.delete('post');
        return next;
      },
      { replace: true },
    );
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  const inFeed = openId ? posts.find((p) => p.id === openId) : undefined;
  const linked = usePost(openId && !inFeed && !query.isPending && !loading ? openId : null);
  const linkFailed = linked.isError;
  useEffect(() => {
    if (!linkFailed) return;
    notify.error(POST_MSG.postNotFound);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('post');
        return next;
      },
      { replace: true },
    );
  }, [linkFailed, setParams]);

  if (loading || query.isPending) return <PageSpinner label="Loading posts" />;
  if (query.isError && posts.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center">
        <p>{POST_MSG.loadPostsFailed}</p>
        <Button type="button" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (posts.length === 0)
    return <EmptyState icon={<Sparkles />} title="No posts yet" description="Be the first to share something with the community." />;

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id} className="min-w-0">
            <PostCard post={post} onOpen={setOpenId} />
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
      <PostDetailDialog post={inFeed ?? (openId ? linked.data : undefined)} onClose={() => setOpenId(null)} />
    </>
  );
}
