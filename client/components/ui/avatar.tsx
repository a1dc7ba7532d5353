import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '#client/lib/cn';

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full ring-1 ring-border', className)}
      {...props}
    />
  );
}

/** Always pass a meaningful `alt` (e.g. the member's name), or `alt=""` when the name is shown next to it. */
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full object-cover', className)} {...props} />;
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-secondary text-sm font-medium text-secondary-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}
