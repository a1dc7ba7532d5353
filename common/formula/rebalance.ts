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
  type DraftLine,
  enforceIfra,
  formulaCategory,
  generateFormula,
  ifraBasisText,
  ifraLimitOf,
  lineWarnings,
  listing,
  ruleName,
  ruleVerb,
  validateBrief,
} from './engine';
import { CONSTITUENT_CONTENT, ifraBreaches, type IfraRule, loadText, ruleBudget, ruleLimitText, ruleLoads, rulesOf } from './ifra';
import { categoryText, DEFAULT_CATEGORY, type IfraCategory } from './categories';
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

/** "Citral from all materials together is limited by IFRA Category 4 to 0.6 % of the finished perfume (IFRA_STD_021)". */
function ruleSentence(rule: IfraRule): string {
  return `${ruleName(rule)} ${ruleVerb(rule)} limited by ${categoryText(rule.category)} to ${ruleLimitText(rule)}`;
}

/** Why a line cannot grow: its maximum use, its IFRA limit, or the restricted constituent it is rich in. */
function fullBecause(w: Work, conc: number, category: IfraCategory): string {
  if (concentrated(w.mat)) {
    const c = rulesOf(w.mat.id, category).find((r) => r.rule.kind === 'constituent' && r.weight >= 0.1)?.rule;
    if (c)
      return `${w.mat.name}, rich in ${ruleName(c)
        .replace(/ from all materials together$/, '')
        .toLowerCase()} (${c.standard})`;
  }
  const ifra = ifraLimitOf(w.mat, category) !== null && capHundredths(w.mat, conc, category) < Math.round(w.mat.maxPct * 100);
  return `${w.mat.name} at its ${ifra ? `IFRA limit (${ifraBasisText(w.mat, category)})` : 'maximum use'}`;
}

/**
 * The most a material may have (hundredths of the concentrate) under the IFRA rules it takes part in, given
 * the other lines: when it grows to h, the others shrink in proportion to make room (set-share), so each rule
 * reads w·h + others·(10 000 − h)/(10 000 − h₀) ≤ budget. With `othersScale: false` (a swap) the others keep
 * their shares. Returns the ceiling and the rule that sets it (null when no rule binds below `upTo`).
 */
