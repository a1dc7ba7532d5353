import type * as React from 'react';
import { cn } from '#client/lib/cn';

/** Decorative placeholder; pair a loading region with `aria-busy` or a Spinner for screen readers. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
