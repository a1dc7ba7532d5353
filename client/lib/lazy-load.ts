import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A module the page needs only once the user acts (a form's schemas, and zod with them: a third of a form
 * page's first load), fetched once: when the browser is first idle after the page has rendered, or at first
 * use if that comes sooner. It is not part of the page's first load (scripts/check-budgets.mjs), yet it is
 * there by the time the user submits. A failed fetch is tried again at the next use.
 */
export function loadWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  if (typeof window !== 'undefined') {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => void get().catch(() => undefined));
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
