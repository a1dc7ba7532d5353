import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { cn } from '#client/lib/cn';

/** The dialog around an admin form: title, a note, the form, its error, Cancel and the submit button ('Saving…' while it runs). */
export function FormDialog({
  open,
  title,
  description,
  saveLabel,
  error,
  pending,
  onClose,
  onSubmit,
  children,
  className = 'sm:max-w-2xl',
}: {
  open: boolean;
  title: string;
  description: string;
  saveLabel: string;
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: React.ReactNode;
  /** The dialog's width. */
  className?: string;
}) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={cn('max-h-[90dvh] overflow-y-auto', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {pending ? 'Saving…' : saveLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
