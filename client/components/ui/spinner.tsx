import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { VisuallyHidden } from './visually-hidden';

const spinnerVariants = cva('animate-spin text-current', {
  variants: {
    size: { sm: 'size-4', default: 'size-5', lg: 'size-8' },
  },
  defaultVariants: { size: 'default' },
});

/** The spinner's colour: the brand's, or its parent's text colour (inside a button). */
export const spinnerTones = cva('inline-flex items-center justify-center', {
  variants: { tone: { primary: 'text-primary', current: 'text-current' } },
  defaultVariants: { tone: 'primary' },
});

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> &
  VariantProps<typeof spinnerTones> & {
    /** Announced to screen readers. */
    label?: string;
  };

/** The caller's classes are added, not merged (see Button): the colour is `tone`. */
export function Spinner({ className, size, tone, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={clsx(spinnerTones({ tone }), className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" data-spinner="" className={spinnerVariants({ size })} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
