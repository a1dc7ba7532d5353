import { MessageCircle } from 'lucide-react';
import type { Post } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { AuthorLink, PostDate } from './author-link';
import { PostActionsMenu } from './post-actions-menu';
import { PostMedia } from './post-media';
import { SpritzButton } from './spritz-button';
import { cn } from '#client/lib/cn';

/** One post in the feed grid: author, media, text clamped to 8 lines, spritz and comments. */
export function PostCard({ post, onOpen }: { post: Post; onOpen: (id: string) => void }) {
  const headingId = `post-${post.id}-author`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      data-testid="post-card"
    >
      <header className="flex items-center gap-2 p-3">
        <div id={headingId} className="min-w-0 flex-1">
          <AuthorLink author={post.author} />
        </div>
        <PostDate iso={post.createdAt} />
        <PostActionsMenu post={post} />
      </header>
      <PostMedia post={post} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        {post.title && <h2 className="font-serif text-lg font-semibold">{post.title}</h2>}
        {post.content && (
          // The text opens the post for a pointer; "View comments" below does the same for keyboards.
          <p className="line-clamp-8 cursor-pointer text-sm break-words whitespace-pre-line" onClick={() => onOpen(post.id)}>
            {post.content}
          </p>
        )}
        <div className="mt-auto flex items-center gap-1 pt-1">
          <SpritzButton post={post} />
          <Button type="button" variant="ghost" size="sm" className={(own) => cn(own, 'gap-1.5 px-2')} onClick={() => onOpen(post.id)}>
            <MessageCircle aria-hidden className="size-5" />
            <span>
              View comments (<span data-testid="comments-count">{post.commentsCount}</span>)
            </span>
          </Button>
        </div>
      </div>
    </article>
  );
}
