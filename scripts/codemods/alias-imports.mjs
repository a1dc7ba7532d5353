#!/usr/bin/env node
/**
 * Rewrites relative imports that climb out of their folder (`../…`) into the package's import
 * aliases (`#client/…`, `#server/…`, `#common/…`, declared in package.json "imports").
 *
 *   node scripts/codemods/alias-imports.mjs          rewrite in place, print what changed
 *   node scripts/codemods/alias-imports.mjs --check  change nothing; exit 1 if something would change
 *
 * Safe to run again at any time (an aliased import is left alone), for instance after merging
 * branches written before the aliases existed. Imports of the same folder (`./x`) stay relative.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {}).map(([alias, target]) => ({
  alias: alias.replace(/\*$/, ''),
  dir: path.join(root, target.replace(/\*$/, '')),
}));
const SCAN = ['client', 'server', 'common', 'e2e', 'bench', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'public']);
const EXT = /\.(ts|tsx|mts|mjs|js)$/;
// `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')`: the specifier is group 2.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|importActual|doMock)\(\s*)(['"])(\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (EXT.test(name) && !full.endsWith(path.join('scripts', 'codemods', 'alias-imports.mjs'))) yield full;
  }
}

/** The alias for `spec` imported from `file`, or null when it points outside every aliased folder. */
function aliasFor(file, spec) {
  const target = path.resolve(path.dirname(file), spec);
  for (const { alias, dir } of aliases) {
    if (target.startsWith(dir)) return alias + path.relative(dir, target).split(path.sep).join('/');
  }
  return null;
}

const check = process.argv.includes('--check');
let changedFiles = 0;
let changedImports = 0;
for (const top of SCAN) {
  let exists = true;
  try {
    statSync(path.join(root, top));
  } catch {
    exists = false;
  }
  if (!exists) continue;
  for (const file of files(path.join(root, top))) {
    const before = readFileSync(file, 'utf8');
    let count = 0;
    const after = before.replace(SPECIFIER, (whole, head, quote, spec) => {
      const alias = aliasFor(file, spec);
      if (!alias) return whole;
      count++;
      return `${head}${quote}${alias}${quote}`;
    });
    if (!count) continue;
    changedFiles++;
    changedImports += count;
    console.log(`${check ? 'would change' : 'changed'} ${path.relative(root, file)} (${count})`);
    if (!check) writeFileSync(file, after);
  }
}
console.log(`${changedImports} import(s) in ${changedFiles} file(s) ${check ? 'would change' : 'rewritten'}.`);
if (check && changedImports) process.exit(1);
