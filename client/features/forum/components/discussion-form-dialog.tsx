import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DISCUSSION_MSG } from '#common/messages';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_TITLE_MAX } from '#common/forum-constants';
import type { DiscussionCategory, DiscussionSource, DiscussionSummary } from '#common/schemas/discussions';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { FormError } from '#client/components/ui/form-error';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useCreateDiscussion } from '#client/features/forum/api/create-discussion';
import { useUpdateDiscussion } from '#client/features/forum/api/update-discussion';
import { useDiscussionSource } from '#client/features/forum/api/get-discussion-source';
import { CategoryPicker } from './category-picker';
import { MarkdownEditor } from './markdown-editor';

const discussionSchemas = loadWhenIdle(() => import('#common/schemas/discussions'));

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The discussion to edit (its whole text is read when the dialog opens); absent: start a new one. */
  discussion?: Pick<DiscussionSummary, 'id'>;
  defaultCategory?: DiscussionCategory;
}

/** 'Start New Discussion' and the edit dialog: title, category (with descriptions), markdown with preview. */
export function DiscussionFormDialog({ open, onOpenChange, discussion, defaultCategory }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{discussion ? 'Edit Discussion' : DISCUSSION_MSG.startNew}</DialogTitle>
          <DialogDescription>
            {discussion
              ? 'Change the title, category or text of your discussion.'
              : 'Ask a question or share what you know with perfumers and brands.'}
          </DialogDescription>
        </DialogHeader>
        {open &&
          (discussion ? (
            <EditForm id={discussion.id} onDone={() => onOpenChange(false)} />
          ) : (
            <DiscussionForm defaultCategory={defaultCategory} onDone={() => onOpenChange(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** The edit form, once the discussion's whole text has been read (the list sends only its start). */
function EditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const source = useDiscussionSource(id);
  if (source.data) return <DiscussionForm discussion={source.data} onDone={onDone} />;
  if (source.isError && !source.isFetching)
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-sm text-destructive">
          {source.error instanceof ApiError && source.error.status > 0 && source.error.status < 500
            ? source.error.message
            : DISCUSSION_MSG.detailLoadFailed}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="button" onClick={() => source.refetch()}>
            Try Again
          </Button>
        </div>
      </div>
    );
  return <Spinner label="Loading the discussion" className="justify-self-center py-10" />;
}

function DiscussionForm({
  discussion,
  defaultCategory,
  onDone,
}: {
  discussion?: DiscussionSource;
  defaultCategory?: DiscussionCategory;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateDiscussion();
  const update = useUpdateDiscussion();
  const [title, setTitle] = useState(discussion?.title ?? '');
  const [content, setContent] = useState(discussion?.content ?? '');
  const [category, setCategory] = useState<DiscussionCategory>(discussion?.category ?? defaultCategory ?? 'technique');
  const [errors, setErrors] = useState<{ title?: string; content?: string; form?: string }>({});
  const busy = create.isPending || update.isPending;

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { DiscussionCreateSchema, DiscussionEditSchema } = await discussionSchemas();
    if (discussion) {
      const parsed = DiscussionEditSchema.safeParse({ title, content, category });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
      setErrors({});
      update.mutate(
        { id: discussion.id, input: parsed.data },
        {
          onSuccess: () => {
            notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.updated);
            onDone();
          },
          onError: (err) => {
            setErrors({ form: err.message });
            notify.error('Error', DISCUSSION_MSG.updateFailed);
          },
        },
      );
      return;
    }
    if (!title.trim()) return setErrors({ title: 'Title is required' });
    const parsed = DiscussionCreateSchema.safeParse({ title, content, category });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (d) => {
        notify.success(DISCUSSION_MSG.successBang, DISCUSSION_MSG.created);
        onDone();
        navigate(`/discussion/${d.id}`);
      },
      onError: (err) => {
        setErrors({ form: err.message });
        notify.error('Error', err.message || DISCUSSION_MSG.createFailed);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <Field id="discussion-title" label="Title" required error={errors.title}>
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={DISCUSSION_TITLE_MAX}
          autoComplete="off"
          // Editing: the form appears once the text is read, after the dialog has put focus on its close button.
          autoFocus={discussion !== undefined}
        />
      </Field>
      <div className="grid gap-2">
        <Label htmlFor="discussion-category">Category</Label>
        <CategoryPicker id="discussion-category" value={category} onChange={setCategory} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="discussion-content">Content</Label>
        <MarkdownEditor
          id="discussion-content"
          label="Content"
          value={content}
          onChange={setContent}
          maxLength={DISCUSSION_CONTENT_MAX}
          rows={8}
          aria-invalid={errors.content ? true : undefined}
        />
        {errors.content && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.content}
          </p>
        )}
      </div>
      <FormError message={errors.form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={busy || undefined} disabled={busy}>
          {busy ? (discussion ? DISCUSSION_MSG.saving : 'Creating...') : discussion ? 'Save' : 'Create Discussion'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const out: { title?: string; content?: string } = {};
  for (const i of issues) {
    const k = i.path[0];
    if ((k === 'title' || k === 'content') && !out[k]) out[k] = i.message;
  }
  return out;
}
