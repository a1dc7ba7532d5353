import { useRef, useState } from 'react';
import { Eye, EyeOff, Pencil, Quote, Trash2 } from 'lucide-react';
import { DISCUSSION_MSG } from '#common/messages';
import { CommentContentSchema, DISCUSSION_COMMENT_MAX, type DiscussionComment } from '#common/schemas/discussions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useDeleteDiscussionComment } from '#client/features/forum/api/delete-discussion-comment';
import { useSetCommentHidden } from '#client/features/forum/api/set-comment-hidden';
import { useUpdateDiscussionComment } from '#client/features/forum/api/update-discussion-comment';
import { authorName, DiscussionAuthor, DiscussionDate } from './discussion-author';
import { MarkdownContent } from './markdown-content';
import { MarkdownEditor } from './markdown-editor';

/** The markdown quote the reply box receives: the quoted author's name, then the quoted lines. */
export function quoteOf(comment: DiscussionComment, text: string) {
  const who = comment.author.username ? `@${comment.author.username}` : authorName(comment.author);
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((l) => `> ${l}`.trimEnd());
  return `> ${who} wrote:\n${lines.join('\n')}\n\n`;
}

/**
 * A comment: its author edits it inline or deletes it; moderators delete any. "Quote" quotes the text
 * selected in the comment (or the whole comment) into the reply box.
 */
export function CommentItem({ comment, onQuote }: { comment: DiscussionComment; onQuote?: (markdown: string) => void }) {
  const { user, isModerator } = useAuth();
  const body = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateDiscussionComment(comment.discussionId);
  const remove = useDeleteDiscussionComment(comment.discussionId);
  const hide = useSetCommentHidden(comment.discussionId);
  const own = user?.id === comment.author.id;

  const handleQuote = () => {
    const sel = window.getSelection();
    const inside =
      sel &&
      !sel.isCollapsed &&
      body.current &&
      sel.anchorNode &&
      body.current.contains(sel.anchorNode) &&
      sel.focusNode &&
      body.current.contains(sel.focusNode);
    onQuote?.(quoteOf(comment, inside ? sel.toString() : comment.content));
  };

  const handleSave = () => {
    const parsed = CommentContentSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    update.mutate(
      { commentId: comment.id, content: parsed.data },
      {
        onSuccess: () => {
          notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.commentUpdated);
          setEditing(false);
        },
        onError: (err) => notify.error('Error', err.message),
      },
    );
  };

  const handleDelete = (e: React.MouseEvent) => {
    e.preventDefault();
    remove.mutate(comment.id, {
      onSuccess: () => {
        notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.commentDeleted);
        setDeleting(false);
      },
      onError: (err) => notify.error('Error', err.message),
    });
  };

  return (
    <article className="grid gap-2 rounded-lg border bg-card p-3" aria-label={`Comment by ${authorName(comment.author)}`}>
      <div className="flex flex-wrap items-center gap-2">
        <DiscussionAuthor author={comment.author} size="sm" />
        <DiscussionDate iso={comment.createdAt} />
        {comment.hidden && (
          <Badge variant="warning">
            <EyeOff aria-hidden /> Hidden
          </Badge>
        )}
      </div>
      {editing ? (
        <div className="grid gap-2">
          <MarkdownEditor
            id={`comment-edit-${comment.id}`}
            label="Edit comment"
            value={draft}
            onChange={setDraft}
            maxLength={DISCUSSION_COMMENT_MAX}
            rows={4}
          />
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={handleSave} disabled={update.isPending}>
              {update.isPending ? DISCUSSION_MSG.saving : 'Save'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => (setEditing(false), setDraft(comment.content), setError(undefined))}
              disabled={update.isPending}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div ref={body}>
          <MarkdownContent html={comment.contentHtml} className="text-sm" />
        </div>
      )}
      {!editing && (user || own) && (
        <div className="flex flex-wrap gap-1">
          {user && onQuote && (
            <Button type="button" size="sm" variant="ghost" onMouseDown={(e) => e.preventDefault()} onClick={handleQuote}>
              <Quote aria-hidden /> Quote
            </Button>
          )}
          {own && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
          )}
          {isModerator && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { commentId: comment.id, hidden: !comment.hidden },
                  {
                    onSuccess: (c) => notify.success(DISCUSSION_MSG.success, c.hidden ? 'Comment hidden' : 'Comment visible again'),
                    onError: (err) => notify.error('Error', err.message),
                  },
                )
              }
            >
              {comment.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />} {comment.hidden ? 'Show' : 'Hide'}
            </Button>
          )}
          {(own || isModerator) && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          )}
        </div>
      )}
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this comment?</AlertDialogTitle>
            <AlertDialogDescription>The comment will be deleted. This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
