import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium',
    'transition-colors outline-hidden select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 rounded-md px-4 py-2 text-sm',
        sm: 'h-9 rounded-md px-3 text-[0.8125rem]',
        lg: 'h-11 rounded-lg px-6 text-base',
        icon: 'size-10 rounded-md text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'className'> &
  ButtonVariantProps & {
    /**
     * Added to the variant's classes; none may set what a variant sets. To override one of them, pass a
     * function of the variant's classes: `(own) => cn(own, 'h-8 px-2')` (tailwind-merge, in the page's chunk).
     */
    className?: string | ((own: string) => string);
    /** Render the child element (e.g. a router `<Link>`) with button styles instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * The caller's classes are added to the variant's, not merged (no tailwind-merge in the shell's first load);
 * `class-lists.test.ts` checks every call site.
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={
        typeof className === 'function' ? className(buttonVariants({ variant, size })) : clsx(buttonVariants({ variant, size }), className)
      }
      {...props}
    />
  );
}
