import type * as React from 'react';
import type * as Radix from './dropdown-menu-radix';
import { lazyOverlay } from './lazy-overlay';

/** The menu of the design system (dropdown-menu-radix.tsx); its Radix parts load when first needed (lazy-overlay.tsx). */
const menu = lazyOverlay(() => import('./dropdown-menu-radix'), {
  root: 'DropdownMenu',
  trigger: 'DropdownMenuTrigger',
  content: 'DropdownMenuContent',
  haspopup: 'menu',
});

export const DropdownMenu = menu.Root as typeof Radix.DropdownMenu;
export const DropdownMenuTrigger = menu.Trigger as typeof Radix.DropdownMenuTrigger;
export const DropdownMenuContent = menu.Content as (props: React.ComponentProps<typeof Radix.DropdownMenuContent>) => React.ReactNode;
export const DropdownMenuGroup = menu.part('DropdownMenuGroup');
export const DropdownMenuItem = menu.part('DropdownMenuItem');
export const DropdownMenuLabel = menu.part('DropdownMenuLabel');
export const DropdownMenuSeparator = menu.part('DropdownMenuSeparator');
