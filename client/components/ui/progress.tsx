import type * as React from 'react';
import { cn } from '#client/lib/cn';

export type ProgressProps = React.ComponentProps<'div'> & { value?: number | null; max?: number };

/**
 * A progress bar in plain markup (role, values and data attributes as Radix Progress gave them).
 * Give it an accessible name: `aria-label` or `aria-labelledby`. Omit `value` for an indeterminate bar.
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent = value == null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  const state = value == null ? 'indeterminate' : value === max ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value == null ? undefined : `${Math.round((value / max) * 100)}%`}
      data-state={state}
      data-value={value ?? undefined}
      data-max={max}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div
        data-state={state}
        data-value={value ?? undefined}
        data-max={max}
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 rounded-full bg-primary transition-transform duration-300',
          percent === null && 'w-1/3 animate-pulse',
        )}
        // A CSSOM style update (not an inline style attribute), so it is CSP-safe.
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
