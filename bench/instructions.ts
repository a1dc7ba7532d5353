/**
 * Instructions per request: what a request costs the app's process, counted by valgrind (callgrind), which
 * counts the same for the same code whatever else the machine is doing. CPU time per request (bench/api.ts)
 * swings by a third between runs minutes apart on a shared machine; this repeats within about 1 %, so a change
 * of a few percent can be seen. It is what this project's request-path changes were measured with
 * (docs/benchmarks/api.md).
 *
 *   node --import tsx bench/instructions.ts [--path /api/posts?limit=12] [--signed] [--requests 200,1200] [--top 30]
 *     [--node-flags '--max-semi-space-size=32']   (Node/V8 flags for the app's process, e.g. to weigh a heap setting)
 *
 * The app is built in one process on the bench database (filled by `npm run bench` first) and answers GETs
 * through `app.inject`, in two runs of different lengths at once; the difference between them divided by the
 * difference in requests leaves out start-up and warm-up. Printed: the total per request, the same without the
 * JIT compiler's work (V8 is still optimising after a thousand requests under valgrind; in a long-running
 * server that work is done), and with --top, the functions that take the most (JavaScript that V8 compiled shows
 * as an address). The database's own work is not counted: it runs in PostgreSQL's processes.
 * Needs valgrind (Debian's package) and callgrind_annotate.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/** One run under callgrind; its output file. `--single-threaded`: V8 compiles on the main thread, in the same order every run. */
const run = (requests: number) =>
  new Promise<string>((resolve, reject) => {
    const out = path.join(work, `callgrind.${requests}`);
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        `--callgrind-out-file=${out}`,
        process.execPath,
        '--single-threaded',
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
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`valgrind exited ${code}:\n${stderr.slice(-2000)}`))));
  });

/** Instructions per function (callgrind_annotate's table) and in all. */
function read(file: string) {
  const byFunction = new Map<string, number>();
  let total = 0;
  const text = execFileSync('callgrind_annotate', ['--threshold=100', file], { maxBuffer: 1 << 28 }).toString();
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*([\d,]+) \([^)]*\)\s+(.*)$/);
    if (!m) continue;
    const n = Number(m[1].replaceAll(',', ''));
    if (m[2].includes('PROGRAM TOTALS')) total = n;
    else byFunction.set(m[2].replace(' [/usr/bin/node]', ''), n);
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
  const sum = (re: RegExp) => rows.filter((r) => re.test(r.name)).reduce((s, r) => s + r.n, 0);
  const [jit, gc] = [sum(JIT), sum(GC)];
  const M = (n: number) => `${(n / 1e6).toFixed(3)} M`;
  console.log(`instructions per request: ${M(total)}; without JIT compilation: ${M(total - jit)} (JIT ${M(jit)})`);
  const young = sum(/Scaveng|PromotedObjects/);
  console.log(
    `without JIT and garbage collection: ${M(total - jit - gc)} (collection ${M(gc)}, of which the young generation's ${M(young)}; a full collection falls in one run or the other)`,
  );
  for (const r of rows.slice(0, Number(values.top)))
    console.log(`${(r.n / 1000).toFixed(1).padStart(9)} k ${((100 * r.n) / total).toFixed(1).padStart(5)} %  ${r.name.slice(0, 140)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
