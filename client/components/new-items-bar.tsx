import type { RefObject } from 'react';
import { ArrowUp } from 'lucide-react';
import type { ListTopic, LiveMessage } from '#common/live-constants';
import { cn } from '#client/lib/cn';
import { Button } from '#client/components/ui/button';
import { useNewItems } from '#client/lib/live';

export interface NewItemsBarProps {
  /** The live topic new items are announced on (`feed`, `forum`); null: none (the list does not take them at its top). */
  topic: ListTopic | null;
  /** The event kind that announces one (`post`, `discussion`). */
  kind: string;
  /** The ids the list holds now. */
  loaded: readonly string[];
  /** The list's filters: the count starts again when they change. */
  listKey?: string;
  accept?: (message: LiveMessage) => boolean;
  one: string;
  many: string;
  /** The list's element, whose items keep their place on screen. */
  list: RefObject<HTMLElement | null>;
  /** Brings the new items in (a refetch). */
  bringIn: () => Promise<unknown>;
}

/**
 * "3 new posts — show": a button over a list when newer items the viewer may see have appeared (announced by the
 * tab's live stream, the server deciding per viewer), drawn in the list's NewItemsSlot (a polite live region, so a
 * screen reader announces it without interrupting); showing keeps the reader's place. Pages load it lazily (its
 * chunk, and the stream's code, are no part of their first load: it has nothing to show before something new
 * arrives), with vite.config.ts's LIVE_PARTS.
 */
export default function NewItemsBar({ topic, kind, loaded, listKey, accept, one, many, list, bringIn }: NewItemsBarProps) {
  const count = useNewItems(topic, kind, loaded, listKey, accept).length;
  if (count === 0) return null;
  return (
    <Button
      type="button"
      size="sm"
      className={(own) => cn(own, 'rounded-full shadow-md')}
      onClick={() => void showKeepingPlace(list.current, bringIn)}
    >
      <ArrowUp aria-hidden="true" />
      {count} {count === 1 ? one : many} — show
    </Button>
  );
}

/**
 * Brings newer items in at the top of `list` (awaiting `bringIn`) without moving what the reader is looking at:
 * the first item in view stays where it was on screen (a reader at the top sees the new items). Then the keyboard's
 * focus goes to the first item, without scrolling, so the next Tab continues from the new ones.
 */
async function showKeepingPlace(list: HTMLElement | null, bringIn: () => Promise<unknown>) {
  const items = list ? ([...list.children] as HTMLElement[]) : [];
  const anchor = window.scrollY > 0 ? items.find((el) => el.getBoundingClientRect().bottom > 0) : undefined;
  const top = anchor?.getBoundingClientRect().top;
  await bringIn();
  // React draws the new items in a task of its own, before the second frame.
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  if (anchor?.isConnected && top !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - top);
  list?.querySelector<HTMLElement>('li a[href], li button')?.focus({ preventScroll: true });
}
