import type * as React from 'react';
import { Slot } from 'radix-ui';
import { clsx } from 'clsx';

export type VisuallyHiddenProps = React.ComponentProps<'span'> & { asChild?: boolean };

/** Content available to assistive technology but not shown on screen (Tailwind `sr-only`, CSP-safe). */
export function VisuallyHidden({ className, asChild = false, ...props }: VisuallyHiddenProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="visually-hidden" className={clsx('sr-only', className)} {...props} />;
}
