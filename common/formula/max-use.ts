/**
 * The maximum use level of a fragrance concentrate in each IFRA category: the highest percent of the
 * concentrate in a finished product of that category at which every rule holds (own Standards, constituents
 * summed over all materials, group sums and sums of ratios). Every rule is linear in the concentration c:
 * a rule's load at c is c × L / 100 (L: its load in the neat concentrate, % of the finished product at 100 %),
 * so it holds up to c = limit × 100 / L. The level is the least of these over the category's rules, at most 100.
 */
import { IFRA_CATEGORIES, type IfraCategory } from './categories';
import { CONSTITUENTS, type ConstituentId, GROUPS, ifraRules, type IfraRule, ruleLoads } from './ifra';
import { materialById } from './materials';

export interface MaxUseLimiter {
  /** The material, constituent or group whose rule sets the level ("Bergamot oil", "Citral"). */
  name: string;
  kind: IfraRule['kind'] | 'prohibited';
  /** The IFRA Standard that sets it ('IFRA_STD_021'). */
  standard: string;
}

export interface CategoryMaxUse {
  category: IfraCategory;
  /**
   * Percent of the concentrate in the finished product, rounded down to three significant digits so it never
   * breaks a rule; null when no rule of the category limits any material of the formula ("No restriction").
   */
  maxPercent: number | null;
  /** The rule that sets the level (null when nothing limits it below 100 %). */
  limitedBy: MaxUseLimiter | null;
}

/** Rounds down to three significant digits (5 → 5, 0.41379 → 0.413, 12.38 → 12.3). */
export function floorSignificant(x: number, digits = 3): number {
  if (x <= 0) return 0;
  const scale = 10 ** (digits - 1 - Math.floor(Math.log10(x)));
  return Math.floor(x * scale * (1 + 1e-12)) / scale;
}

function limiterOf(rule: IfraRule): MaxUseLimiter {
  const name =
    rule.kind === 'material'
      ? (materialById(rule.id)?.name ?? rule.id)
      : rule.kind === 'constituent'
        ? CONSTITUENTS[rule.id as ConstituentId].name
        : GROUPS[rule.id].name;
  return { name, kind: rule.kind, standard: rule.standard };
}

/** The maximum use level of concentrate with these lines (shares in hundredths of a percent) in one category. */
export function maxUseLevel(lines: readonly { materialId: string; hundredths: number }[], category: IfraCategory): CategoryMaxUse {
  for (const l of lines) {
    const mat = materialById(l.materialId);
    if (mat?.prohibited && l.hundredths > 0)
      return { category, maxPercent: 0, limitedBy: { name: mat.name, kind: 'prohibited', standard: mat.ifraStandard ?? '' } };
  }
  const loads = ruleLoads(lines, category);
  let best: { c: number; rule: IfraRule } | null = null;
  let restricted = false;
  for (const rule of ifraRules(category)) {
    const load = loads[rule.index];
    if (load <= 0) continue;
    restricted = true;
    // load is Σ weight × hundredths; at concentration c the finished quantity is load × c / 10 000.
    const c = (rule.limit * 10_000) / load;
    if (!best || c < best.c) best = { c, rule };
  }
  if (!restricted) return { category, maxPercent: null, limitedBy: null };
  if (!best || best.c >= 100) return { category, maxPercent: 100, limitedBy: null };
  return { category, maxPercent: floorSignificant(best.c), limitedBy: limiterOf(best.rule) };
}

/** The maximum use level in every category, in IFRA's order (1, 2, 3, 4, 5A…12). */
export function maxUseLevels(lines: readonly { materialId: string; hundredths: number }[]): CategoryMaxUse[] {
  return IFRA_CATEGORIES.map((c) => maxUseLevel(lines, c));
}
