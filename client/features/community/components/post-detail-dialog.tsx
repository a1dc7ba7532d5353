import { VerifyEmailBanner } from '#client/components/verify-email-banner';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Trash2 } from 'lucide-react';
import { MSG } from '#common/messages';
import { COMMENT_MAX, POST_MSG } from '#common/post-constants';
import type { Comment, Post } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useAddComment } from '#client/features/community/api/add-comment';
import { useDeleteComment } from '#client/features/community/api/delete-comment';
import { getCommentsQueryOptions, useComments } from '#client/features/community/api/get-comments';
import { AuthorLink, PostDate } from './author-link';
import { LoadMore } from '#client/components/load-more';
import { PostActionsMenu } from './post-actions-menu';
import { ReportDialog } from '#client/components/report-dialog';
import { PostMedia } from './post-media';
import { SharePostButton } from './share-post-button';
import { SpritzButton } from './spritz-button';
import { cn } from '#client/lib/cn';

const postSchemas = loadWhenIdle(() => import('#common/schemas/posts'));

/**
 * The post with its comments. Comments load when it opens and are dropped when it closes.
 * `post` is the post as the list holds it now, so spritz, edits and counts stay in step.
 * `returnFocus`: where focus goes once it has closed (the dialog has no trigger of its own to return to).
 */
export function PostDetailDialog({
  post,
  onClose,
  returnFocus,
}: {
  post: Post | undefined;
  onClose: () => void;
  returnFocus?: () => void;
}) {
  const qc = useQueryClient();
  const handleOpenChange = (open: boolean) => {
    if (open || !post) return;
    qc.removeQueries({ queryKey: getCommentsQueryOptions(post.id).queryKey });
    onClose();
  };
  return (
    <Dialog open={!!post} onOpenChange={handleOpenChange}>
      {post && (
        <DialogContent
          className="sm:max-w-2xl"
          onCloseAutoFocus={(e) => {
            if (!returnFocus) return;
            e.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{post.title ?? `Post by ${post.author.username || 'a member'}`}</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              <PostDate iso={post.createdAt} />
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-2">
            <AuthorLink author={post.author} className="flex-1" />
            <PostActionsMenu post={post} />
          </div>
          <PostMedia post={post} full className="rounded-md" />
          {post.content && <p className="break-words whitespace-pre-line">{post.content}</p>}
          <div className="flex items-center gap-1">
            <SpritzButton post={post} />
            <SharePostButton post={post} />
          </div>
          <CommentsSection post={post} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CommentsSection({ post }: { post: Post }) {
  const { user } = useAuth();
  const query = useComments(post.id, true);
  const comments = query.data?.pages.flatMap((p) => p.items) ?? [];
  const headingId = useId();

  useEffect(() => {
    if (query.isError) notify.error(POST_MSG.errorLoadingComments, POST_MSG.loadCommentsFailed);
  }, [query.isError, query.errorUpdateCount]);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={headingId} className="font-semibold">
        Comments ({post.commentsCount})
      </h3>
      {query.isLoading ? (
        <Spinner label="Loading comments" className="justify-self-start" />
      ) : query.isError && comments.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {POST_MSG.loadCommentsFailed}
          <Button type="button" size="sm" variant="outline" onClick={() => query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to comment.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Comments">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} mine={user?.id === c.author.id} signedIn={!!user} />
          ))}
        </ul>
      )}
      <LoadMore list={query} auto={false} count={comments.length} label="Load more comments" />
      {user ? (
        <>
          <VerifyEmailBanner />
          <CommentForm postId={post.id} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link to="/auth" className="text-primary underline underline-offset-4">
            Sign in
          </Link>{' '}
          to comment.
        </p>
      )}
    </section>
  );
}

function CommentItem({ comment, mine, signedIn }: { comment: Comment; mine: boolean; signedIn: boolean }) {
  const remove = useDeleteComment(comment.postId);
  const [reporting, setReporting] = useState(false);
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(comment.id);
    } catch (err) {
      notify.error(MSG.error, err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <li className="grid gap-1 rounded-md bg-muted/60 p-3">
      <div className="flex items-center gap-2">
        <AuthorLink author={comment.author} size="sm" className="flex-1 text-sm" />
        <PostDate iso={comment.createdAt} />
        {mine && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className={(own) => cn(own, 'h-8 px-2 text-destructive')}
            onClick={handleDelete}
            aria-disabled={remove.isPending || undefined}
          >
            <Trash2 aria-hidden /> Delete<span className="sr-only"> your comment</span>
          </Button>
        )}
        {signedIn && !mine && (
          <Button type="button" variant="ghost" size="sm" className={(own) => cn(own, 'h-8 px-2')} onClick={() => setReporting(true)}>
            <Flag aria-hidden /> Report<span className="sr-only"> comment by {comment.author.username}</span>
          </Button>
        )}
        {reporting && <ReportDialog subjectType="comment" subjectId={comment.id} open={reporting} onOpenChange={setReporting} />}
      </div>
      <p className="text-sm break-words whitespace-pre-line">{comment.content}</p>
    </li>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const add = useAddComment(postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { CommentCreateSchema } = await postSchemas();
    const parsed = CommentCreateSchema.safeParse({ content: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await add.mutateAsync(parsed.data.content);
      setText('');
      notify.success(POST_MSG.commentAdded, POST_MSG.commentAddedDescription);
    } catch {
      notify.error(POST_MSG.commentFailed);
    }
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Add a comment
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-end" disabled={add.isPending || text.trim().length === 0}>
        {add.isPending ? 'Posting…' : 'Post Comment'}
      </Button>
    </form>
  );
}
