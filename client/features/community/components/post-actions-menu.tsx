import { useRef, useState } from 'react';
import { Flag, MoreHorizontal } from 'lucide-react';
import type { Post } from '#common/schemas/posts';
import { EditDeleteMenu } from '#client/components/edit-delete-menu';
import { lazyDialog } from '#client/components/lazy-dialog';
import { Button } from '#client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';

// What the menu opens waits for a click (or the browser's first idle moment): no part of the feed's first load.
const EditPostDialog = lazyDialog(() => import('./post-action-dialogs').then((m) => m.EditPostDialog));
const DeletePostDialog = lazyDialog(() => import('./post-action-dialogs').then((m) => m.DeletePostDialog));
const ReportDialog = lazyDialog(() => import('#client/components/report-dialog').then((m) => m.ReportDialog));

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
