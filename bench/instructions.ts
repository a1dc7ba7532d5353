/**
 * Instructions per request: what a request costs the app's process, counted by valgrind (callgrind), which
 * counts the same for the same code whatever else the machine is doing. CPU time per request (bench/api.ts)
 * swings by a third between runs minutes apart on a shared machine; this repeats within about 1 %, so a change
 * of a few percent can be seen. It is what this project's request-path changes were measured with
 * (docs/benchmarks/api.md).
 *
 *   node --import tsx bench/instructions.ts [--path /api/posts?limit=12] [--signed] [--requests 200,1200] [--top 30]
 *     [--node-flags '--max-semi-space-size=32']   (Node/V8 flags for the app's process, e.g. to weigh a heap setting)
 *     [--names]   (JavaScript compiled by V8 named by function and source line instead of shown as an address)
 *
 * The app is built in one process on the bench database (filled by `npm run bench` first) and answers GETs
 * through `app.inject`, in two runs of different lengths at once; the difference between them divided by the
 * difference in requests leaves out start-up and warm-up. Printed: the total per request, the same without the
 * JIT compiler's work (V8 is still optimising after a thousand requests under valgrind; in a long-running
 * server that work is done), and with --top, the functions that take the most. JavaScript that V8 compiled shows
 * as an address, unless --names: then the app runs with `--perf-basic-prof` and each address is looked up in the
 * map V8 writes (/tmp/perf-PID.map), so the same function adds up across its compiled tiers and the two runs.
 * The database's own work is not counted: it runs in PostgreSQL's processes.
 * Needs valgrind (Debian's package) and callgrind_annotate.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sillage_bench_api' },
    path: { type: 'string', default: '/api/posts?limit=12' },
    signed: { type: 'boolean', default: false },
    requests: { type: 'string', default: '200,1200' },
    top: { type: 'string', default: '0' },
    'node-flags': { type: 'string', default: '' },
    names: { type: 'boolean', default: false },
  },
});
const [few, many] = values.requests!.split(',').map(Number);
if (!(few >= 0 && many > few)) throw new Error('--requests: two counts, the second larger, e.g. 200,1200');

// Inside the project, so the bundle finds its packages in node_modules.
const cache = path.join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(path.join(cache, 'sillage-instructions-'));
await build({
  entryPoints: [path.join(root, 'bench/lib/inject-loop.ts')],
  outdir: work,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
});

/** One run under callgrind: its output file, and V8's map of compiled code with --names. `--single-threaded`: V8 compiles on the main thread, in the same order every run. */
const run = (requests: number) =>
  new Promise<{ out: string; codeMap?: CodeMap }>((resolve, reject) => {
    const out = path.join(work, `callgrind.${requests}`);
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        `--callgrind-out-file=${out}`,
        process.execPath,
        '--single-threaded',
        ...(values.names ? ['--perf-basic-prof'] : []),
        ...values['node-flags']!.split(' ').filter(Boolean),
        path.join(work, 'inject-loop.js'),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          BENCH_DATABASE_URL: values.url,
          BENCH_DATA_DIR: work,
          BENCH_PATH: values.path,
          BENCH_SIGNED: values.signed ? '1' : '0',
          BENCH_REQUESTS: String(requests),
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`valgrind exited ${code}:\n${stderr.slice(-2000)}`));
      const mapFile = `/tmp/perf-${child.pid}.map`;
      if (!values.names || !existsSync(mapFile)) return resolve({ out });
      const codeMap = readCodeMap(mapFile);
      rmSync(mapFile, { force: true });
      resolve({ out, codeMap });
    });
  });

/** V8's compiled code, sorted by address: [start, end, name]. */
type CodeMap = [number, number, string][];

/** Reads a perf map (`start size name` in hex); names lose their tier mark (`*`, `^`, `+`, `~`) and keep file:line. */
function readCodeMap(file: string): CodeMap {
  const entries: CodeMap = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^([0-9a-f]+) ([0-9a-f]+) (.*)$/);
    if (!m) continue;
    const start = parseInt(m[1], 16);
    const name = m[3].replace(/^(JS|LazyCompile|Function):[*^+~]?/, 'JS:').replace(/\S*\/([^/\s]+:\d+)(:\d+)?$/, '$1');
    entries.push([start, start + parseInt(m[2], 16), name]);
  }
  return entries.sort((a, b) => a[0] - b[0]);
}

