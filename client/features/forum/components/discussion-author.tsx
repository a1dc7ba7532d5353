import { Link } from 'react-router';
import { DISCUSSION_MSG } from '#common/messages';
import type { Discussion } from '#common/schemas/discussions';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';
import { cn } from '#client/lib/cn';

type Author = Discussion['author'];

/** 'Unknown User' when the profile is gone, 'Anonymous' when it has no username (an author is never shown as blank). */
export const authorName = (author: Author) =>
  author.username === null ? DISCUSSION_MSG.unknownUser : author.username || DISCUSSION_MSG.anonymous;

/** Avatar (initial as fallback) and name, linking to the profile; `label` adds the 'Author' caption. */
export function DiscussionAuthor({
  author,
  label,
  size = 'default',
  className,
}: {
  author: Author;
  label?: boolean;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const name = authorName(author);
  const body = (
    <>
      <Avatar aria-hidden className={size === 'sm' ? 'size-7' : 'size-10'}>
        {author.avatarUrl && <AvatarImage src={author.avatarUrl} alt="" />}
        <AvatarFallback className="text-xs uppercase">{name.charAt(0)}</AvatarFallback>
      </Avatar>
      <span className="grid min-w-0">
        <span className="truncate font-medium">{name}</span>
        {label && <span className="text-xs text-muted-foreground">{DISCUSSION_MSG.authorLabel}</span>}
      </span>
    </>
  );
  const cls = cn('flex min-w-0 items-center gap-2', className);
  if (author.username === null) return <span className={cls}>{body}</span>;
  return (
    <Link
      to={author.username ? `/${encodeURIComponent(author.username)}` : `/profile/${author.id}`}
      className={cn(cls, 'rounded-md hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden')}
    >
      {body}
    </Link>
  );
}

export function DiscussionDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={date.toLocaleString('en-US')} className="text-xs whitespace-nowrap text-muted-foreground">
      {date.toLocaleDateString('en-US', { dateStyle: 'medium' })}
    </time>
  );
}
