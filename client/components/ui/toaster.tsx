import { useEffect } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { toastOutletMounted } from '#client/lib/notify';

/**
 * App-wide toast outlet: one toast at a time, top-center, coloured by type, dismissible. Mount once, lazily
 * (the app does): toasts go through `notify`, which waits for this outlet.
 */
export function Toaster(props: ToasterProps) {
  // Sonner's own outlet (a child) has subscribed by the time this effect runs.
  useEffect(() => toastOutletMounted(), []);
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      theme="light"
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-lg',
          title: 'font-medium',
        },
      }}
      {...props}
    />
  );
}

export default Toaster;
