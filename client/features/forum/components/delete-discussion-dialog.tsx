import { DISCUSSION_MSG } from '#common/messages';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { ReasonDialog } from '#client/components/reason-dialog';
import { notify } from '#client/lib/notify';
import { useDeleteDiscussion } from '#client/features/forum/api/delete-discussion';

/**
 * The delete confirmation; `onDeleted` runs after the server removed it. A moderator deleting someone else's
 * discussion (`askReason`) is asked why instead, for the moderation log.
 */
export function DeleteDiscussionDialog({
  id,
  title,
  open,
  onOpenChange,
  onDeleted,
  askReason,
}: {
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onDeleted?: () => void;
  askReason?: boolean;
}) {
  const remove = useDeleteDiscussion();
  const handleDelete = (reason?: string) =>
    remove.mutate(
      { id, reason },
      {
        onSuccess: () => {
          notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.deleted);
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (err) => notify.error('Error', err.message || DISCUSSION_MSG.deleteFailed),
      },
    );
  if (askReason)
    return (
      <ReasonDialog
        id={id}
        open={open}
        onOpenChange={onOpenChange}
        title="Delete this discussion?"
        description={`“${title}” and all its comments will be deleted. This cannot be undone. Your reason is kept in the moderation log.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        destructive
        pending={remove.isPending}
        onConfirm={handleDelete}
      />
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this discussion?"
      description={<>“{title}” and all its comments will be deleted. This cannot be undone.</>}
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => handleDelete()}
    />
  );
}
