import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** How long after the page has loaded the background fetches start if the user has not acted before then. */
const SETTLE_MS = 3000;
const waiting: (() => void)[] = [];
let started = false;
let draining = false;

/** Runs the queued fetches one per idle period, so no two chunks are evaluated in one task. */
function drain() {
  if (draining || !waiting.length) return;
  draining = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
  const next = () => {
    const run = waiting.shift();
    if (!run) {
      draining = false;
      return;
    }
    run();
    whenIdle(next);
  };
  whenIdle(next);
}

/**
 * The background fetches start at the user's first sign of intent (a touch, a press, a key, a focus), so what
 * they reach for comes next; otherwise once the page has loaded and stayed untouched for SETTLE_MS. On a slow
 * phone the first seconds belong to the page the visitor sees (painting, hydrating), not to chunks for dialogs
 * and forms they may never open.
 */
function startBackgroundFetches() {
  started = true;
  drain();
}

if (typeof window !== 'undefined') {
  const intents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const onIntent = () => {
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    startBackgroundFetches();
  };
  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  const afterLoad = () => window.setTimeout(onIntent, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * A module the page needs only once the user acts (a form's schemas, and zod with them: a third of a form
 * page's first load), fetched once: in the background (startBackgroundFetches: at the user's first intent, or
 * once the page has settled), or at first use if that comes sooner. It is not part of the page's first load
 * (scripts/check-budgets.mjs), yet it is there by the time the user submits. A failed fetch is tried again at
 * the next use.
 */
export function loadWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  if (typeof window !== 'undefined') {
    waiting.push(() => void get().catch(() => undefined));
    if (started) drain();
  }
  return get;
}

/**
 * react-hook-form's zod resolver for a schema of common/schemas that is loaded with loadWhenIdle: the form
 * validates with the same schema as the server, and a validation before the schema has arrived waits for it.
 */
export function lazyZodResolver<T extends z.ZodType<unknown, FieldValues>>(
  load: () => Promise<T>,
): Resolver<z.input<T>, unknown, z.output<T>> {
  const resolver = loadWhenIdle(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
    return zodResolver(schema) as unknown as Resolver<z.input<T>, unknown, z.output<T>>;
  });
  return async (values, context, options) => (await resolver())(values, context, options);
}
