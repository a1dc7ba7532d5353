import { createContext, useContext, useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '#client/lib/cn';

interface TabsState {
  baseId: string;
  value: string | undefined;
  select(value: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside Tabs`);
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

/**
 * Tabs after the WAI-ARIA tabs pattern, in plain markup (no library in a page's first load): a tablist whose
 * tabs take focus one at a time (Tab enters at the selected one; Left/Right, Home/End move focus and select,
 * skipping disabled tabs, wrapping round) and one tabpanel, the selected one's (the others are not rendered,
 * unless `forceMount` keeps them, hidden). Controlled (`value`, `onValueChange`) or not (`defaultValue`);
 * attributes as Radix Tabs gave them.
 */
export function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move between the enabled tabs of the list, selecting the one reached. */
function handleListKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[e.key];
  if (!move || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(e.target as HTMLButtonElement);
  if (index === -1) return;
  e.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented) handleListKeyDown(e);
      }}
      className={cn(
        'inline-flex h-10 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ className, value, disabled, onFocus, onMouseDown, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      disabled={disabled}
      // Only the selected tab is in the page's Tab order; the arrow keys reach the others.
      tabIndex={active ? 0 : -1}
      onMouseDown={(e) => {
        onMouseDown?.(e);
        // A left click without Ctrl selects at once (Ctrl-click is a context menu on macOS); focus follows.
        if (!disabled && e.button === 0 && !e.ctrlKey) tabs.select(value);
        else e.preventDefault();
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === ' ' || e.key === 'Enter') tabs.select(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        // Focus follows selection: a tab reached by the keyboard is selected.
        if (!active && !disabled) tabs.select(value);
      }}
      className={cn(
        'inline-flex h-full shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium',
        'transition-colors outline-hidden hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<'div'> & {
  value: string;
  /** Keep the panel (hidden) while another tab is selected, so what it holds keeps its state. */
  forceMount?: true;
};

export function TabsContent({ className, value, forceMount, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!active}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      tabIndex={0}
      className={cn('rounded-md outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2', className)}
      {...props}
    />
  );
}
