import { loadWhenIdle } from './lazy-load';

/**
 * The app's wording (common/messages: one object, 2.5 KB) for what the shell and the route guards say only
 * after something happened (signed out, access denied): fetched when idle, so no first paint carries it.
 */
export const loadMessages = loadWhenIdle(() => import('#common/messages').then((m) => m.MSG));
