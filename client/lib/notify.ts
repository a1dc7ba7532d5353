import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

/**
 * The toast library is not part of any page's first load: the first toast fetches it and asks the app to
 * mount the (lazy) <Toaster /> outlet; a toast waits until the outlet is mounted, since one published before
 * it subscribes would be lost.
 */
let toastModule: Promise<Toast> | null = null;
let requested = false;
const requestListeners = new Set<() => void>();

/** Whether a toast was asked for; `listener` is called on the first one. Returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  else requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
let outletReady: () => void = () => {};
const outletMounted = new Promise<void>((resolve) => {
  outletReady = resolve;
});

/** Called once by the Toaster outlet when it has mounted (and so subscribed to new toasts). */
export function toastOutletMounted() {
  outletReady();
}

function show(fn: (toast: Toast) => void) {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
    requestListeners.clear();
  }
  toastModule ??= import('sonner').then((m) => m.toast);
  void Promise.all([toastModule, outletMounted]).then(([toast]) => fn(toast));
}

/**
 * Toasts, one at a time: a new toast dismisses the one showing, so messages never pile up
 * (and dismissed toasts are removed at once, not kept for ~1,000,000 ms as in the prototype).
 */
export const notify = {
  success(title: string, description?: string) {
    show((toast) => {
      toast.dismiss();
      toast.success(title, { description });
    });
  },
  error(title: string, description?: string) {
    show((toast) => {
      toast.dismiss();
      toast.error(title, { description });
    });
  },
  info(title: string, description?: string, durationMs?: number) {
    show((toast) => {
      toast.dismiss();
      toast(title, { description, duration: durationMs });
    });
  },
};
