import type { Ref } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu';
import { cn } from '#client/lib/cn';

/** The ⋯ menu on one's own post or discussion: Edit, and Delete (which the caller confirms). */
export function EditDeleteMenu({
  label,
  onEdit,
  onDelete,
  triggerRef,
}: {
  /** The trigger's name for screen readers ('Post actions', 'Actions for …'). */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The trigger, for the caller to return focus to when its dialog closes. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} type="button" variant="ghost" size="icon" className={(own) => cn(own, 'size-9')} aria-label={label}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden /> Edit
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
