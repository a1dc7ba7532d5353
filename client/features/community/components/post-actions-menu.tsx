import { lazy, Suspense, useRef, useState } from 'react';
import { Flag, MoreHorizontal } from 'lucide-react';
import { POST_MSG } from '#common/post-constants';
import type { Post } from '#common/schemas/posts';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { EditDeleteMenu } from '#client/components/edit-delete-menu';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu';
import { useAuth } from '#client/lib/auth';
import { loadWhenIdle } from '#client/lib/lazy-load';
import { notify } from '#client/lib/notify';
import { useDeletePost } from '#client/features/community/api/delete-post';
import { ReportDialog } from '#client/components/report-dialog';
import { cn } from '#client/lib/cn';

// The edit form (and its form library) is fetched after the page has rendered, or when the dialog opens.
const EditPostForm = lazy(loadWhenIdle(() => import('./edit-post-form')));

/** Edit and Delete for the post's author (the server checks again); Report for other members. */
export function PostActionsMenu({ post }: { post: Post }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  if (user.id !== post.author.id) {
    return (
      <>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="ghost" size="icon" className={(own) => cn(own, 'size-9')} aria-label="Post actions">
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden /> Report
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <ReportDialog subjectType="post" subjectId={post.id} open={reporting} onOpenChange={setReporting} />
      </>
    );
  }
  return (
    <>
      <EditDeleteMenu label="Post actions" triggerRef={trigger} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
      <EditPostDialog post={post} open={editing} onOpenChange={setEditing} returnFocus={() => trigger.current?.focus()} />
      <DeletePostDialog post={post} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}

function EditPostDialog({
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

function DeletePostDialog({ post, open, onOpenChange }: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
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
