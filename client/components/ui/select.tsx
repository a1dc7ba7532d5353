import { Children, createContext, isValidElement, use, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type * as Radix from './select-radix';
import { lazyOverlay } from './lazy-overlay';
import { selectTriggerClassName } from './select-trigger';

/**
 * The select of the design system (select-radix.tsx); its Radix parts load when the browser is first idle or the
 * select is first opened (lazy-overlay.tsx). Until then its trigger is drawn here, with the chosen item's text.
 */
const select = lazyOverlay(() => import('./select-radix'), {
  root: 'Select',
  trigger: 'SelectTrigger',
  content: 'SelectContent',
  haspopup: 'listbox',
});
const Root = select.Root as typeof Radix.Select;
const RealTrigger = select.part('SelectTrigger');
const RealValue = select.part('SelectValue');

/** What the placeholder trigger shows: the chosen item's text, and whether the select is disabled. */
const Chosen = createContext<{ label: ReactNode; disabled?: boolean }>({ label: undefined });

export const SelectContent = select.Content as (props: ComponentProps<typeof Radix.SelectContent>) => ReactNode;
export const SelectGroup = select.part('SelectGroup');
export const SelectItem = select.part('SelectItem');
export const SelectLabel = select.part('SelectLabel');
export const SelectSeparator = select.part('SelectSeparator');

export function Select(props: ComponentProps<typeof Radix.Select>) {
  const label = props.value ? itemText(props.children, props.value) : undefined;
  return (
    <Chosen value={{ label, disabled: props.disabled }}>
      <Root {...props} />
    </Chosen>
  );
}

/** The children of the SelectItem with this value, as Radix shows them in the trigger. */
function itemText(node: ReactNode, value: string): ReactNode {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ value?: string; children?: ReactNode }>(child)) continue;
    if (child.type === SelectItem) {
      if (child.props.value === value) return child.props.children;
    } else {
      const found = itemText(child.props.children, value);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function SelectTrigger({ className, size = 'default', children, onKeyDown, ...props }: Radix.SelectTriggerProps) {
  const openFromTrigger = select.useClosed();
  const { label, disabled } = use(Chosen);
  if (!openFromTrigger) {
    return (
      <RealTrigger className={className} size={size} onKeyDown={onKeyDown} {...props}>
        {children}
      </RealTrigger>
    );
  }
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      data-placeholder={label === undefined ? '' : undefined}
      disabled={disabled}
      data-slot="select-trigger"
      data-size={size}
      className={cn(selectTriggerClassName, className)}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) openFromTrigger();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        // Radix opens on the arrows as well as on Enter and Space (which click a button).
        if (!event.defaultPrevented && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          openFromTrigger();
        }
      }}
    >
      {children}
      <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
    </button>
  );
}

export function SelectValue({ placeholder, ...props }: ComponentProps<typeof Radix.SelectValue>) {
  const closed = select.useClosed();
  const { label } = use(Chosen);
  if (!closed) return <RealValue placeholder={placeholder} {...props} />;
  return (
    <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
      {label === undefined ? placeholder : label}
    </span>
  );
}
