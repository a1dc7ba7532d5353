/**
 * Composing around the brief's core (compose.ts): the core leads and keeps an accord's proportions, supports
 * stay at their strength's level and below the core, named notes keep their floors, caps hold, nothing is
 * lost, and a core too thin to carry the formula leaves the plan as it was.
 */
import { describe, expect, it } from 'vitest';
import { compose, type ComposeLine, CORE_SHARE, supportLimit } from './compose';
import { generateFormula } from './engine';
import { materialById } from './materials';

function line(id: string, real: number, group: string | null, extra: Partial<ComposeLine> = {}): ComposeLine {
  const mat = materialById(id);
  if (!mat) throw new Error(`unknown material ${id}`);
  return { mat, real, desired: mat.typicalPct, fullCap: 3000, hardCap: 4000, group, floor: 0, named: false, onBrief: false, ...extra };
}

const total = (lines: readonly ComposeLine[]) => lines.reduce((a, l) => a + l.real, 0);

describe('compose', () => {
  it('gives the core its share, leads with it and holds neutral fillers and strong supports to their levels', () => {
    const lines = [
      line('phenylethyl-alcohol', 1000, 'accord:rose', { desired: 5 }),
      line('citronellol', 800, 'accord:rose', { desired: 3 }),
      line('geraniol', 500, 'accord:rose', { desired: 2 }),
      line('hedione', 3000, null),
      line('iso-e-super', 2500, null),
      line('galaxolide', 1200, null),
      line('bergamot-oil-fcf', 1000, null, { onBrief: true }),
    ];
    expect(compose(lines, new Map([['accord:rose', 1]]))).toBe(true);
    expect(total(lines)).toBeCloseTo(8000 + 2000, 6);
    const core = lines.slice(0, 3);
    expect(total(core)).toBeGreaterThanOrEqual(CORE_SHARE * 10_000 - 1);
    const third = Math.min(...core.map((l) => l.real));
    for (const l of lines.slice(3)) {
      expect(l.real, l.mat.id).toBeLessThanOrEqual(supportLimit(l.mat) + 1e-6);
      expect(l.real, l.mat.id).toBeLessThan(third);
    }
    // Hedione and Iso E Super are neutral fillers: 5 % at most as supports.
    expect(lines[3].real).toBeLessThanOrEqual(500 + 1e-6);
    // The accord keeps its order: phenylethyl alcohol > citronellol > geraniol.
    expect(core[0].real).toBeGreaterThan(core[1].real);
    expect(core[1].real).toBeGreaterThan(core[2].real);
  });

  it('keeps named notes at their floors and every line within its hard cap', () => {
    const lines = [
      line('rose-absolute', 300, 'material:rose-absolute', { named: true, floor: 300, fullCap: 400, hardCap: 450 }),
      line('phenylethyl-alcohol', 3000, 'accord:rose', { desired: 5 }),
      line('citronellol', 2000, 'accord:rose', { desired: 3 }),
      line('beta-damascone', 10, 'accord:rose', { desired: 0.05, fullCap: 20, hardCap: 25 }),
      line('galaxolide', 2000, null),
      line('hedione', 2690, null),
    ];
    const before = total(lines);
    expect(compose(lines, new Map([['accord:rose', 1]]))).toBe(true);
    expect(total(lines)).toBeCloseTo(before, 6);
    expect(lines[0].real).toBeGreaterThanOrEqual(300);
    for (const l of lines) expect(l.real, l.mat.id).toBeLessThanOrEqual(l.hardCap + 1e-6);
  });

  it('leaves a plan whose core cannot carry the formula as it was', () => {
    const lines = [
      line('furfuryl-mercaptan', 20, 'accord:coffee', { fullCap: 24, hardCap: 30 }),
      line('acetylpyrazine', 150, 'accord:coffee', { fullCap: 160, hardCap: 200 }),
      line('hedione', 5000, null),
      line('iso-e-super', 4830, null),
    ];
    const before = lines.map((l) => l.real);
    expect(compose(lines, new Map())).toBe(false);
    expect(lines.map((l) => l.real)).toEqual(before);
  });

  it('without a core, changes nothing', () => {
    const lines = [line('hedione', 6000, null), line('iso-e-super', 4000, null)];
    expect(compose(lines, new Map())).toBe(false);
    expect(lines.map((l) => l.real)).toEqual([6000, 4000]);
  });

  it('the explanation says what the formula was built around', () => {
    const f = generateFormula({
      description: 'a bowl of damask roses',
      materialsType: 'synthetic',
      complexity: 'medium',
      totalGrams: 100,
      concentration: 20,
    });
    expect(f.explanation.some((s) => /^The formula is built around the brief's core \(.*rose.*\), \d+ % of the concentrate/.test(s))).toBe(
      true,
    );
  });
});
