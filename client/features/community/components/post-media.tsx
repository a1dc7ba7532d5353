import type { Post } from '#common/schemas/posts';
import { cn } from '#client/lib/cn';

/** A post's image or video (with its poster frame), if it has one. */
export function PostMedia({ post, full = false, className }: { post: Post; full?: boolean; className?: string }) {
  if (post.videoUrl) {
    return (
      <video
        src={post.videoUrl}
        poster={post.videoThumbnail ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={post.imageAlt ?? `Video by ${post.author.username}`}
        className={cn('w-full bg-black', full ? 'max-h-[60vh]' : 'aspect-video object-cover', className)}
      />
    );
  }
  if (post.imageUrl) {
    return (
      <img
        src={full ? post.imageUrl : (post.imageThumbUrl ?? post.imageUrl)}
        alt={post.imageAlt ?? post.title ?? `Image shared by ${post.author.username || 'a member'}`}
        loading="lazy"
        className={cn('w-full', full ? 'max-h-[60vh] object-contain' : 'aspect-[4/3] object-cover', className)}
      />
    );
  }
  return null;
}
