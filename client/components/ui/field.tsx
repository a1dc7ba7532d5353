import * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '#client/lib/cn';
import { Label } from './label';

/** Props Field wires onto its control. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type FieldProps = Omit<React.ComponentProps<'div'>, 'id' | 'children'> & {
  /** Id of the control; the label, description and error ids derive from it. */
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Error message; when set the control gets `aria-invalid` and the message is announced. */
  error?: React.ReactNode;
  /** Shows a visual marker; also set `required` on the control itself. */
  required?: boolean;
  /**
   * The control. A single element receives `id`, `aria-describedby` and `aria-invalid`
   * automatically. For composite controls (e.g. a Select whose focusable element is
   * `SelectTrigger`), pass a function and spread the props onto the right element.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

export function Field({ id, label, description, error, required, className, children, ...props }: FieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : undefined,
  };

  return (
    <div data-slot="field" data-invalid={hasError || undefined} className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
