import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, Eye, EyeOff, Flag, Heart, MessageSquare, Pencil, Tag, Trash2 } from 'lucide-react';
import { DISCUSSION_MSG } from '#common/messages';
import { categoryLabel, DISCUSSION_COMMENT_MAX } from '#common/forum-constants';
import type { Discussion, DiscussionCategory } from '#common/schemas/discussions';
import { lazyDialog } from '#client/components/lazy-dialog';
import { LoadMore } from '#client/components/load-more';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useAddDiscussionComment } from '#client/features/forum/api/add-discussion-comment';
import { useChangeCategory } from '#client/features/forum/api/change-category';
import { useDiscussion } from '#client/features/forum/api/get-discussion';
import { useDiscussionComments } from '#client/features/forum/api/get-discussion-comments';
import { useSetDiscussionHidden } from '#client/features/forum/api/set-discussion-hidden';
import { useToggleDiscussionLike } from '#client/features/forum/api/toggle-discussion-like';
import { CommentItem } from '#client/features/forum/components/comment-item';
import { useCommentAnchor } from '#client/features/forum/components/use-comment-anchor';
import { DiscussionAuthor, DiscussionDate } from '#client/features/forum/components/discussion-author';
import { MarkdownContent } from '#client/components/markdown-content';
import { MarkdownEditor } from '#client/features/forum/components/markdown-editor';
import { usePageMeta } from '#client/lib/page-meta';

// What opens on a click (reports, moderators' reasons, the inline edit, the category picker) comes after the page has rendered.
const ReportDialog = lazyDialog(() => import('#client/components/report-dialog').then((m) => m.ReportDialog));
const ReasonDialog = lazyDialog(() => import('#client/components/reason-dialog').then((m) => m.ReasonDialog));
const InlineEdit = lazy(
  loadWhenIdle(() => import('#client/features/forum/components/inline-edit').then((m) => ({ default: m.InlineEdit }))),
);
const CategoryPicker = lazy(
  loadWhenIdle(() => import('#client/features/forum/components/category-picker').then((m) => ({ default: m.CategoryPicker }))),
);

const DeleteDiscussionDialog = lazyDialog(() =>
  import('#client/features/forum/components/delete-discussion-dialog').then((m) => m.DeleteDiscussionDialog),
);

const discussionSchemas = loadWhenIdle(() => import('#common/schemas/discussions'));

const BackLink = () => (
  <Link
    to="/discussion"
    className="inline-flex items-center gap-1 self-start rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
  >
    <ArrowLeft aria-hidden className="size-4" /> Back to discussions
  </Link>
);

/** `/discussion/:id`: the discussion, its comments, and the author's and moderators' controls. */
const LiveDiscussion = lazy(() => import('#client/features/forum/api/live-discussion'));

export default function DiscussionDetailPage() {
  const { id = '' } = useParams();
  const { loading } = useAuth();
  const query = useDiscussion(id, !loading);
  const d = query.data;
  usePageMeta({
    title: d ? d.title : 'Discussion',
    description: d
      ? d.content
          .replace(/[#*_`>[\]()!-]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160)
      : 'A discussion in AromaSpace, the Sillage forum.',
    og: { type: 'article' },
  });
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (query.isError && !notFound) notify.error('Error', DISCUSSION_MSG.detailLoadFailed);
  }, [query.isError, notFound]);

  if (query.isPending)
    return (
      <section className="grid gap-4" aria-busy="true" aria-label="Loading discussion">
        <BackLink />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-32 w-full" />
      </section>
    );
  if (notFound)
    return (
      <section className="grid gap-4">
        <EmptyState
          title={DISCUSSION_MSG.notFound}
          headingLevel={1}
          action={
            <Button asChild variant="outline">
              <Link to="/discussion">Back to discussions</Link>
            </Button>
          }
        />
      </section>
    );
  if (query.isError)
    return (
      <section className="grid gap-4">
        <BackLink />
        <EmptyState
          icon={<AlertTriangle />}
          title={DISCUSSION_MSG.detailLoadFailed}
          headingLevel={1}
          action={
            <Button type="button" onClick={() => query.refetch()}>
              {DISCUSSION_MSG.tryAgain}
            </Button>
          }
        />
      </section>
    );
  return (
    <>
      {/* Comments, edits and counts as they change (the tab's live stream). */}
      <Suspense fallback={null}>
        <LiveDiscussion id={query.data.id} />
      </Suspense>
      <DiscussionView discussion={query.data} />
    </>
  );
}

