import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** Move up / Move down of a module, lesson or expert; the ends are disabled. */
export function MoveButtons({
  what,
  first,
  last,
  disabled,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`Move ${what} up`} disabled={first || disabled} onClick={() => onMove('up')}>
        <ArrowUp aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Move ${what} down`} disabled={last || disabled} onClick={() => onMove('down')}>
        <ArrowDown aria-hidden />
      </Button>
    </>
  );
}
