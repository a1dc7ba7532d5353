import type * as React from 'react';
import { cn } from '#client/lib/cn';

/** Shared look for text-like form controls (input, textarea, select trigger). */
export const controlClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground transition-[color,box-shadow,border-color] outline-hidden',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
);

export type InputProps = React.ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClassName,
        'h-10 py-2',
        'file:mr-3 file:h-full file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
