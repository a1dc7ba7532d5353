/**
 * Benchmark of the Finding Notes formula engine: time per formula for each complexity, over varied briefs.
 *
 *   node --import tsx bench/formula-engine.ts [briefsPerComplexity]
 *
 * Briefs are built from a seeded PRNG (same briefs on every run): descriptions of 1–12 vocabulary words plus
 * some free text, a reference perfume (known, misspelt or unknown) half of the time, 0–3 notes to avoid, all
 * three materials types, preset and custom batch sizes, and several concentrations. A warm-up pass runs first
 * so JIT compilation and the engine's small caches are not counted. Then prints the evaluation's property
 * rates ("the brief leads", customising, diluents) as bench/formula-agreement.ts does.
 */
import { type Complexity, type Formula, type FormulaBrief, generateFormula, rebalance, referencePerfumes } from '#common/formula/index';
import { BRIEF_DESCRIPTION_WORDS } from '#common/formula/brief-words';
import { prng } from '#common/formula/text';
import { printLeadReport } from './formula-agreement';

const PER_COMPLEXITY = Number(process.argv[2] ?? 2000);

const WORDS = [
  ...BRIEF_DESCRIPTION_WORDS,
  'not too sweet',
  'bergamott',
  'with',
  'a hint of',
  'something like',
  'for my wedding',
  'in the city',
];
const SCENT_WORDS = WORDS.slice(0, WORDS.indexOf('no musk'));
const AVOID = ['patchouli', 'vanilla', 'musk', 'citrus', 'rose', 'oud', 'leather', 'floral', 'sweet', 'smoke', 'pachouli', 'blorp'];
const REFERENCES = [...referencePerfumes.map((p) => p.name), 'dior sauvag', 'chanel n°5', 'Mystery Scent 9000', 'angle'];
const TYPES = ['natural', 'synthetic', 'natural_synthetic'] as const;
const GRAMS = [100, 200, 500, 1000, 37.5, 2500];
const CONCENTRATIONS = [undefined, 10, 15, 20, 30];

function briefs(complexity: Complexity, n: number, seed: number): FormulaBrief[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    // At least one scent word: a description with none is refused (NOT_A_SCENT) and would time nothing.
    const words = [pick(SCENT_WORDS), ...Array.from({ length: Math.floor(rnd() * 12) }, () => pick(WORDS))];
    const avoid = Array.from({ length: Math.floor(rnd() * 4) }, () => pick(AVOID));
    return {
      description: `${words.join(' ')} #${i}`,
      referencePerfume: rnd() < 0.5 ? pick(REFERENCES) : undefined,
      notesToAvoid: avoid.join(', '),
      materialsType: pick(TYPES),
      complexity,
      totalGrams: pick(GRAMS),
      concentration: pick(CONCENTRATIONS),
    };
  });
}

interface Row {
  label: string;
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

function measure(label: string, runs: (() => void)[]): Row {
  const times: number[] = [];
  const start = performance.now();
  for (const run of runs) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    label,
    n: times.length,
    mean: times.reduce((s, t) => s + t, 0) / times.length,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    perSecond: (times.length / total) * 1000,
  };
}

const complexities: Complexity[] = ['simple', 'medium', 'complex'];
const sets = new Map(complexities.map((c, i) => [c, briefs(c, PER_COMPLEXITY, 1000 + i)]));

// Warm-up: different briefs, same code paths.
for (const c of complexities) for (const b of briefs(c, 300, 9000)) generateFormula(b);

const rows: Row[] = [];
const formulas: Formula[] = [];
for (const c of complexities) {
  rows.push(
    measure(
      `generateFormula (${c})`,
      sets.get(c)!.map((b) => () => {
        formulas.push(generateFormula(b));
      }),
    ),
  );
}
const rnd = prng(77);
rows.push(
  measure(
    'rebalance (set-share)',
    formulas.slice(0, PER_COMPLEXITY).map((f) => () => {
      rebalance(f, { kind: 'set-share', materialId: f.lines[Math.floor(rnd() * f.lines.length)].materialId, percent: 1 + rnd() * 20 });
    }),
  ),
);

const fmt = (x: number) => x.toFixed(3).padStart(8);
console.log(`Finding Notes formula engine — ${PER_COMPLEXITY} briefs per complexity, Node ${process.version}\n`);
console.log(
  `${'operation'.padEnd(28)} ${'n'.padStart(6)} ${'mean ms'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'per s'.padStart(8)}`,
);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(28)} ${String(r.n).padStart(6)} ${fmt(r.mean)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${Math.round(r.perSecond).toString().padStart(8)}`,
  );
}
const lines = formulas.map((f) => f.lines.filter((l) => l.role !== 'diluent').length);
const diluted = formulas.filter((f) => f.lines.some((l) => l.role === 'diluent')).length;
console.log(
  `\nmaterials per formula: min ${Math.min(...lines)}, max ${Math.max(...lines)}; formulas needing a diluent: ${diluted} of ${formulas.length}`,
);

// The evaluation's property rates (common/formula/evaluation-briefs.ts), so one command reports speed and quality.
console.log('');
printLeadReport(false);
