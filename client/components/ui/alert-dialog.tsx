import type * as React from 'react';
import type * as Radix from './alert-dialog-radix';
import { lazyOverlay } from './lazy-overlay';

/** The alert dialog of the design system (alert-dialog-radix.tsx); its Radix parts load when first needed (lazy-overlay.tsx). */
const alertDialog = lazyOverlay(() => import('./alert-dialog-radix'), {
  root: 'AlertDialog',
  trigger: 'AlertDialogTrigger',
  content: 'AlertDialogContent',
  haspopup: 'dialog',
});

export const AlertDialog = alertDialog.Root as typeof Radix.AlertDialog;
export const AlertDialogTrigger = alertDialog.Trigger as typeof Radix.AlertDialogTrigger;
export const AlertDialogContent = alertDialog.Content as (props: React.ComponentProps<typeof Radix.AlertDialogContent>) => React.ReactNode;
export const AlertDialogHeader = alertDialog.part('AlertDialogHeader');
export const AlertDialogFooter = alertDialog.part('AlertDialogFooter');
export const AlertDialogTitle = alertDialog.part('AlertDialogTitle');
export const AlertDialogDescription = alertDialog.part('AlertDialogDescription');
export const AlertDialogAction = alertDialog.part('AlertDialogAction');
export const AlertDialogCancel = alertDialog.part('AlertDialogCancel');
