import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { VisuallyHidden } from './visually-hidden';

const spinnerVariants = cva('animate-spin text-current', {
  variants: {
    size: { sm: 'size-4', default: 'size-5', lg: 'size-8' },
  },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers. */
    label?: string;
  };

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center justify-center text-primary', className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" data-spinner="" className={spinnerVariants({ size })} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
