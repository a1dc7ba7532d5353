/**
 * Step 2, "Customize Formula": changing one line re-balances the rest to exactly 100.00 % and the total
 * grams, within every limit; plus alternatives for a material and a full compliance check.
 */
import { largestRemainder, waterFill } from './apportion';
import { interpretBrief } from './brief';
import {
  allowedBy,
  assemble,
  capHundredths,
  constituentExcess,
  type DraftLine,
  enforceConstituents,
  generateFormula,
  ifraCompliant,
  lineWarnings,
  validateBrief,
} from './engine';
import { CONSTITUENT_CONTENT, CONSTITUENTS } from './ifra';
import { diluentFor, materialById, usableMaterials } from './materials';
import {
  type Alternative,
  type Formula,
  type FormulaBrief,
  MIN_LINE_HUNDREDTHS,
  type Material,
  type RebalanceChange,
  type Tier,
  TIERS,
  type Violation,
} from './types';

interface Work {
  mat: Material;
  tier: Tier;
  /** Planned share in hundredths (real until the final rounding). */
  real: number;
  cap: number;
}

/**
 * Materials made largely of a restricted constituent (litsea and lemongrass for citral, clove for eugenol…)
 * do not grow to absorb other materials' share: they would use up the constituent's limit at once.
 */
function concentrated(mat: Material): boolean {
  return Object.values(CONSTITUENT_CONTENT[mat.id] ?? {}).some((x) => x >= 0.1);
}

function unchanged(formula: Formula, warning: string): Formula {
  return { ...formula, warnings: [warning] };
}

function pct(h: number): string {
  return `${(h / 100).toFixed(2)} %`;
}

/**
 * Gives `pool` hundredths to the lines other than `skip`: those in `preferTier` first (in proportion to
 * their shares, within their caps), then everyone else. Returns what nobody could take.
 */
function redistribute(work: Work[], pool: number, preferTier: Tier | null, skip: number): number {
  const groups =
    preferTier === null
      ? [work.map((_, i) => i)]
      : [work.map((_, i) => i).filter((i) => work[i].tier === preferTier), work.map((_, i) => i)];
  let left = pool;
  for (const group of groups) {
    const idx = group.filter((i) => i !== skip);
    if (left <= 1e-9 || idx.length === 0) continue;
    const { alloc, leftover } = waterFill(
      left,
      idx.map((i) => Math.max(work[i].real, 1)),
      idx.map((i) => (concentrated(work[i].mat) ? 0 : work[i].cap - work[i].real)),
    );
    idx.forEach((i, k) => {
      work[i].real += alloc[k];
    });
    left = leftover;
  }
  return left;
}

/**
 * Applies one change to a formula and re-balances it: set a material's share, remove it, or swap it for
 * another. The result sums to exactly 100.00 % and the total grams, respects maximum use and IFRA at the
 * formula's concentration, and carries warnings for anything clamped or refused (a refused change returns
 * the formula unchanged, with the reason in `warnings`).
 */
