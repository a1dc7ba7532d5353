import { useForm } from 'react-hook-form';
import { POST_CONTENT_MAX, POST_MSG } from '#common/post-constants';
import type { Post, PostEditInput } from '#common/schemas/posts';
import { Button } from '#client/components/ui/button';
import { DialogFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/textarea';
import { lazyZodResolver } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useUpdatePost } from '#client/features/community/api/update-post';

const editResolver = lazyZodResolver(() => import('#common/schemas/posts').then((m) => m.PostEditSchema));

/** The text of one's own post, in the Edit post dialog (post-actions-menu.tsx). */
export default function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const update = useUpdatePost();
  const form = useForm<PostEditInput>({ resolver: editResolver, defaultValues: { content: post.content } });
  const length = form.watch('content')?.length ?? 0;
  const id = `edit-post-${post.id}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: post.id, input: { content: values.content } });
      notify.success(POST_MSG.postUpdated, POST_MSG.postUpdatedDescription);
      onDone();
    } catch {
      notify.error(POST_MSG.errorUpdating, POST_MSG.updateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        id={id}
        label="Post text"
        error={form.formState.errors.content?.message}
        description={`${length} / ${POST_CONTENT_MAX} characters`}
      >
        <Textarea rows={6} maxLength={POST_CONTENT_MAX} {...form.register('content')} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
