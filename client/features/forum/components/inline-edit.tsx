import { useState } from 'react';
import { DISCUSSION_MSG } from '#common/messages';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_TITLE_MAX } from '#common/forum-constants';
import type { Discussion } from '#common/schemas/discussions';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useUpdateDiscussion } from '#client/features/forum/api/update-discussion';
import { MarkdownEditor } from './markdown-editor';

const discussionSchemas = loadWhenIdle(() => import('#common/schemas/discussions'));

/** The author's inline edit: title and content, Save / Cancel, 'Saving...' while busy. */
export function InlineEdit({ discussion: d, onDone }: { discussion: Discussion; onDone: () => void }) {
  const update = useUpdateDiscussion();
  const [title, setTitle] = useState(d.title);
  const [content, setContent] = useState(d.content);
  const [error, setError] = useState<string>();
  const handleSave = async () => {
    const { DiscussionEditSchema } = await discussionSchemas();
    const parsed = DiscussionEditSchema.safeParse({ title, content });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    update.mutate(
      { id: d.id, input: parsed.data },
      {
        onSuccess: () => {
          notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.updated);
          onDone();
        },
        onError: () => notify.error('Error', DISCUSSION_MSG.updateFailed),
      },
    );
  };
  return (
    <div className="grid gap-3">
      <h1 id="discussion-title" className="sr-only">
        Edit “{d.title}”
      </h1>
      <div className="grid gap-1">
        <Label htmlFor="edit-title">Title</Label>
        <Input id="edit-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={DISCUSSION_TITLE_MAX} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="edit-content">Content</Label>
        <MarkdownEditor
          id="edit-content"
          label="Content"
          value={content}
          onChange={setContent}
          maxLength={DISCUSSION_CONTENT_MAX}
          rows={10}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" onClick={handleSave} disabled={update.isPending}>
          {update.isPending ? DISCUSSION_MSG.saving : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Moderators, admins and super admins: Edit Category ('Updating...', Cancel), hide or show, delete. */
