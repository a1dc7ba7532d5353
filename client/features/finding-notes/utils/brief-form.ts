import { z } from 'zod';
import {
  MAX_TOTAL_GRAMS,
  MIN_TOTAL_GRAMS,
  PRESET_TOTAL_GRAMS,
  type Complexity,
  type FormulaBrief,
  type MaterialsType,
} from '#common/formula/types';
import { BriefSchema, type BriefInput } from '#common/schemas/formula';

/** The amount choice: one of the presets (as a string, for the radio group) or 'custom'. */
export const AMOUNT_CHOICES = [...PRESET_TOTAL_GRAMS.map(String), 'custom'] as const;

export const AMOUNT_RANGE_MESSAGE = `Enter a custom amount between ${MIN_TOTAL_GRAMS} g and ${MAX_TOTAL_GRAMS} g`;

const TotalGramsSchema = BriefSchema.shape.totalGrams.unwrap();

/**
 * Step 1 as the form holds it: the server's BriefSchema (its fields, rules and messages), with the optional
 * texts as plain strings and what only the form has (the preset-or-custom amount), so the user hears about a
 * bad amount before a request is spent.
 */
export const BriefFormSchema = BriefSchema.pick({ description: true, materialsType: true, complexity: true })
  .extend({
    referencePerfume: BriefSchema.shape.referencePerfume.unwrap(),
    notesToAvoid: BriefSchema.shape.notesToAvoid.unwrap(),
    materialsType: BriefSchema.shape.materialsType.unwrap(),
    complexity: BriefSchema.shape.complexity.unwrap(),
    amount: z.string(),
    customGrams: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.amount !== 'custom') return;
    const grams = v.customGrams === '' ? NaN : Number(v.customGrams);
    const checked = TotalGramsSchema.safeParse(grams);
    if (checked.success) return;
    // Out of range (or not a number) gets the custom field's own wording; any other rule, the schema's message.
    const inRange = Number.isFinite(grams) && grams >= MIN_TOTAL_GRAMS && grams <= MAX_TOTAL_GRAMS;
    ctx.addIssue({ code: 'custom', path: ['customGrams'], message: inRange ? checked.error.issues[0].message : AMOUNT_RANGE_MESSAGE });
  });
export type BriefFormValues = z.input<typeof BriefFormSchema>;

export const DEFAULT_BRIEF_VALUES: BriefFormValues = {
  description: '',
  referencePerfume: '',
  notesToAvoid: '',
  materialsType: 'natural_synthetic',
  complexity: 'simple',
  amount: '100',
  customGrams: '',
};

/** The request body of POST /formulas/generate; empty optional texts are left out. */
export function toBrief(v: BriefFormValues): BriefInput {
  const reference = v.referencePerfume.trim();
  const avoid = v.notesToAvoid.trim();
  return {
    description: v.description.trim(),
    ...(reference ? { referencePerfume: reference } : {}),
    ...(avoid ? { notesToAvoid: avoid } : {}),
    materialsType: v.materialsType as MaterialsType,
    complexity: v.complexity as Complexity,
    totalGrams: v.amount === 'custom' ? Number(v.customGrams) : Number(v.amount),
  };
}

/** The form values that produce a brief again (opening a saved formula, then 'Go Back & Edit'). */
export function fromBrief(brief: Required<FormulaBrief>): BriefFormValues {
  const preset = PRESET_TOTAL_GRAMS.includes(brief.totalGrams);
  return {
    description: brief.description,
    referencePerfume: brief.referencePerfume ?? '',
    notesToAvoid: brief.notesToAvoid ?? '',
    materialsType: brief.materialsType,
    complexity: brief.complexity,
    amount: preset ? String(brief.totalGrams) : 'custom',
    customGrams: preset ? '' : String(brief.totalGrams),
  };
}

/** The default name of a saved formula: the start of its description. */
export const defaultFormulaName = (description: string) => description.trim().slice(0, 40).trim() || 'My formula';
