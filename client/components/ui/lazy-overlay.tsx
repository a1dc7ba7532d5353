import { createContext, lazy, Suspense, use, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { loadWhenIdle } from '#client/lib/lazy-load';

type RootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; children?: ReactNode };
type TriggerProps = { asChild?: boolean; children?: ReactNode; onClick?: (event: MouseEvent<HTMLButtonElement>) => void };

/**
 * An overlay of the design system (dialog, alert dialog, menu) whose Radix parts are a chunk of their own, so
 * that a page does not load them before it renders (scripts/check-budgets.mjs): they are fetched when the
 * browser is first idle, or when the overlay first opens if that comes sooner. Until then a closed overlay
 * is only its trigger, a plain button with the same look that opens it; its content renders nothing.
 * `load` is the module with the Radix parts; `root`, `trigger` and `content` name three of them, and
 * `part(name)` gives any of them (all render only inside the content, once the module is there), and
 * `useClosed()` lets a part draw its own placeholder (the select's trigger shows the chosen value).
 */
export function lazyOverlay<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  names: { root: keyof M; trigger: keyof M; content: keyof M; haspopup: 'dialog' | 'menu' | 'listbox' },
) {
  const get = loadWhenIdle(load);
  const part = <K extends keyof M>(name: K) =>
    lazy(async () => ({ default: (await get())[name] as ComponentType<object> })) as unknown as M[K];
  // While the Radix parts are not in use: how the placeholder trigger opens the overlay.
  const Closed = createContext<(() => void) | null>(null);
  const RealRoot = part(names.root) as ComponentType<RootProps>;
  const RealTrigger = part(names.trigger) as ComponentType<TriggerProps>;
  const RealContent = part(names.content) as ComponentType<object>;

  function Root({ open, defaultOpen, onOpenChange, children, ...props }: RootProps) {
    const [inUse, setInUse] = useState(Boolean(open || defaultOpen));
    const [openedByTrigger, setOpenedByTrigger] = useState(false);
    if (open && !inUse) setInUse(true);
    const openFromTrigger = () => {
      setInUse(true);
      setOpenedByTrigger(true);
      onOpenChange?.(true);
    };
    const closed = <Closed value={openFromTrigger}>{children}</Closed>;
    if (!inUse) return closed;
    return (
      <Suspense fallback={closed}>
        <Closed value={null}>
          <RealRoot open={open} defaultOpen={defaultOpen || openedByTrigger} onOpenChange={onOpenChange} {...props}>
            {children}
          </RealRoot>
        </Closed>
      </Suspense>
    );
  }

  function Trigger({ asChild, onClick, ...props }: TriggerProps) {
    const openFromTrigger = use(Closed);
    if (!openFromTrigger) return <RealTrigger asChild={asChild} onClick={onClick} {...props} />;
    const Comp = asChild ? Slot.Root : 'button';
    return (
      <Comp
        type={asChild ? undefined : 'button'}
        aria-haspopup={names.haspopup}
        aria-expanded={false}
        data-state="closed"
        {...props}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) openFromTrigger();
        }}
      />
    );
  }

  function Content(props: object) {
    return use(Closed) ? null : <RealContent {...props} />;
  }

  /** Inside the overlay: how a placeholder opens it while the Radix parts are not in use, or null once they are. */
  const useClosed = () => use(Closed);

  return { Root, Trigger, Content, part, useClosed };
}
