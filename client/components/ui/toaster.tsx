import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/** App-wide toast outlet: one toast at a time, top-center, coloured by type, dismissible. Mount once. */
export function Toaster(props: ToasterProps) {
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
