// Generates the panel's formulas with the engine of the checkout given as argv[2] (its common/formula/index.ts).
import { readFileSync, writeFileSync } from 'node:fs';
const root = process.argv[2];
const out = process.argv[3];
const { generateFormula } = await import(`${root}/common/formula/index.ts`);
const briefs = JSON.parse(readFileSync(process.argv[4] ?? '/work/panel/briefs.json', 'utf8'));
const lines: string[] = [];
for (const b of briefs) {
  const { id, ...brief } = b;
  let text = `## ${id}\nBrief: "${brief.description}"${brief.referencePerfume ? ` (reference perfume: ${brief.referencePerfume})` : ''}; palette: ${brief.materialsType}; complexity: ${brief.complexity}; concentration: ${brief.concentration} % in alcohol.\n`;
  try {
    const f = generateFormula({ ...brief, totalGrams: 100 });
    for (const tier of ['top', 'heart', 'base']) {
      text += `${tier.toUpperCase()} (${f.tiers[tier].percent} %):\n`;
      for (const l of f.lines.filter((l: { tier: string }) => l.tier === tier)) text += `  - ${l.name}: ${l.percent} %\n`;
    }
    if (f.warnings.length) text += `Notes from the tool: ${f.warnings.join(' ')}\n`;
  } catch (err) {
    text += `The tool refused: ${(err as Error).message}\n`;
  }
  lines.push(text);
}
writeFileSync(out, lines.join('\n'));
console.log('wrote', out);
