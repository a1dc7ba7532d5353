import { lazy, Suspense } from 'react';
import { POST_MSG } from '#common/post-constants';
import type { Post } from '#common/schemas/posts';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useDeletePost } from '#client/features/community/api/delete-post';

// The edit form (and its form library) is fetched after the dialog's chunk, when idle, or when the dialog opens.
const EditPostForm = lazy(loadWhenIdle(() => import('./edit-post-form')));

/** The post author's Edit dialog (post-actions-menu.tsx loads it when idle or first opened). */
export function EditPostDialog({
  post,
  open,
  onOpenChange,
  returnFocus,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          // Opened from the menu, which is gone by now: focus its button again.
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>Change what your post says.</DialogDescription>
        </DialogHeader>
        {/* Mounted on each opening, so the form starts from the post's current text. */}
        <Suspense fallback={null}>
          <EditPostForm post={post} onDone={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** The confirmation of a post's deletion. */
export function DeletePostDialog({ post, open, onOpenChange }: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeletePost();
  // The dialog stays open until the server has answered.
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(post.id);
      notify.success(POST_MSG.postDeleted, POST_MSG.postDeletedDescription);
      onOpenChange(false);
    } catch {
      notify.error(POST_MSG.errorDeleting, POST_MSG.deleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      description="The post, its spritz and its comments will be removed. This cannot be undone."
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => void handleDelete()}
    />
  );
}
