import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server pre-rendered (client/entry-server.tsx),
 * then true; true from the start for a page the browser renders itself. What the server cannot know (this tab's
 * sessionStorage) is read only once it is true, so the hydrated page first matches the pre-rendered one.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
