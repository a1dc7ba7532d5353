import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadWhenIdle } from '#client/lib/lazy-load';

/**
 * A dialog component in a chunk of its own (its form, editor, pickers): fetched when the browser is first idle
 * after the page has rendered, or when the dialog first opens, so it is no part of the page's first load;
 * once opened it stays mounted, so it can animate shut.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(loadWhenIdle(async () => ({ default: await load() })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