function DiscussionView({ discussion: d }: { discussion: Discussion }) {
  const { user, isModerator } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [draft, setDraft] = useState('');
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const own = user?.id === d.author.id;

  const handleQuote = (markdown: string) => {
    setDraft((text) => (text.trim() ? `${text.trimEnd()}\n\n${markdown}` : markdown));
    requestAnimationFrame(() => {
      replyBox.current?.focus();
      replyBox.current?.setSelectionRange(replyBox.current.value.length, replyBox.current.value.length);
    });
  };

  return (
    <article className="grid gap-5" aria-labelledby="discussion-title">
      <BackLink />
      {editing ? (
        <Suspense fallback={null}>
          <InlineEdit discussion={d} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{categoryLabel(d.category)}</Badge>
              <DiscussionDate iso={d.createdAt} />
              {d.hidden && (
                <Badge variant="warning">
                  <EyeOff aria-hidden /> Hidden
                </Badge>
              )}
            </div>
            <h1 id="discussion-title" className="text-2xl font-semibold break-words sm:text-3xl">
              {d.title}
            </h1>
            <DiscussionAuthor author={d.author} label />
          </header>
          <MarkdownContent html={d.contentHtml} />
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <LikeButton discussion={d} />
        {user && !own && (
          <Button type="button" variant="ghost" size="sm" onClick={() => setReporting(true)}>
            <Flag aria-hidden /> Report
          </Button>
        )}
        <span className="flex items-center gap-1 text-sm text-muted-foreground" aria-label={`${d.commentsCount} comments`}>
          <MessageSquare aria-hidden className="size-4" /> {d.commentsCount}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground" aria-label={`${d.views} views`}>
          <Eye aria-hidden className="size-4" /> {d.views}
        </span>
      </div>

      {own && !editing && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Your discussion">
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      )}
      {isModerator && <ModeratorControls discussion={d} onDelete={() => setDeleting(true)} own={own} />}
      {user && !own && <ReportDialog subjectType="discussion" subjectId={d.id} open={reporting} onOpenChange={setReporting} />}
      <DeleteDiscussionDialog
        id={d.id}
        title={d.title}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => navigate('/discussion')}
        askReason={!own}
      />

      <Comments discussion={d} onQuote={user ? handleQuote : undefined} />
      <CommentForm discussionId={d.id} draft={draft} setDraft={setDraft} textareaRef={replyBox} />
    </article>
  );
}

function LikeButton({ discussion: d }: { discussion: Discussion }) {
  const { user } = useAuth();
  const toggle = useToggleDiscussionLike(d.id);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={d.likedByMe}
      disabled={!user || toggle.isPending}
      title={user ? undefined : DISCUSSION_MSG.loginToLike}
      onClick={() => toggle.mutate(!d.likedByMe, { onError: (err) => notify.error('Error', err.message) })}
      aria-label={`Like (${d.likesCount} ${d.likesCount === 1 ? 'like' : 'likes'})`}
    >
      <Heart aria-hidden className={cn(d.likedByMe && 'fill-current text-primary')} /> {d.likesCount}
    </Button>
  );
}

