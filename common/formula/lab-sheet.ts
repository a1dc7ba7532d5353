/**
 * The lab sheet: a saved formula scaled to a batch a lab weighs, with the dilutions powerful materials are
 * weighed in, their CAS numbers and densities, and a CSV of it. Pure; the server computes it, the page shows it.
 */
import { gramsFor } from './apportion';
import { densityOf, SOLD_DILUTED } from './material-facts';
import { materialById } from './materials';
import type { DilutionReason, LabBatchUnit } from './lab-sheet-format';

/** The smallest amount weighed neat on a 0.01 g balance: ten steps, so the balance's error stays within 10 %. */
export const MIN_NEAT_GRAMS = 0.1;
/**
 * The dilution a powerful material is weighed in, percent. Ten times the material's grams: the smallest amount the
 * sheet lists (0.01 g) becomes 0.10 g of dilution, enough to weigh on a 0.01 g balance.
 */
export const DILUTION_PERCENT = 10;
export type DilutionSolvent = 'DPG' | 'ethanol';

export interface LabBatch {
  amount: number;
  unit: LabBatchUnit;
}

export interface LabDilution {
  /** Percent of the material in its dilution. */
  percent: number;
  solvent: DilutionSolvent;
  /** Grams of the dilution to weigh (the material and its solvent). */
  grams: number;
  /** Grams of solvent that come with it. */
  solventGrams: number;
  reason: DilutionReason;
}

export interface LabLine {
  materialId: string;
  name: string;
  cas: string | null;
  percent: number;
  /** Grams of the material itself (the batch's share of it). */
  grams: number;
  /** Its volume at `density`. */
  millilitres: number;
  density: number;
  /** True when the material's density is not known and 1.00 g/mL was assumed. */
  densityAssumed: boolean;
  /** Null: weighed neat. */
  dilution: LabDilution | null;
}

export interface LabSheet {
  batch: LabBatch;
  /** Grams of concentrate the batch is (for a batch in mL, from the materials' densities). */
  concentrateGrams: number;
  lines: LabLine[];
  /** Solvent that the dilutions bring into the batch, grams. */
  solventGrams: Record<DilutionSolvent, number>;
  /** Everything weighed: the materials neat or in their dilutions. */
  weighedGrams: number;
  /** Percent of concentrate in the finished perfume. */
  concentration: number;
  /** Ethanol to add to reach the concentration, the solvent of the dilutions counted as part of it. */
  alcoholToAddGrams: number;
  finishedGrams: number;
  /** Names of the materials whose density was assumed to be 1.00 g/mL (only a batch in mL depends on them). */
  densityAssumedFor: string[];
}

/** What of a saved formula the lab sheet reads: its lines, concentration and palette. */
export interface LabFormula {
  lines: readonly { materialId: string; name: string; hundredths: number }[];
  concentration: number;
  brief: { materialsType: string };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Why a line is weighed as a dilution, or null when it is weighed neat. */
export function dilutionReason(materialId: string, neatGrams: number): DilutionReason | null {
  const material = materialById(materialId);
  if (SOLD_DILUTED.has(materialId) || material?.function === 'diluent') return null;
  if (material?.strength === 4) return 'very strong';
  if (material && material.maxPct <= 1) return 'maximum use at most 1 %';
  if (neatGrams < MIN_NEAT_GRAMS) return 'too little to weigh neat';
  return null;
}

/**
 * Scales a formula to a batch. In grams the batch is the concentrate's weight; in millilitres it is its volume,
 * turned into grams with the mixture's density (each material's, 1.00 g/mL where unknown). Each material's
 * grams are split exactly (largest remainder, to the 0.01 g); a powerful material is weighed as a 10 % dilution
 * in DPG, or in ethanol for the natural palette, and the solvent it
 * brings is subtracted from the ethanol added to reach the concentration.
 */
export function labSheet(formula: LabFormula, batch: LabBatch): LabSheet {
  const lines = formula.lines;
  const densities = lines.map((l) => densityOf(l.materialId));
  const totalHundredths = lines.reduce((s, l) => s + l.hundredths, 0);
  let concentrateGrams = batch.amount;
  if (batch.unit === 'mL') {
    // Volumes add (near enough) for a perfume concentrate: 1 / density = Σ weight fraction / density.
    const specificVolume = lines.reduce((s, l, i) => s + l.hundredths / totalHundredths / (densities[i] ?? 1), 0);
    concentrateGrams = round2(batch.amount / specificVolume);
  }
  const gramHundredths = gramsFor(
    lines.map((l) => l.hundredths),
    Math.round(concentrateGrams * 100),
  );
  const solvent: DilutionSolvent = formula.brief.materialsType === 'natural' ? 'ethanol' : 'DPG';
  const solventGrams: Record<DilutionSolvent, number> = { DPG: 0, ethanol: 0 };
  const labLines = lines.map((l, i): LabLine => {
    const grams = gramHundredths[i] / 100;
    const density = densities[i] ?? 1;
    const reason = dilutionReason(l.materialId, grams);
    let dilution: LabDilution | null = null;
    if (reason) {
      const percent = DILUTION_PERCENT;
      // Whole hundredths of a gram: the dilution's weight is the material's times ten.
      const dilutionHundredths = (gramHundredths[i] * 100) / percent;
      const carried = (dilutionHundredths - gramHundredths[i]) / 100;
      solventGrams[solvent] = round2(solventGrams[solvent] + carried);
      dilution = { percent, solvent, grams: dilutionHundredths / 100, solventGrams: carried, reason };
    }
    return {
      materialId: l.materialId,
      name: l.name,
      cas: materialById(l.materialId)?.cas ?? null,
      percent: l.hundredths / 100,
      grams,
      millilitres: round2(grams / density),
      density,
      densityAssumed: densities[i] === null,
      dilution,
    };
  });
  const carried = round2(solventGrams.DPG + solventGrams.ethanol);
  const concentration = formula.concentration;
  const finishedGrams = round2((concentrateGrams * 100) / concentration);
  return {
    batch,
    concentrateGrams,
    lines: labLines,
    solventGrams,
    weighedGrams: round2(concentrateGrams + carried),
    concentration,
    alcoholToAddGrams: Math.max(0, round2(finishedGrams - concentrateGrams - carried)),
    finishedGrams: Math.max(finishedGrams, round2(concentrateGrams + carried)),
    densityAssumedFor: labLines.filter((l) => l.densityAssumed).map((l) => l.name),
  };
}

export interface Pack {
  size: number;
  unit: 'g' | 'mL';
}

/**
 * The packs of a material a lab line needs: its amount in the pack's unit (grams, or millilitres at the line's
 * density, the material inside a dilution included) and how many whole packs hold it, counted in hundredths so
 * 10.00 mL in 10 mL packs is exactly one.
 */
export function packsFor(line: Pick<LabLine, 'grams' | 'millilitres'>, pack: Pack): { needed: number; packs: number } {
  const needed = pack.unit === 'g' ? line.grams : line.millilitres;
  return { needed, packs: Math.ceil(Math.round(needed * 100) / (pack.size * 100)) };
}
