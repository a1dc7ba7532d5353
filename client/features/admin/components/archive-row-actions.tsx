import { Button } from '#client/components/ui/button';

/** A table row's Edit and Archive / Unarchive buttons, each named after the row for screen readers. */
export function ArchiveRowActions({
  name,
  archived,
  onEdit,
  onToggle,
  restoreLabel = 'Unarchive',
}: {
  name: string;
  archived: boolean;
  onEdit: () => void;
  onToggle: () => void;
  restoreLabel?: string;
}) {
  const label = archived ? restoreLabel : 'Archive';
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="sm" variant={archived ? 'outline' : 'ghost'} aria-label={`${label} ${name}`} onClick={onToggle}>
        {label}
      </Button>
    </div>
  );
}
