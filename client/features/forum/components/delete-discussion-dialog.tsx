import { DISCUSSION_MSG } from '#common/messages';
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
import { notify } from '#client/lib/notify';
import { useDeleteDiscussion } from '#client/features/forum/api/delete-discussion';

/** The delete confirmation; `onDeleted` runs after the server removed it. */
export function DeleteDiscussionDialog({
  id,
  title,
  open,
  onOpenChange,
  onDeleted,
}: {
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteDiscussion();
  const handleDelete = (e: React.MouseEvent) => {
    e.preventDefault();
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(DISCUSSION_MSG.success, DISCUSSION_MSG.deleted);
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (err) => notify.error('Error', err.message || DISCUSSION_MSG.deleteFailed),
    });
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this discussion?</AlertDialogTitle>
          <AlertDialogDescription>“{title}” and all its comments will be deleted. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
