import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import type { Post } from '#common/schemas/posts';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useSearchPosts } from '#client/features/community/api/search-posts';
import { AuthorLink, PostDate } from '#client/features/community/components/author-link';
import { LoadMore } from '#client/components/load-more';
import { PostDetailDialog } from '#client/features/community/components/post-detail-dialog';
import { SpritzButton } from '#client/features/community/components/spritz-button';
import { usePageMeta } from '#client/lib/page-meta';

/** `/community/search`: live post search as the user types. */
export default function CommunitySearchPage() {
  usePageMeta({ title: 'Search the community', description: 'Search posts in the Sillage community.' });
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const term = useDebouncedValue(text.trim(), 250);
  const query = useSearchPosts(term);
  const [openId, setOpenId] = useState<string | null>(null);
  const posts = term ? (query.data?.pages.flatMap((p) => p.items) ?? []) : [];
  const showingTerm = query.isPlaceholderData ? null : term;

  const handleChange = (value: string) => {
    setText(value);
    // Kept in the address, so a search can be shared and survives a reload.
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <section className="grid gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Search posts</h1>
        <p className="text-muted-foreground">
          Find posts by their words, as you type: two letters find the words that start with them, three or more any word that holds them.
        </p>
      </header>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor="community-search" className="sr-only">
          Search posts
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="community-search"
          type="search"
          value={text}
          onChange={(e) => handleChange(e.target.value)}
          placeholder={POST_MSG.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          className="pl-9"
          autoFocus
        />
        {term && query.isFetching && !query.isFetchingNextPage && (
          <Spinner size="sm" label="Searching" className="absolute top-1/2 right-3 -translate-y-1/2" />
        )}
      </form>
      <div aria-live="polite" className="sr-only">
        {showingTerm && query.isSuccess ? `${posts.length}${query.hasNextPage ? '+' : ''} results` : ''}
      </div>
      {term && query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      )}
      {term && query.isSuccess && posts.length === 0 && !query.isPlaceholderData && (
        <p className="text-center text-muted-foreground">{POST_MSG.noResults}</p>
      )}
      {posts.length > 0 && (
        <ul className="grid gap-3" aria-label="Search results" aria-busy={query.isPlaceholderData || undefined}>
          {posts.map((post) => (
            <SearchResult key={post.id} post={post} onOpen={setOpenId} />
          ))}
        </ul>
      )}
      <LoadMore
        list={{
          hasNextPage: !!term && query.hasNextPage,
          isFetchingNextPage: query.isFetchingNextPage,
          fetchNextPage: query.fetchNextPage,
        }}
        count={posts.length}
      />
      <PostDetailDialog post={openId ? posts.find((p) => p.id === openId) : undefined} onClose={() => setOpenId(null)} />
    </section>
  );
}

function SearchResult({ post, onOpen }: { post: Post; onOpen: (id: string) => void }) {
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-3 shadow-sm">
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-center gap-2">
          <AuthorLink author={post.author} className="flex-1" />
          <PostDate iso={post.createdAt} />
        </div>
        {post.title && <h2 className="font-serif text-lg font-semibold">{post.title}</h2>}
        {post.content && <p className="line-clamp-4 text-sm break-words whitespace-pre-line">{post.content}</p>}
        <div className="flex items-center gap-1">
          <SpritzButton post={post} />
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            onClick={() => onOpen(post.id)}
          >
            View comments ({post.commentsCount})
          </button>
        </div>
      </div>
      {(post.imageThumbUrl || post.videoThumbnail) && (
        <img
          src={post.imageThumbUrl ?? post.videoThumbnail ?? undefined}
          alt={post.imageAlt ?? ''}
          loading="lazy"
          className="size-20 shrink-0 rounded-md object-cover sm:size-28"
        />
      )}
    </li>
  );
}
