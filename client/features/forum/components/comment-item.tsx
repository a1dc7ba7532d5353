import { cn } from '#client/lib/cn';
import { useRef, useState } from 'react';
import { Eye, EyeOff, Flag, Pencil, Quote, Trash2 } from 'lucide-react';
import { DISCUSSION_MSG } from '#common/messages';
import { DISCUSSION_COMMENT_MAX } from '#common/forum-constants';
import type { DiscussionComment } from '#common/schemas/discussions';
import { lazyDialog } from '#client/components/lazy-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useDeleteDiscussionComment } from '#client/features/forum/api/delete-discussion-comment';
import { useSetCommentHidden } from '#client/features/forum/api/set-comment-hidden';
import { useUpdateDiscussionComment } from '#client/features/forum/api/update-discussion-comment';
import { authorName, DiscussionAuthor, DiscussionDate } from './discussion-author';
import { MarkdownContent } from '#client/components/markdown-content';
import { MarkdownEditor } from './markdown-editor';

// Reports, moderators' reasons and the delete confirmation open on a click: they come after the page has rendered.
const ConfirmDialog = lazyDialog(() => import('#client/components/confirm-dialog').then((m) => m.ConfirmDialog));
const ReportDialog = lazyDialog(() => import('#client/components/report-dialog').then((m) => m.ReportDialog));
const ReasonDialog = lazyDialog(() => import('#client/components/reason-dialog').then((m) => m.ReasonDialog));

const discussionSchemas = loadWhenIdle(() => import('#common/schemas/discussions'));

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
export function CommentItem({
  comment,
  onQuote,
  linked = false,
}: {
  comment: DiscussionComment;
  onQuote?: (markdown: string) => void;
  /** The comment the address links to: focusable, and marked until the reader moves on. */
  linked?: boolean;
}) {
  const { user, isModerator } = useAuth();
  const body = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [askingWhy, setAskingWhy] = useState(false);
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

  const handleSave = async () => {
    const { CommentContentSchema } = await discussionSchemas();
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

  const handleDelete = (reason?: string) =>
    remove.mutate(
      { commentId: comment.id, reason },
      {
        onSuccess: () => {
          notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.commentDeleted);
          setDeleting(false);
        },
        onError: (err) => notify.error('Error', err.message),
      },
    );
  const handleHide = (reason?: string) =>
    hide.mutate(
      { commentId: comment.id, hidden: !comment.hidden, reason },
      {
        onSuccess: (c) => (
          setAskingWhy(false),
          notify.success(DISCUSSION_MSG.success, c.hidden ? 'Comment hidden' : 'Comment visible again')
        ),
        onError: (err) => notify.error('Error', err.message),
      },
    );

  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={linked ? -1 : undefined}
      aria-current={linked ? 'location' : undefined}
      className={cn(
        'grid scroll-mt-20 gap-2 rounded-lg border bg-card p-3 focus-visible:outline-hidden',
        linked && 'border-primary ring-2 ring-primary/40',
      )}
      aria-label={`Comment by ${authorName(comment.author)}`}
    >
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
              // Hiding someone else's comment asks why (for the moderation log); showing it again does not.
              onClick={() => (comment.hidden || own ? handleHide() : setAskingWhy(true))}
            >
              {comment.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />} {comment.hidden ? 'Show' : 'Hide'}
            </Button>
          )}
          {user && !own && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setReporting(true)}>
              <Flag aria-hidden /> Report
            </Button>
          )}
          {(own || isModerator) && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          )}
        </div>
      )}
      {user && !own && (
        <ReportDialog subjectType="discussion_comment" subjectId={comment.id} open={reporting} onOpenChange={setReporting} />
      )}
      {isModerator && !own && (
        <>
          <ReasonDialog
            id={`hide-${comment.id}`}
            open={askingWhy}
            onOpenChange={setAskingWhy}
            title="Hide this comment?"
            description="Only its author and moderators will see it. Your reason is kept in the moderation log."
            confirmLabel="Hide"
            pending={hide.isPending}
            onConfirm={handleHide}
          />
          <ReasonDialog
            id={`delete-${comment.id}`}
            open={deleting}
            onOpenChange={setDeleting}
            title="Delete this comment?"
            description="The comment will be deleted. This cannot be undone. Your reason is kept in the moderation log."
            confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
            destructive
            pending={remove.isPending}
            onConfirm={handleDelete}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting && own}
        onOpenChange={setDeleting}
        title="Delete this comment?"
        description="The comment will be deleted. This cannot be undone."
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => handleDelete()}
      />
    </article>
  );
}
