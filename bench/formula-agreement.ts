/**
 * How well formulas follow their briefs, and IFRA compliance, over the evaluation table of
 * common/formula/evaluation.ts:
 *
 *   node --import tsx bench/formula-agreement.ts [randomBriefs] [--failures]
 *
 * Prints the agreement rate by palette and complexity (every example brief in all 3 × 3 combinations at
 * 20 %), and the number of formulas exceeding an IFRA Category 4 limit of common/formula/ifra.ts over
 * `randomBriefs` (default 300) seeded random briefs × 3 palettes × 3 complexities at random concentrations.
 */
import { agreementReport, ifraSweep } from '#common/formula/evaluation';

const n = Number(process.argv.find((a, i) => i >= 2 && /^\d+$/.test(a)) ?? 300);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const report = agreementReport();
console.log(`Agreement: ${report.agreed}/${report.total} = ${pct(report.rate)}`);
for (const [k, v] of Object.entries(report.byPalette))
  console.log(`  palette ${k.padEnd(18)} ${String(v.agreed).padStart(4)}/${v.total} = ${pct(v.rate)}`);
for (const [k, v] of Object.entries(report.byComplexity))
  console.log(`  complexity ${k.padEnd(15)} ${String(v.agreed).padStart(4)}/${v.total} = ${pct(v.rate)}`);
if (process.argv.includes('--failures'))
  for (const f of report.failures) console.log(`  ✗ ${f.description} [${f.materialsType}, ${f.complexity}]: ${f.reasons.join('; ')}`);
const sweep = ifraSweep(n);
console.log(`IFRA: ${sweep.exceeding}/${sweep.formulas} formulas exceed a limit (${pct(sweep.exceeding / Math.max(1, sweep.formulas))})`);
console.log(
  `  by material/constituent: ${Object.entries(sweep.byId)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