function ruleCeiling(
  mat: Material,
  current: number,
  others: readonly Work[],
  concentration: number,
  upTo: number,
  othersScale: boolean,
  category: IfraCategory,
): { h: number; rule: IfraRule | null } {
  const own = rulesOf(mat.id, category);
  if (own.length === 0) return { h: upTo, rule: null };
  const loads = ruleLoads(
    others.map((w) => ({ materialId: w.mat.id, hundredths: w.real })),
    category,
  );
  const rest = 10_000 - current;
  let best = { h: upTo, rule: null as IfraRule | null };
  for (const { rule, weight } of own) {
    // Rounding the others to whole hundredths may add up to one hundredth to each: kept free.
    let rounding = 0;
    for (const w of others) rounding += rule.weights.get(w.mat.id) ?? 0;
    const budget = ruleBudget(rule, concentration) - rounding;
    const o = loads[rule.index];
    let bound: number;
    if (othersScale && rest > 0) {
      const slope = weight - o / rest;
      if (slope <= 0) continue;
      bound = (budget - (o * 10_000) / rest) / slope;
    } else bound = (budget - o) / weight;
    // Floating-point noise at an exact limit (0.1 % ÷ 20 % = 50) must not cost a hundredth.
    const h = Math.floor(bound + 1e-7);
    if (h < best.h) best = { h, rule };
  }
  return best;
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
  const category = formulaCategory(formula);
  const warnings: string[] = [];
  const work: Work[] = formula.lines.map((l) => {
    const mat = materialById(l.materialId);
    if (!mat) throw new Error(`Unknown material in formula: ${l.materialId}`);
    return { mat, tier: l.tier, real: l.hundredths, cap: capHundredths(mat, conc, category) };
  });
  const idx = work.findIndex((w) => w.mat.id === change.materialId);
  if (idx < 0) return unchanged(formula, `${materialById(change.materialId)?.name ?? change.materialId} is not in this formula.`);
  const target = work[idx];
  let gap = 0;
  /** The material the change sets (it keeps its share while the rules are enforced on the others). */
  let fixed: string | null = null;

  if (change.kind === 'set-share') {
    if (typeof change.percent !== 'number' || !Number.isFinite(change.percent))
      return unchanged(formula, 'The new share must be a number.');
    const requested = Math.round(change.percent * 100);
    const room = 10_000 - MIN_LINE_HUNDREDTHS * (work.length - 1);
    const ceiling = Math.min(target.cap, room);
    // With the other materials, a rule over several of them (a constituent, a group) may allow less.
    const byRule =
      requested > target.real
        ? ruleCeiling(
            target.mat,
            target.real,
            work.filter((_, i) => i !== idx),
            conc,
            Math.min(ceiling, requested),
            true,
            category,
          )
        : { h: requested, rule: null };
    const h = Math.max(MIN_LINE_HUNDREDTHS, Math.min(ceiling, requested, Math.max(byRule.h, Math.min(target.real, requested))));
    if (h !== requested) {
      const ownIfra = ifraLimitOf(target.mat, category) !== null && target.cap < Math.round(target.mat.maxPct * 100);
      const why =
        h >= requested
          ? 'the smallest share is 0.01 %'
          : byRule.rule && h === byRule.h && byRule.h < ceiling
            ? `with the other materials, ${ruleSentence(byRule.rule)} at ${conc} % concentration, and ${pct(h)} is the most that allows`
            : target.cap <= room
              ? `its limit at ${conc} % concentration is ${pct(target.cap)}${ownIfra ? ` (${categoryText(category)}, ${ifraBasisText(target.mat, category)})` : ' (maximum use)'}`
              : 'the other materials need at least 0.01 % each';
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
    fixed = target.mat.id;
    gap = leftover;
    if (gap > 1e-9) {
      // The others cannot take all of the share given up: the change stands, and the diluent makes up the rest
      // (said below). A diluent set lower takes its own share back instead.
      if (target.mat.function === 'diluent') {
        target.real += gap;
        gap = 0;
        warnings.push(`The other materials are at their limits, so ${target.mat.name} stays at ${pct(Math.round(target.real))}.`);
      } else {
        warnings.push(
          `${target.mat.name} is at ${pct(h)} as asked, but the other materials cannot take all of its share (${listing(
            others
              .filter((i) => concentrated(work[i].mat) || work[i].real >= work[i].cap - 0.5)
              .map((i) => fullBecause(work[i], conc, category)),
            4,
          )}); the lowest it can go without a diluent is ${pct(Math.round(h + gap))}.`,
        );
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
    if (!allowedBy(replacement, brief.materialsType, excluded, conc, category)) {
      const why = excluded.has(replacement.id)
        ? 'it matches the notes to avoid'
        : brief.materialsType !== 'natural_synthetic' && replacement.origin !== brief.materialsType
          ? `the brief asks for ${brief.materialsType} materials only`
          : `its limits leave no usable amount at ${conc} % concentration`;
      return unchanged(formula, `${replacement.name} cannot replace ${target.mat.name}: ${why}.`);
    }
    const cap = capHundredths(replacement, conc, category);
    const byRule = ruleCeiling(
      replacement,
      0,
      work.filter((_, i) => i !== idx),
      conc,
      Math.min(target.real, cap),
      false,
      category,
    );
    const h = Math.max(MIN_LINE_HUNDREDTHS, Math.min(target.real, cap, byRule.h));
    if (h < target.real) {
      const why =
        byRule.rule && h === byRule.h && byRule.h < cap
          ? `: with the other materials, ${ruleSentence(byRule.rule)} at ${conc} % concentration`
          : ifraLimitOf(replacement, category) !== null && cap < Math.round(replacement.maxPct * 100)
            ? ` (${categoryText(category)}, ${ifraBasisText(replacement, category)})`
            : ' (maximum use)';
      warnings.push(
        `${replacement.name} is limited to ${pct(h)}${why}; the rest of ${target.mat.name}'s share went to the other materials.`,
      );
    }
    fixed = replacement.id;
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
  const before = new Map(drafts.map((d) => [d.mat.id, d.hundredths]));
  for (const rule of enforceIfra(drafts, conc, brief.materialsType, { fixed: new Set(fixed ? [fixed] : []), category })) {
    const reduced = [...before]
      .filter(([id, h]) => rule.weights.has(id) && (drafts.find((d) => d.mat.id === id)?.hundredths ?? 0) < h)
      .map(([id]) => materialById(id)!.name);
    warnings.push(
      `${ruleSentence(rule)}; ${reduced.length > 0 ? listing(reduced) : 'the materials concerned'} ${reduced.length === 1 ? 'was' : 'were'} reduced to stay within it.`,
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
    if (mat.id === original.id || current.has(mat.id) || !allowedBy(mat, b.materialsType, excluded, b.concentration, b.productCategory))
      continue;
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
 * The IFRA rules of a category (ifra.ts: own Standards, constituents from all sources, group sums and sums of
 * ratios; Category 4 unless said) that the lines break at the concentration, each naming the rule and its
 * Standard. Unknown materials are left to checkFormula.
 */
export function ifraViolations(
  lines: readonly { materialId: string; hundredths: number }[],
  concentration: number,
  category: IfraCategory = DEFAULT_CATEGORY,
): Violation[] {
  return ifraBreaches(
    lines.filter((l) => materialById(l.materialId)),
    concentration,
    undefined,
    category,
  ).map(({ rule, load }) => ({
    code: 'IFRA',
    message: `${ruleName(rule)} ${ruleVerb(rule) === 'is' ? 'exceeds its' : 'exceed their'} ${categoryText(category)} limit of ${ruleLimitText(rule)} at ${concentration} % concentration: ${loadText(rule, load)}.`,
    ...(rule.kind === 'material' ? { materialId: rule.id } : {}),
    rule: rule.id,
    standard: rule.standard,
  }));
}

/**
 * Every rule a formula must satisfy: exact sums, integer shares, known and permitted materials, maximum use,
 * IFRA (the formula's product category) at its concentration, and the brief's materials type and notes to avoid.
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
    if (brief.materialsType !== 'natural_synthetic' && mat.origin !== brief.materialsType) {
      v.push({
        code: 'MATERIALS_TYPE',
        message: `${mat.name} is ${mat.origin}; the brief asks for ${brief.materialsType} materials only.`,
        materialId: id,
      });
    }
    if (excluded.has(id)) v.push({ code: 'AVOIDED', message: `${mat.name} matches the notes to avoid.`, materialId: id });
  }
  v.push(...ifraViolations(formula.lines, brief.concentration, formulaCategory(formula)));
  if (sumH !== 10_000) v.push({ code: 'SUM_PERCENT', message: `Shares add up to ${sumH / 100} %, not 100.00 %.` });
  if (sumG !== Math.round(formula.totalGrams * 100))
    v.push({ code: 'SUM_GRAMS', message: `Weights add up to ${sumG / 100} g, not ${formula.totalGrams} g.` });
  for (const t of TIERS) {
    const h = formula.lines.filter((l) => l.tier === t).reduce((s, l) => s + l.hundredths, 0);
    if (formula.tiers[t].hundredths !== h) v.push({ code: 'SUM_PERCENT', message: `The ${t} tier summary does not match its lines.` });
  }
  return v;
}
