#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): busy time (idle and GC split out) by package and the
// functions with the most self time.   node bench/profile-summary.mjs FILE.cpuprofile [top=25]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dts = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dts[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) => {
  if (!url) return '(native/V8)';
  const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/dist/server/')) return 'sillage (dist/server)';
  return url.replace(/^file:\/\//, '');
};
const byPkg = new Map();
const byFn = new Map();
let idle = 0;
for (const [id, t] of self) {
  const { callFrame: f } = byId.get(id);
  if (f.functionName === '(idle)') {
    idle += t;
    continue;
  }
  const pkg =
    f.functionName === '(garbage collector)' ? '(garbage collector)' : f.functionName === '(program)' ? '(program)' : where(f.url);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
  const key = `${f.functionName || '(anonymous)'}  ${pkg}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
}
const busy = total - idle;
const pct = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %)\n`);
console.log('busy time by package');
for (const [k, t] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(t)}  ${k}`);
console.log('\nfunctions with the most self time');
for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25))) console.log(`  ${pct(t)}  ${k}`);
