/**
 * Composing as a perfumer does: the brief's accords and notes are the core of the formula and are
 * proportioned first, the other materials support them at levels that suit their odour strength.
 *
 * The core is split into groups, one per accord the brief calls for, per specific note it names (rose, tea,
 * basil), per named material, for a reference perfume's signature, or one for the theme of a brief without
 * named notes. The core takes CORE_SHARE of the concentrate (more when it already had more, up to CORE_MAX):
 * its groups share it by the brief's weight for them, within the caps of their materials (a coffee of strong
 * pyrazines and a thiol takes what its caps allow and reads at that); inside a group, an accord keeps its
 * written parts and other materials their typical use. Every other line supports: a blender, fixative or
 * modifier stays at SUPPORT_HUNDREDTHS for its odour strength (a musk or Hedione at 10 %, dihydromyrcenol at
 * 4 %, a strong oil at 1 %) and below the core's third largest line, so the theme leads and the fillers do
 * not. Named notes keep their floors. What nobody can hold within those limits goes to the core up to its
 * caps, then to the supports up to theirs, and is returned when even that cannot hold it.
 */
import { waterFill } from './apportion';
import type { Material } from './types';

export interface ComposeLine {
  mat: Material;
  /** Planned share, hundredths (rewritten by compose). */
  real: number;
  /** Relative weight within its group (an accord's parts, else the material's typical use). */
  desired: number;
  /** Draft cap (headroom kept), and the hard cap from maximum use and IFRA. */
  fullCap: number;
  hardCap: number;
  /** The core group the line belongs to, or null for a supporting line. */
  group: string | null;
  /** The least share the line keeps (a named note's perceivable floor), hundredths. */
  floor: number;
  /** Named in the brief by the user: may take more than CORE_LINE_MAX. */
  named: boolean;
  /** Carries a family or character of the brief: fills before supports off the brief when the core is full. */
  onBrief: boolean;
}

/** Share of the concentrate the brief's core takes when its caps allow (fraction of the total). */
export const CORE_SHARE = 0.62;
/** A core that already had more keeps it up to this share: supports still round the formula. */
export const CORE_MAX = 0.8;
/** The most a supporting line takes, by odour strength (hundredths): a modifier, not a lead. */
export const SUPPORT_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1000, 2: 700, 3: 400, 4: 120 };
/** No single material of the core takes more than this (hundredths) unless the brief names it: an accord
 * reads as several materials, not as its largest one. */
export const CORE_LINE_MAX = 2500;
/**
 * Neutral materials that blend with everything (Hedione, Verdox, dihydromyrcenol, ho wood, hinoki, limonene,
 * linalool and its acetate, lavender, terpinyl acetate, benzyl salicylate and benzoate, Iso E Super): as
 * supports they round the formula at FILLER_HUNDREDTHS, never carry it.
 */
export const NEUTRAL_FILLERS: ReadonlySet<string> = new Set([
  'hedione',
  'verdox',
  'dihydromyrcenol',
  'ho-wood-oil',
  'hinoki-oil',
  'd-limonene',
  'linalool',
  'linalyl-acetate',
  'lavender-oil',
  'lavandin-oil',
  'terpinyl-acetate',
  'benzyl-salicylate',
  'benzyl-benzoate',
  'iso-e-super',
  'petitgrain-oil',
]);
export const FILLER_HUNDREDTHS = 500;
/** Stock fillers that panels find in briefs that have nothing to do with them: they enter only on the brief's notes. */
export const STOCK_FILLERS: ReadonlySet<string> = new Set([
  'hinoki-oil',
  'ho-wood-oil',
  'lavender-oil',
  'lavandin-oil',
  'terpinyl-acetate',
]);
/** Below this share of the concentrate (fraction) in its caps, the core is too thin to compose around. */
export const THIN_CORE = 0.45;
/** Supports stay below the core's third largest line, but never need to go below this (hundredths). */
const SUPPORT_CEILING_MIN = 100;