export function rebalance(formula: Formula, change: RebalanceChange): Formula {
  const { brief } = formula;
  const conc = brief.concentration;
  const warnings: string[] = [];
  const work: Work[] = formula.lines.map((l) => {
    const mat = materialById(l.materialId);
    if (!mat) throw new Error(`Unknown material in formula: ${l.materialId}`);
    return { mat, tier: l.tier, real: l.hundredths, cap: capHundredths(mat, conc) };
  });
  const idx = work.findIndex((w) => w.mat.id === change.materialId);
  if (idx < 0) return unchanged(formula, `${materialById(change.materialId)?.name ?? change.materialId} is not in this formula.`);
  const target = work[idx];
  let gap = 0;

  if (change.kind === 'set-share') {
    if (typeof change.percent !== 'number' || !Number.isFinite(change.percent))
      return unchanged(formula, 'The new share must be a number.');
    const requested = Math.round(change.percent * 100);
    const ceiling = Math.min(target.cap, 10_000 - MIN_LINE_HUNDREDTHS * (work.length - 1));
    const h = Math.max(MIN_LINE_HUNDREDTHS, Math.min(ceiling, requested));
    if (h !== requested) {
      const why =
        h < requested
          ? target.cap <= ceiling
            ? `its limit at ${conc} % concentration is ${pct(target.cap)}${target.mat.ifraCat4 !== null && target.cap < Math.round(target.mat.maxPct * 100) ? ' (IFRA Category 4)' : ' (maximum use)'}`
            : 'the other materials need at least 0.01 % each'
          : 'the smallest share is 0.01 %';
      warnings.push(`${target.mat.name} was set to ${pct(h)} instead of ${pct(Math.max(0, requested))}: ${why}.`);
    }
    const others = work.map((_, i) => i).filter((i) => i !== idx);
    const rest = 10_000 - h;
    const { alloc, leftover } = waterFill(
      rest,
      others.map((i) => Math.max(work[i].real, 1)),
      others.map((i) => (concentrated(work[i].mat) ? Math.min(work[i].cap, work[i].real) : work[i].cap)),
    );
    others.forEach((i, k) => {
      work[i].real = alloc[k];
    });
    target.real = h;
    gap = leftover;
    if (gap > 1e-9) {
      // The others are all at their limits: the changed material takes back what it can.
      const back = Math.min(gap, target.cap - target.real);
      if (back > 1e-9) {
        target.real += back;
        gap -= back;
        warnings.push(`The other materials are at their limits, so ${target.mat.name} stays at ${pct(Math.round(target.real))}.`);
      }
    }
  } else if (change.kind === 'remove') {
    if (work.filter((w) => w.mat.function !== 'diluent').length <= 1 && target.mat.function !== 'diluent') {
      return unchanged(formula, 'A formula needs at least one material.');
    }
    const pool = target.real;
    work.splice(idx, 1);
    gap = redistribute(work, pool, target.tier, -1);
  } else if (change.kind === 'swap') {
    const replacement = materialById(change.withMaterialId);
    if (!replacement) return unchanged(formula, `Unknown material: ${change.withMaterialId}.`);
    if (replacement.prohibited) return unchanged(formula, `${replacement.name} cannot be used: ${replacement.prohibited}`);
    if (work.some((w) => w.mat.id === replacement.id)) return unchanged(formula, `${replacement.name} is already in the formula.`);
    const excluded = new Set(formula.reading.avoid.excludedIds);
    if (!allowedBy(replacement, brief.materialsType, excluded, conc)) {
      const why = excluded.has(replacement.id)
        ? 'it matches the notes to avoid'
        : brief.materialsType !== 'natural_synthetic' && replacement.origin !== brief.materialsType
          ? `the brief asks for ${brief.materialsType} materials only`
          : `its limits leave no usable amount at ${conc} % concentration`;
      return unchanged(formula, `${replacement.name} cannot replace ${target.mat.name}: ${why}.`);
    }
    const cap = capHundredths(replacement, conc);
    const h = Math.min(target.real, cap);
    if (h < target.real)
      warnings.push(`${replacement.name} is limited to ${pct(cap)}; the rest of ${target.mat.name}'s share went to the other materials.`);
    work[idx] = { mat: replacement, tier: replacement.note, real: h, cap };
    gap = redistribute(work, target.real - h, target.tier, idx);
  }

  if (gap > 1e-9) {
    const diluent = diluentFor(brief.materialsType);
    const existing = work.find((w) => w.mat.id === diluent.id);
    if (existing) existing.real += gap;
    else work.push({ mat: diluent, tier: 'base', real: gap, cap: 10_000 });
    warnings.push(`Limits left ${pct(Math.round(gap))} unfilled; it is made up with ${diluent.name}, an odourless diluent.`);
  }

  const hundredths = largestRemainder(
    work.map((w) => w.real),
    10_000,
    work.map((w) => w.cap),
    MIN_LINE_HUNDREDTHS,
  );
  const drafts: DraftLine[] = work.map((w, i) => ({ mat: w.mat, tier: w.tier, hundredths: hundredths[i] }));
  for (const c of enforceConstituents(drafts, conc, brief.materialsType)) {
    warnings.push(
      `${CONSTITUENTS[c].name} from all materials together is limited by IFRA Category 4 to ${CONSTITUENTS[c].limit} % of the finished perfume; the materials containing it were reduced.`,
    );
  }
  const split = { top: formula.tiers.top.targetPercent, heart: formula.tiers.heart.targetPercent, base: formula.tiers.base.targetPercent };
  const assembled = assemble(drafts, brief, split);
  return { ...formula, ...assembled, warnings: [...warnings, ...lineWarnings(assembled.lines)] };
}

/**
 * Materials that could stand in for `materialId`: allowed by the brief's filters (materials type, notes to
 * avoid, IFRA at its concentration), not already in the formula (the given one, or the brief's generated
 * formula), same family first, most similar first.
 */
export function alternativesFor(materialId: string, brief: FormulaBrief, formula?: Formula, limit = 8): Alternative[] {
  const original = materialById(materialId);
  if (!original) return [];
  const b = validateBrief(brief);
  const excluded = formula ? new Set(formula.reading.avoid.excludedIds) : interpretBrief(b).excluded;
  const current = new Set((formula ?? generateFormula(b)).lines.map((l) => l.materialId));
  const originalFacets = new Set(original.facets);
  const out: Alternative[] = [];
  for (const mat of usableMaterials) {
    if (mat.id === original.id || current.has(mat.id) || !allowedBy(mat, b.materialsType, excluded, b.concentration)) continue;
    const shared = mat.facets.filter((f) => originalFacets.has(f)).length;
    const sameFamily = mat.family === original.family;
    if (!sameFamily && shared < 2) continue;
    const union = new Set([...mat.facets, ...original.facets]).size;
    const similarity =
      0.6 * (shared / Math.max(1, union)) +
      (sameFamily ? 0.25 : 0) +
      (mat.note === original.note ? 0.1 : 0) +
      (mat.origin === original.origin ? 0.05 : 0);
    out.push({
      materialId: mat.id,
      name: mat.name,
      origin: mat.origin,
      family: mat.family,
      facets: mat.facets,
      note: mat.note,
      similarity: Math.round(similarity * 1000) / 1000,
      sameFamily,
    });
  }
  out.sort(
    (a, b2) => Number(b2.sameFamily) - Number(a.sameFamily) || b2.similarity - a.similarity || a.materialId.localeCompare(b2.materialId),
  );
  return out.slice(0, Math.max(0, limit));
}

