import { createContext, useContext, useId } from 'react';
import type * as React from 'react';
import { cn } from '#client/lib/cn';

interface RadioGroupState {
  name: string;
  value: string | undefined;
  disabled: boolean;
  onValueChange?(value: string): void;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export type RadioGroupProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  value?: string;
  onValueChange?(value: string): void;
  /** The inputs' shared `name` (one is made up if omitted). */
  name?: string;
  disabled?: boolean;
};

/**
 * A radio group of native radio inputs (the browser gives them arrow-key moves, Tab to the checked one and
 * the radio role): no library, so a form that shows one renders without Radix. Give it an accessible name.
 */
export function RadioGroup({ className, value, onValueChange, name, disabled = false, ...props }: RadioGroupProps) {
  const fallbackName = useId();
  return (
    <RadioGroupContext value={{ name: name ?? fallbackName, value, disabled, onValueChange }}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-disabled={disabled || undefined}
        className={cn('grid gap-3', className)}
        {...props}
      />
    </RadioGroupContext>
  );
}

export type RadioGroupItemProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name'> & { value: string };

export function RadioGroupItem({ className, value, disabled, onKeyDown, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  const checked = group.value === value;
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      data-state={checked ? 'checked' : 'unchecked'}
      name={group.name}
      value={value}
      checked={checked}
      disabled={disabled ?? group.disabled}
      onChange={() => group.onValueChange?.(value)}
      onKeyDown={(e) => {
        // As in the WAI-ARIA radio group pattern, Enter does not act on a radio (and does not submit the form).
        if (e.key === 'Enter') e.preventDefault();
        onKeyDown?.(e);
      }}
      className={cn(
        'peer aspect-square size-5 shrink-0 appearance-none rounded-full border border-primary bg-card text-primary shadow-xs',
        'checked:bg-[radial-gradient(circle,var(--color-primary)_0.3rem,transparent_0.34rem)]',
        'transition-colors outline-hidden',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
