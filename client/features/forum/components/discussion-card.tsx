import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, Heart, MessageSquare } from 'lucide-react';
import { categoryLabel } from '#common/forum-constants';
import type { DiscussionSummary } from '#common/schemas/discussions';
import { EditDeleteMenu } from '#client/components/edit-delete-menu';
import { lazyDialog } from '#client/components/lazy-dialog';
import { Badge } from '#client/components/ui/badge';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAuth } from '#client/lib/auth';
import { DiscussionAuthor, DiscussionDate } from './discussion-author';

const DiscussionFormDialog = lazyDialog(() => import('./discussion-form-dialog').then((m) => m.DiscussionFormDialog));
const DeleteDiscussionDialog = lazyDialog(() => import('./delete-discussion-dialog').then((m) => m.DeleteDiscussionDialog));

/** One discussion in the list: title (link), author, category, a 3-line preview and the counts. */
export function DiscussionCard({ discussion: d }: { discussion: DiscussionSummary }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const own = user?.id === d.author.id;
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={`discussion-${d.id}`}>
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id={`discussion-${d.id}`} className="text-lg leading-snug font-semibold">
            <Link
              to={`/discussion/${d.id}`}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              {d.title}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <DiscussionAuthor author={d.author} size="sm" />
            <DiscussionDate iso={d.createdAt} />
            <Badge variant="secondary">{categoryLabel(d.category)}</Badge>
            {d.hidden && <Badge variant="warning">Hidden</Badge>}
          </div>
        </div>
        {own && <EditDeleteMenu label={`Actions for ${d.title}`} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />}
      </div>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
        {d.excerpt}
        {d.truncated && '…'}
      </p>
      <Counts comments={d.commentsCount} likes={d.likesCount} views={d.views} />
      {own && <DiscussionFormDialog open={editing} onOpenChange={setEditing} discussion={d} />}
      {own && <DeleteDiscussionDialog id={d.id} title={d.title} open={deleting} onOpenChange={setDeleting} />}
    </Card>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Comments, likes and views, with words for screen readers. */
export function Counts({ comments, likes, views }: { comments: number; likes: number; views?: number }) {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-muted-foreground" aria-label="Activity">
      <li className="flex items-center gap-1" aria-label={plural(comments, 'comment')}>
        <MessageSquare aria-hidden className="size-4" /> {comments}
      </li>
      <li className="flex items-center gap-1" aria-label={plural(likes, 'like')}>
        <Heart aria-hidden className="size-4" /> {likes}
      </li>
      {views !== undefined && (
        <li className="flex items-center gap-1" aria-label={plural(views, 'view')}>
          <Eye aria-hidden className="size-4" /> {views}
        </li>
      )}
    </ul>
  );
}

/** The list's loading state. */
export function DiscussionListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading discussions">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} className="grid gap-3 p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-40" />
        </Card>
      ))}
    </div>
  );
}