/** The most a supporting material takes in a composed formula (hundredths), before any spill. */
export function supportLimit(mat: Material): number {
  return NEUTRAL_FILLERS.has(mat.id) ? FILLER_HUNDREDTHS : SUPPORT_HUNDREDTHS[mat.strength];
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Fills `amount` into `lines` up to `ceiling(line)`, in proportion to `weight`; returns what did not fit. */
function fill(
  lines: readonly ComposeLine[],
  amount: number,
  ceiling: (l: ComposeLine) => number,
  weight: (l: ComposeLine) => number,
): number {
  if (amount <= 1e-9 || lines.length === 0) return Math.max(0, amount);
  const { alloc, leftover } = waterFill(
    amount,
    lines.map((l) => Math.max(1e-6, weight(l))),
    lines.map((l) => Math.max(0, ceiling(l) - l.real)),
  );
  lines.forEach((l, i) => {
    l.real += alloc[i];
  });
  return leftover;
}

/**
 * Rewrites the lines' shares around the brief's core (see the module comment). `groupWeight` gives each core
 * group's importance in the brief (0–1). Returns false (lines unchanged) when there is no core or it is too
 * thin to carry the formula.
 */
export function compose(lines: ComposeLine[], groupWeight: ReadonlyMap<string, number>): boolean {
  const core = lines.filter((l) => l.group !== null);
  const support = lines.filter((l) => l.group === null);
  if (core.length === 0) return false;
  const total = sum(lines.map((l) => l.real));
  // A core too thin to carry the formula (strong materials with small caps, a thin palette) leaves the plan as
  // it is: the engine's own filling spreads the rest over the brief's neighbours better than supports would.
  if (sum(core.map((l) => Math.max(l.floor, Math.min(l.fullCap, l.named ? Infinity : CORE_LINE_MAX)))) < THIN_CORE * total) return false;
  const coreNow = sum(core.map((l) => l.real));
  const coreCapacity = sum(core.map((l) => Math.max(l.fullCap, l.floor)));
  const supportCapacity = sum(support.map((l) => Math.max(l.hardCap, l.floor)));
  let target = Math.min(Math.max(coreNow, CORE_SHARE * total), CORE_MAX * total, coreCapacity);
  // Supports that cannot hold the rest leave it to the core.
  target = Math.max(target, Math.min(coreCapacity, total - supportCapacity));
  target = Math.max(target, sum(core.map((l) => l.floor)));

  const before = lines.map((l) => l.real);
  for (const l of lines) l.real = l.floor;
  const coreCap = (l: ComposeLine) => (l.named ? l.fullCap : Math.max(l.floor, Math.min(l.fullCap, CORE_LINE_MAX)));
  // The core's groups share the target by weight, within their capacity; inside a group, by desired.
  const groups = new Map<string, ComposeLine[]>();
  for (const l of core) {
    const g = groups.get(l.group!) ?? [];
    g.push(l);
    groups.set(l.group!, g);
  }
  const keys = [...groups.keys()];
  const room = keys.map((k) => sum(groups.get(k)!.map((l) => Math.max(0, coreCap(l) - l.real))));
  const budget = waterFill(
    Math.max(0, target - sum(core.map((l) => l.real))),
    keys.map((k) => Math.max(0.4, groupWeight.get(k) ?? 0.6)),
    room,
  ).alloc;
  let rest = total - sum(lines.map((l) => l.real)) - sum(budget);
  // An accord keeps its proportions: a capped main material does not push a minor one past twice its part.
  keys.forEach((k, i) => {
    const members = groups.get(k)!;
    const parts = sum(members.map((l) => l.desired));
    rest += fill(
      members,
      budget[i],
      (l) => Math.min(coreCap(l), Math.max(l.floor, (2 * budget[i] * l.desired) / parts)),
      (l) => l.desired,
    );
  });

  // Supports: by odour strength, below the core's third largest line.
  const sorted = core.map((l) => l.real).sort((a, b) => b - a);
  const third = sorted[Math.min(2, sorted.length - 1)];
  const ceilingOf = (l: ComposeLine) => Math.max(l.floor, Math.min(l.fullCap, Math.max(third * 0.97, SUPPORT_CEILING_MIN)));
  rest = fill(
    support,
    rest,
    (l) => Math.min(ceilingOf(l), supportLimit(l.mat)),
    (l) => l.mat.typicalPct,
  );
  // What remains: the core within its draft caps (its largest lines included), supports below the core, the
  // core up to its hard caps, then the supports up to theirs.
  rest = fill(core, rest, coreCap, (l) => l.desired);
  const onBrief = support.filter((l) => l.onBrief);
  const typical = (l: ComposeLine) => l.mat.typicalPct;
  for (const [group, ceiling, weight] of [
    [core, (l: ComposeLine) => l.fullCap, (l: ComposeLine) => l.desired],
    [onBrief, ceilingOf, typical],
    [support, ceilingOf, typical],
    [onBrief, (l: ComposeLine) => l.fullCap, typical],
    [support, (l: ComposeLine) => l.fullCap, typical],
    [core, (l: ComposeLine) => l.hardCap, (l: ComposeLine) => l.desired],
    [onBrief, (l: ComposeLine) => l.hardCap, typical],
    [support, (l: ComposeLine) => l.hardCap, typical],
  ] as const)
    rest = fill(group, rest, ceiling, weight);
  // The lines' hard caps held the plan before, so they hold it now; if rounding says otherwise, keep the plan.
  if (rest > 1e-6) {
    lines.forEach((l, i) => {
      l.real = before[i];
    });
    return false;
  }
  return true;
}