function ModeratorControls({ discussion: d, onDelete, own }: { discussion: Discussion; onDelete: () => void; own: boolean }) {
  const change = useChangeCategory();
  const hide = useSetDiscussionHidden();
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState<DiscussionCategory>(d.category);
  const [askingWhy, setAskingWhy] = useState(false);
  const handleUpdate = () =>
    change.mutate(
      { id: d.id, category },
      {
        onSuccess: () => {
          notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.categoryUpdated);
          setEditing(false);
        },
        onError: (err) => notify.error('Error', err.message),
      },
    );
  const handleHide = (reason?: string) =>
    hide.mutate(
      { id: d.id, hidden: !d.hidden, reason },
      {
        onSuccess: (r) => (
          setAskingWhy(false),
          notify.success(DISCUSSION_MSG.success, r.hidden ? 'Discussion hidden' : 'Discussion visible again')
        ),
        onError: (err) => notify.error('Error', err.message),
      },
    );
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed p-3" role="group" aria-label="Moderation">
      {editing ? (
        <>
          <div className="grid min-w-56 gap-1">
            <Label htmlFor="moderate-category">Category</Label>
            <Suspense fallback={null}>
              <CategoryPicker id="moderate-category" value={category} onChange={setCategory} disabled={change.isPending} />
            </Suspense>
          </div>
          <Button type="button" size="sm" onClick={handleUpdate} disabled={change.isPending || category === d.category}>
            {change.isPending ? DISCUSSION_MSG.updating : 'Update'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => (setEditing(false), setCategory(d.category))}
            disabled={change.isPending}
          >
            Cancel
          </Button>
        </>
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Tag aria-hidden /> {DISCUSSION_MSG.editCategory}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        variant="outline"
        // Hiding someone else's discussion asks why (for the moderation log); showing it again does not.
        onClick={() => (d.hidden || own ? handleHide() : setAskingWhy(true))}
        disabled={hide.isPending}
      >
        {d.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />} {d.hidden ? 'Show' : 'Hide'}
      </Button>
      <ReasonDialog
        id={d.id}
        open={askingWhy}
        onOpenChange={setAskingWhy}
        title="Hide this discussion?"
        description="Only its author and moderators will see it. Your reason is kept in the moderation log."
        confirmLabel="Hide"
        pending={hide.isPending}
        onConfirm={handleHide}
      />
      {!own && (
        <Button type="button" size="sm" variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
    </div>
  );
}

function Comments({ discussion: d, onQuote }: { discussion: Discussion; onQuote?: (markdown: string) => void }) {
  const comments = useDiscussionComments(d.id);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  const linked = useCommentAnchor(
    items.map((c) => c.id),
    { hasNextPage: comments.hasNextPage, isFetching: comments.isFetching, fetchNextPage: comments.fetchNextPage },
  );
  return (
    <section className="grid gap-3" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-xl font-semibold">
        Comments ({d.commentsCount})
      </h2>
      {comments.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {comments.error.message}{' '}
          <Button type="button" variant="link" onClick={() => comments.refetch()}>
            {DISCUSSION_MSG.tryAgain}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <EmptyState icon={<MessageSquare />} title={DISCUSSION_MSG.noComments} description={DISCUSSION_MSG.beFirst} headingLevel={3} />
      ) : (
        <>
          <ul className="grid gap-3">
            {items.map((c) => (
              <li key={c.id}>
                <CommentItem comment={c} onQuote={onQuote} linked={c.id === linked} />
              </li>
            ))}
          </ul>
          <LoadMore list={comments} count={items.length} label="Load more comments" />
        </>
      )}
    </section>
  );
}

/** 'Leave a comment': disabled when signed out, when the trimmed text is empty, or while posting. */
function CommentForm({
  discussionId,
  draft,
  setDraft,
  textareaRef,
}: {
  discussionId: string;
  draft: string;
  setDraft: (s: string) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const { user } = useAuth();
  const add = useAddDiscussionComment(discussionId);
  const [error, setError] = useState<string>();
  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { CommentContentSchema } = await discussionSchemas();
    const parsed = CommentContentSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.commentAdded);
        setDraft('');
      },
      onError: (err) => notify.error('Error', err.message),
    });
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-2" aria-labelledby="leave-comment">
      <h2 id="leave-comment" className="text-lg font-semibold">
        {DISCUSSION_MSG.leaveComment}
      </h2>
      {!user && (
        <p className="text-sm text-muted-foreground">
          <Link to="/auth" className="underline">
            Sign in
          </Link>{' '}
          to join the discussion.
        </p>
      )}
      <MarkdownEditor
        ref={textareaRef}
        id="comment-content"
        label={DISCUSSION_MSG.leaveComment}
        value={draft}
        onChange={setDraft}
        maxLength={DISCUSSION_COMMENT_MAX}
        rows={4}
        disabled={!user || add.isPending}
        placeholder="Share your thoughts… Markdown and @mentions work."
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!user || !draft.trim() || add.isPending}>
          {add.isPending ? DISCUSSION_MSG.posting : DISCUSSION_MSG.postComment}
        </Button>
      </div>
    </form>
  );
}
