import { toast } from 'sonner';

/**
 * Toasts, one at a time: a new toast dismisses the one showing, so messages never pile up
 * (and dismissed toasts are removed at once, not kept for ~1,000,000 ms as in the prototype).
 */
export const notify = {
  success(title: string, description?: string) {
    toast.dismiss();
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.dismiss();
    toast.error(title, { description });
  },
  info(title: string, description?: string, durationMs?: number) {
    toast.dismiss();
    toast(title, { description, duration: durationMs });
  },
};
