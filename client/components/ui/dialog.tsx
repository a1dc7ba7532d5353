import type * as React from 'react';
import type * as Radix from './dialog-radix';
import { lazyOverlay } from './lazy-overlay';

/** The dialog of the design system (dialog-radix.tsx); its Radix parts load when first needed (lazy-overlay.tsx). */
const dialog = lazyOverlay(() => import('./dialog-radix'), {
  root: 'Dialog',
  trigger: 'DialogTrigger',
  content: 'DialogContent',
  haspopup: 'dialog',
});

export const Dialog = dialog.Root as typeof Radix.Dialog;
export const DialogTrigger = dialog.Trigger as typeof Radix.DialogTrigger;
export const DialogContent = dialog.Content as (props: React.ComponentProps<typeof Radix.DialogContent>) => React.ReactNode;
export const DialogHeader = dialog.part('DialogHeader');
export const DialogFooter = dialog.part('DialogFooter');
export const DialogTitle = dialog.part('DialogTitle');
export const DialogDescription = dialog.part('DialogDescription');
export const DialogClose = dialog.part('DialogClose');