/**
 * Every rule a formula must satisfy: exact sums, integer shares, known and permitted materials, maximum use,
 * IFRA Category 4 at the formula's concentration, and the brief's materials type and notes to avoid.
 * Empty for any formula the engine or rebalance produces.
 */
export function checkFormula(formula: Formula): Violation[] {
  const v: Violation[] = [];
  const { brief } = formula;
  if (formula.lines.length === 0) v.push({ code: 'EMPTY', message: 'The formula has no materials.' });
  const excluded = new Set(formula.reading.avoid.excludedIds);
  const seen = new Set<string>();
  let sumH = 0;
  let sumG = 0;
  for (const l of formula.lines) {
    sumH += l.hundredths;
    sumG += l.gramHundredths;
    const id = l.materialId;
    const mat = materialById(id);
    if (!mat) {
      v.push({ code: 'UNKNOWN_MATERIAL', message: `Unknown material ${id}.`, materialId: id });
      continue;
    }
    if (seen.has(id)) v.push({ code: 'DUPLICATE', message: `${mat.name} appears twice.`, materialId: id });
    seen.add(id);
    if (!Number.isInteger(l.hundredths) || !Number.isInteger(l.gramHundredths))
      v.push({ code: 'NOT_INTEGER', message: `${mat.name} has a fractional share.`, materialId: id });
    if (l.hundredths < MIN_LINE_HUNDREDTHS) v.push({ code: 'BELOW_MINIMUM', message: `${mat.name} is below 0.01 %.`, materialId: id });
    if (l.percent !== l.hundredths / 100 || l.grams !== l.gramHundredths / 100)
      v.push({ code: 'DISPLAY_MISMATCH', message: `${mat.name}: displayed amounts differ from the exact ones.`, materialId: id });
    if (mat.prohibited) v.push({ code: 'PROHIBITED', message: `${mat.name} is prohibited: ${mat.prohibited}`, materialId: id });
    if (l.hundredths > Math.round(mat.maxPct * 100))
      v.push({ code: 'MAX_USE', message: `${mat.name} exceeds its maximum use of ${mat.maxPct} %.`, materialId: id });
    if (!ifraCompliant(mat, l.hundredths, brief.concentration)) {
      v.push({
        code: 'IFRA',
        message: `${mat.name} exceeds the IFRA Category 4 limit of ${mat.ifraCat4} % at ${brief.concentration} % concentration.`,
        materialId: id,
      });
    }
    if (brief.materialsType !== 'natural_synthetic' && mat.origin !== brief.materialsType) {
      v.push({
        code: 'MATERIALS_TYPE',
        message: `${mat.name} is ${mat.origin}; the brief asks for ${brief.materialsType} materials only.`,
        materialId: id,
      });
    }
    if (excluded.has(id)) v.push({ code: 'AVOIDED', message: `${mat.name} matches the notes to avoid.`, materialId: id });
  }
  const known = formula.lines.flatMap((l) => {
    const mat = materialById(l.materialId);
    return mat ? [{ mat, hundredths: l.hundredths }] : [];
  });
  for (const [c] of constituentExcess(known, brief.concentration)) {
    v.push({
      code: 'IFRA',
      message: `${CONSTITUENTS[c].name} from all materials together exceeds its IFRA Category 4 limit of ${CONSTITUENTS[c].limit} % at ${brief.concentration} % concentration.`,
    });
  }
  if (sumH !== 10_000) v.push({ code: 'SUM_PERCENT', message: `Shares add up to ${sumH / 100} %, not 100.00 %.` });
  if (sumG !== Math.round(formula.totalGrams * 100))
    v.push({ code: 'SUM_GRAMS', message: `Weights add up to ${sumG / 100} g, not ${formula.totalGrams} g.` });
  for (const t of TIERS) {
    const h = formula.lines.filter((l) => l.tier === t).reduce((s, l) => s + l.hundredths, 0);
    if (formula.tiers[t].hundredths !== h) v.push({ code: 'SUM_PERCENT', message: `The ${t} tier summary does not match its lines.` });
  }
  return v;
}
