/**
 * How well formulas follow their briefs, and IFRA compliance:
 *
 *   node --import tsx bench/formula-agreement.ts [randomBriefs] [--failures]
 *
 * Prints the property rates of "the brief leads" (common/formula/evaluation-briefs.ts: three largest on the
 * brief, named notes perceivable, accords built, determinism, IFRA, refusals; customising on 150 simple
 * formulas; formulas with a diluent; structure: musk and sweetener totals by theme, named notes carried by
 * materials that smell of them, the most frequent materials and those above the frequency cap), then the agreement rate of common/formula/evaluation.ts by palette and
 * complexity (every example brief in all 3 × 3 combinations at 20 %), and the number of formulas exceeding
 * an IFRA Category 4 limit of common/formula/ifra.ts over `randomBriefs` (default 300) seeded random briefs ×
 * 3 palettes × 3 complexities at random concentrations.
 */
import { pathToFileURL } from 'node:url';
import { generateFormula } from '#common/formula/engine';
import { agreementReport, ifraSweep } from '#common/formula/evaluation';
import { customisationReport, LEAD_CASES, leadBrief, leadReport, structureReport } from '#common/formula/evaluation-briefs';
import { checkFormula, rebalance } from '#common/formula/rebalance';
import { MATERIALS_TYPES } from '#common/formula/types';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Prints the evaluation's property rates (and its failures when asked). */
export function printLeadReport(withFailures: boolean): void {
  const lead = leadReport();
  console.log(`The brief leads (${LEAD_CASES.length} briefs × 3 palettes = ${lead.formulas} formulas):`);
  for (const [k, v] of Object.entries(lead.byProperty))
    console.log(`  ${k.padEnd(14)} ${String(v.held).padStart(4)}/${v.checked} = ${pct(v.rate)}`);
  const custom = customisationReport(rebalance, checkFormula, 150);
  console.log(`Customising (${custom.formulas} simple formulas; exact / answered with the rule and nearest value):`);
  for (const k of ['lower', 'remove', 'setShare'] as const)
    console.log(`  ${k.padEnd(14)} ${custom[k].exact} exact, ${custom[k].answered} answered`);
  let diluted = 0;
  for (const c of LEAD_CASES) {
    if (c.notScent) continue;
    for (const t of MATERIALS_TYPES) if (generateFormula(leadBrief(c, t)).lines.some((l) => l.role === 'diluent')) diluted++;
  }
  console.log(`  formulas with a diluent: ${diluted}`);
  if (withFailures) for (const f of lead.failures) console.log(`  ✗ ${f.description} [${f.materialsType}]: ${f.reasons.join('; ')}`);
  const structure = structureReport();
  console.log(`Structure (${structure.formulas} formulas: the briefs above and random briefs):`);
  console.log(`  musk / sweetener totals by theme ${structure.totals.held}/${structure.totals.checked} = ${pct(structure.totals.rate)}`);
  console.log(
    `  named notes carried by a material that smells of them ${structure.carriers.held}/${structure.carriers.checked} = ${pct(structure.carriers.rate)}`,
  );
  console.log(`  above the frequency cap (not universal): ${structure.overused.join(', ') || 'none'}`);
  console.log('  most frequent materials:');
  for (const x of structure.frequency.slice(0, 10)) console.log(`    ${x.id.padEnd(28)} ${String(x.count).padStart(4)}  ${pct(x.share)}`);
  if (withFailures) for (const f of [...structure.totals.failures, ...structure.carriers.failures]) console.log(`  ✗ ${f}`);
}

function main(): void {
  const n = Number(process.argv.find((a, i) => i >= 2 && /^\d+$/.test(a)) ?? 300);
  const failures = process.argv.includes('--failures');
  printLeadReport(failures);
  const report = agreementReport();
  console.log(`Agreement: ${report.agreed}/${report.total} = ${pct(report.rate)}`);
  for (const [k, v] of Object.entries(report.byPalette))
    console.log(`  palette ${k.padEnd(18)} ${String(v.agreed).padStart(4)}/${v.total} = ${pct(v.rate)}`);
  for (const [k, v] of Object.entries(report.byComplexity))
    console.log(`  complexity ${k.padEnd(15)} ${String(v.agreed).padStart(4)}/${v.total} = ${pct(v.rate)}`);
  if (failures)
    for (const f of report.failures) console.log(`  ✗ ${f.description} [${f.materialsType}, ${f.complexity}]: ${f.reasons.join('; ')}`);
  const sweep = ifraSweep(n);
  console.log(`IFRA: ${sweep.exceeding}/${sweep.formulas} formulas exceed a limit (${pct(sweep.exceeding / Math.max(1, sweep.formulas))})`);
  console.log(
    `  by material/constituent: ${Object.entries(sweep.byId)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

// Run only as a script: bench/formula-engine.ts imports printLeadReport.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
