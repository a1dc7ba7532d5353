import { Link } from 'react-router';
import type { Post } from '#common/schemas/posts';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { cn } from '#client/lib/cn';

type Author = Post['author'];

/** `/{username}`, or `/profile/{id}` for an author without a username (a profile is reachable by either). */
export const authorPath = (author: Author) => (author.username ? `/${encodeURIComponent(author.username)}` : `/profile/${author.id}`);

/** The author's avatar and name, linking to their public profile. */
export function AuthorLink({ author, className, size = 'default' }: { author: Author; className?: string; size?: 'default' | 'sm' }) {
  const name = author.username || 'Member';
  return (
    <Link
      to={authorPath(author)}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
        className,
      )}
    >
      <Avatar aria-hidden className={size === 'sm' ? 'size-7' : 'size-9'}>
        {author.avatarUrl && <AvatarImage src={author.avatarUrl} alt="" />}
        <AvatarFallback className="text-xs">{name.slice(0, 2)}</AvatarFallback>
      </Avatar>
      <span className="truncate">{name}</span>
    </Link>
  );
}

/** A short date for a post or comment. */
export function PostDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={date.toLocaleString('en-US')} className={cn('text-xs whitespace-nowrap text-muted-foreground', className)}>
      {date.toLocaleDateString('en-US', { dateStyle: 'medium' })}
    </time>
  );
}
