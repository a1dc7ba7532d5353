import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const imports: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports;

/**
 * The `#client/*`, `#server/*`, `#common/*` aliases of package.json "imports", as Vite and Vitest
 * aliases. package.json is the one place they are declared (tsconfig "paths" repeats them for tsc and
 * Playwright); Node, tsx and drizzle-kit read package.json themselves.
 */
export const importAliases = Object.entries(imports).map(([from, to]) => ({
  find: new RegExp(`^${from.replace('*', '(.*)')}$`),
  replacement: path.join(root, to.replace('*', '$1')),
}));