/** The name of the code at `address`, or undefined. The last entry that starts at or before it (code may be replaced at an address: the latest wins in the map's order of writing, close enough for a table). */
function nameAt(map: CodeMap, address: number): string | undefined {
  let [lo, hi] = [0, map.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (map[mid][0] <= address) lo = mid;
    else hi = mid - 1;
  }
  const entry = map[lo];
  return entry && entry[0] <= address && address < entry[1] ? entry[2] : undefined;
}

/** Instructions per function (callgrind_annotate's table) and in all. */
function read({ out: file, codeMap }: { out: string; codeMap?: CodeMap }) {
  const byFunction = new Map<string, number>();
  let total = 0;
  const text = execFileSync('callgrind_annotate', ['--threshold=100', file], { maxBuffer: 1 << 28 }).toString();
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*([\d,]+) \([^)]*\)\s+(.*)$/);
    if (!m) continue;
    const n = Number(m[1].replaceAll(',', ''));
    if (m[2].includes('PROGRAM TOTALS')) {
      total = n;
      continue;
    }
    const address = codeMap && m[2].match(/^\?\?\?:0x([0-9a-f]+)/);
    const name = (address && nameAt(codeMap, parseInt(address[1], 16))) || m[2].replace(' [/usr/bin/node]', '');
    byFunction.set(name, (byFunction.get(name) ?? 0) + n);
  }
  return { byFunction, total };
}

/** V8's compilers and parser: work a long-running server has finished. */
const JIT =
  /compiler::|Compile|Parser::|Scanner::|maglev|Maglev|baseline::|Baseline|Deoptimizer|interpreter::|Zone::|turboshaft|regexp::|RegExpCompiler|OptimizingCompile|AstNode|ParseInfo/;

/** The garbage collector: a full collection's marking lands in whichever run it happens in, so comparisons read the line without it. */
const GC =
  /Marking|Scavenge|Sweeper|Evacuat|MarkCompact|Heap::|heap::|ConcurrentMarking|IncrementalMarking|RecordMigratedSlot|PromotedObjects/;

try {
  console.log(`${values.signed ? 'signed in' : 'visitor'} GET ${values.path}: ${few} and ${many} requests under callgrind…`);
  const [a, b] = (await Promise.all([run(few), run(many)])).map(read);
  const per = (x: number, y: number) => (y - x) / (many - few);
  const rows = [...new Set([...a.byFunction.keys(), ...b.byFunction.keys()])]
    .map((name) => ({ name, n: per(a.byFunction.get(name) ?? 0, b.byFunction.get(name) ?? 0) }))
    .sort((x, y) => y.n - x.n);
  const total = per(a.total, b.total);
  // V8's own work only: a JavaScript function named, say, createSerializerCompiler is the app's.
  const sum = (re: RegExp) => rows.filter((r) => !r.name.startsWith('JS:') && re.test(r.name)).reduce((s, r) => s + r.n, 0);
  const [jit, gc] = [sum(JIT), sum(GC)];
  const M = (n: number) => `${(n / 1e6).toFixed(3)} M`;
  console.log(`instructions per request: ${M(total)}; without JIT compilation: ${M(total - jit)} (JIT ${M(jit)})`);
  const young = sum(/Scaveng|PromotedObjects/);
  console.log(
    `without JIT and garbage collection: ${M(total - jit - gc)} (collection ${M(gc)}, of which the young generation's ${M(young)}; a full collection falls in one run or the other)`,
  );
  // The table leaves out the compiler's functions (counted in the JIT line above): a long-running server has done that work.
  const isJit = (r: { name: string }) => !r.name.startsWith('JS:') && JIT.test(r.name);
  for (const r of rows.filter((r) => !isJit(r)).slice(0, Number(values.top)))
    console.log(`${(r.n / 1000).toFixed(1).padStart(9)} k ${((100 * r.n) / total).toFixed(1).padStart(5)} %  ${r.name.slice(0, 140)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
