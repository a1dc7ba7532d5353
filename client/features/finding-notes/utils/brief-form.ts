import type { z } from 'zod';
import { PRESET_TOTAL_GRAMS, type Complexity, type FormulaBrief, type MaterialsType } from '#common/formula/types';
import { DEFAULT_CATEGORY, IFRA_CATEGORIES, productCategory, type IfraCategory } from '#common/formula/categories';
import type { BriefInput } from '#common/schemas/formula';
import type { BriefFormSchema } from './brief-form-schema';

/** The amount choice: one of the presets (as a string, for the radio group) or 'custom'. */
export const AMOUNT_CHOICES = [...PRESET_TOTAL_GRAMS.map(String), 'custom'] as const;

export type BriefFormValues = z.input<typeof BriefFormSchema>;

export const DEFAULT_BRIEF_VALUES: BriefFormValues = {
  description: '',
  productCategory: DEFAULT_CATEGORY,
  referencePerfume: '',
  notesToAvoid: '',
  materialsType: 'natural_synthetic',
  complexity: 'simple',
  amount: '100',
  customGrams: '',
  concentration: '',
};

/** The request body of POST /formulas/generate; empty optional texts are left out. */
export function toBrief(v: BriefFormValues): BriefInput {
  const reference = v.referencePerfume.trim();
  const avoid = v.notesToAvoid.trim();
  const concentration = v.concentration.trim();
  return {
    description: v.description.trim(),
    productCategory: v.productCategory as IfraCategory,
    ...(reference ? { referencePerfume: reference } : {}),
    ...(avoid ? { notesToAvoid: avoid } : {}),
    materialsType: v.materialsType as MaterialsType,
    complexity: v.complexity as Complexity,
    totalGrams: v.amount === 'custom' ? Number(v.customGrams) : Number(v.amount),
    ...(concentration ? { concentration: Number(concentration) } : {}),
  };
}

/** The form values that produce a brief again (opening a saved formula, then 'Go Back & Edit'). */
export function fromBrief(brief: Required<FormulaBrief>): BriefFormValues {
  const preset = PRESET_TOTAL_GRAMS.includes(brief.totalGrams);
  // Formulas saved before product categories were fine fragrance.
  const category = IFRA_CATEGORIES.includes(brief.productCategory) ? brief.productCategory : DEFAULT_CATEGORY;
  // The category's usual dosage stays implicit, so choosing another product type brings its own.
  const usual = brief.concentration == null || brief.concentration === productCategory(category).typicalConcentration;
  return {
    description: brief.description,
    productCategory: category,
    referencePerfume: brief.referencePerfume ?? '',
    notesToAvoid: brief.notesToAvoid ?? '',
    materialsType: brief.materialsType,
    complexity: brief.complexity,
    amount: preset ? String(brief.totalGrams) : 'custom',
    customGrams: preset ? '' : String(brief.totalGrams),
    concentration: usual ? '' : String(brief.concentration),
  };
}

/** The default name of a saved formula: the start of its description. */
export const defaultFormulaName = (description: string) => description.trim().slice(0, 40).trim() || 'My formula';
