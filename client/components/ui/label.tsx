import type * as React from 'react';
import { cn } from '#client/lib/cn';

export type LabelProps = React.ComponentProps<'label'>;

/** A form label (plain markup; as Radix Label did, a double click on its text does not select the text). */
export function Label({ className, onMouseDown, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      onMouseDown={(e) => {
        // A click on a control inside the label is the control's own.
        if ((e.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(e);
        if (!e.defaultPrevented && e.detail > 1) e.preventDefault();
      }}
      className={cn(
        'inline-flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
