import { useRef } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { Post } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { AuthorLink, PostDate } from './author-link';
import { PostActionsMenu } from './post-actions-menu';
import { PostMedia } from './post-media';
import { OPENED_FROM_FEED, postPath, postSummary } from './post-path';
import { SpritzButton } from './spritz-button';
import { cn } from '#client/lib/cn';

/** The id of a card's opener link, where focus returns when the post's dialog closes. */
export const postOpenerId = (postId: string) => `post-${postId}-open`;

/** What a card's opener says: the title, or the author and the text's first words. */
function openerLabel(post: Post) {
  if (post.title) return `Open post: ${post.title}`;
  const name = post.author.username || 'a member';
  const words = postSummary(post, 60);
  return words ? `Open post by ${name}: ${words}` : `Open post by ${name}`;
}

/**
 * One post in the feed grid: author, media, text clamped to 8 lines, spritz and comments. The card opens the post:
 * its picture, title and text are one link to the post's address (a click, Enter, or a new tab), a video's poster
 * opens it too, and the comments count; the controls (author, menu, spritz, the video's own) keep their own use.
 */
export function PostCard({ post, onOpen }: { post: Post; onOpen: (id: string) => void }) {
  const headingId = `post-${post.id}-author`;
  const card = useRef<HTMLElement>(null);
  // A video playing in the card stops when its post opens (the dialog has its own).
  const pauseVideo = () => card.current?.querySelector('video')?.pause();
  const handleOpen = () => {
    pauseVideo();
    onOpen(post.id);
  };
  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
      data-testid="post-card"
    >
      <header className="flex items-center gap-2 p-3">
        <div id={headingId} className="min-w-0 flex-1">
          <AuthorLink author={post.author} />
        </div>
        <PostDate iso={post.createdAt} />
        <PostActionsMenu post={post} />
      </header>
      {post.videoUrl && (
        // The poster opens the post; the bottom strip is left to the video's own controls.
        <div className="relative">
          <PostMedia post={post} />
          <div aria-hidden className="absolute inset-x-0 top-0 bottom-12 cursor-pointer" onClick={handleOpen} />
        </div>
      )}
      <Link
        id={postOpenerId(post.id)}
        to={postPath(post.id)}
        state={OPENED_FROM_FEED}
        aria-label={openerLabel(post)}
        onClick={pauseVideo}
        className="flex flex-col gap-2 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {!post.videoUrl && <PostMedia post={post} />}
        {post.title || post.content ? (
          <div className="grid gap-2 px-3 pt-3">
            {post.title && <h2 className="font-serif text-lg font-semibold">{post.title}</h2>}
            {post.content && <p className="line-clamp-8 text-sm break-words whitespace-pre-line">{post.content}</p>}
          </div>
        ) : (
          <span className="px-3 pt-3 text-sm text-muted-foreground">Open post</span>
        )}
      </Link>
      <div className="mt-auto flex items-center gap-1 p-3 pt-2">
        <SpritzButton post={post} />
        <Button type="button" variant="ghost" size="sm" className={(own) => cn(own, 'gap-1.5 px-2')} onClick={handleOpen}>
          <MessageCircle aria-hidden className="size-5" />
          <span>
            View comments (<span data-testid="comments-count">{post.commentsCount}</span>)
          </span>
        </Button>
      </div>
    </article>
  );
}
