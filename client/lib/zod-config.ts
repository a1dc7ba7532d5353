/**
 * The page's Content-Security-Policy forbids eval (`script-src 'self'`). Zod compiles object parsers with
 * `new Function` when it can, and finds out whether it can by trying as each object schema is built, which the
 * browser reports as a CSP violation. Jitless mode skips the attempt. It must be set before any schema is built,
 * so this module is the first import of client/main.tsx; it writes the shared object that zod's `config()` writes
 * to (`globalThis.__zod_globalConfig`), because importing `config` from zod/v4/core would put zod's core into the
 * entry chunk of every page.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
