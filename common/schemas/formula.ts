import { z } from 'zod';
import {
  COMPLEXITIES,
  MATERIALS_TYPES,
  MAX_AVOID_LENGTH,
  MAX_CONCENTRATION,
  MAX_DESCRIPTION_LENGTH,
  MAX_REFERENCE_LENGTH,
  MAX_TOTAL_GRAMS,
  MIN_CONCENTRATION,
  MIN_TOTAL_GRAMS,
  type Formula,
} from '#common/formula/types';
import { DEFAULT_CATEGORY, IFRA_CATEGORIES } from '#common/formula/categories';
import { pageOf, userText } from './common';

export { QUOTA_EXCEEDED, QUOTA_BANNER } from '#common/constants';
export * from './bottle';

/** The brief of Finding Notes step 1 (the described scent, notes, amount), as the server accepts it; mirrors the engine's FormulaBrief. */
export const CONCENTRATION_MESSAGE = `The concentration must be between ${MIN_CONCENTRATION} % and ${MAX_CONCENTRATION} %`;

export const BriefSchema = z.strictObject({
  description: userText({ error: 'Please describe your perfume' })
    .min(1, 'Please describe your perfume')
    .max(MAX_DESCRIPTION_LENGTH, `The description must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
  referencePerfume: userText()
    .max(MAX_REFERENCE_LENGTH, `The reference perfume must be at most ${MAX_REFERENCE_LENGTH} characters`)
    .optional(),
  notesToAvoid: userText().max(MAX_AVOID_LENGTH, `Notes to avoid must be at most ${MAX_AVOID_LENGTH} characters`).optional(),
  materialsType: z.enum(MATERIALS_TYPES as unknown as ['natural', 'synthetic', 'natural_synthetic']).default('natural_synthetic'),
  complexity: z.enum(COMPLEXITIES as unknown as ['simple', 'medium', 'complex']).default('simple'),
  totalGrams: z
    .number({ error: 'The amount must be a number of grams' })
    .min(MIN_TOTAL_GRAMS, `The amount must be between ${MIN_TOTAL_GRAMS} g and ${MAX_TOTAL_GRAMS} g`)
    .max(MAX_TOTAL_GRAMS, `The amount must be between ${MIN_TOTAL_GRAMS} g and ${MAX_TOTAL_GRAMS} g`)
    .refine((g) => Math.round(g * 100) === g * 100, 'The amount may have at most two decimals')
    .default(100),
  /** Percent of the fragrance concentrate in the finished product; without it, the product category's usual dosage. */
  concentration: z
    .number({ error: CONCENTRATION_MESSAGE })
    .min(MIN_CONCENTRATION, CONCENTRATION_MESSAGE)
    .max(MAX_CONCENTRATION, CONCENTRATION_MESSAGE)
    .optional(),
  /** What the formula is for (IFRA's product category); briefs saved before it existed are fine fragrance. */
  productCategory: z
    .enum(IFRA_CATEGORIES, { error: 'Choose what the formula is for from the list of product types' })
    .default(DEFAULT_CATEGORY),
});
export type BriefInput = z.input<typeof BriefSchema>;

/** A step-2 customisation, replayed by the server on the generated formula (it never trusts a client formula). */
export const FormulaChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('set-share'), materialId: z.string().max(80), percent: z.number().min(0).max(100) }),
  z.strictObject({ kind: z.literal('remove'), materialId: z.string().max(80) }),
  z.strictObject({ kind: z.literal('swap'), materialId: z.string().max(80), withMaterialId: z.string().max(80) }),
]);
export const MAX_FORMULA_CHANGES = 200;

export const INVALID_FORMULA_REF = 'This formula could not be verified. Please generate it again.';

/** The signed reference a generation answers with: the brief the server counted, sealed with its secret. */
export const FormulaRefSchema = z
  .string({ error: 'Please generate the formula first' })
  .min(1, 'Please generate the formula first')
  .max(8000, INVALID_FORMULA_REF);

/** Saving never generates: it names a generation the server already counted (`ref`) plus the step-2 changes. */
export const SaveFormulaSchema = z.strictObject({
  name: userText().min(1, 'Please name your formula').max(80, 'The name must be at most 80 characters'),
  ref: FormulaRefSchema,
  changes: z.array(FormulaChangeSchema).max(MAX_FORMULA_CHANGES, 'Too many changes').default([]),
});
export type SaveFormulaInput = z.input<typeof SaveFormulaSchema>;

export const QuotaSchema = z.object({ used: z.number().int(), total: z.number().int(), isPremium: z.boolean(), signedIn: z.boolean() });
export type Quota = z.infer<typeof QuotaSchema>;

/** The engine's Formula is plain JSON; its shape is owned by common/formula. */
const FormulaJson = z.custom<Formula>((v) => typeof v === 'object' && v !== null);

export const GenerateResultSchema = z.object({ formula: FormulaJson, quota: QuotaSchema, ref: z.string() });

/** A saved formula, with the changes that made it from its brief (so it can be customised again). */
export const SavedFormulaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  formula: FormulaJson,
  changes: z.array(FormulaChangeSchema),
  /** A reference to its brief, so it can be customised and saved again. */
  ref: z.string(),
});
export type SavedFormula = z.infer<typeof SavedFormulaSchema>;

/** A saved formula in the list: what tells it apart, without the formula itself. */
export const SavedFormulaSummarySchema = SavedFormulaSchema.pick({ id: true, name: true, createdAt: true }).extend({
  description: z.string(),
  materials: z.number().int(),
  totalGrams: z.number(),
  /** Shared by its author: its bottle shows in the home grid's AI Generated row. */
  shared: z.boolean(),
});
export type SavedFormulaSummary = z.infer<typeof SavedFormulaSummarySchema>;

/** The author shares a saved formula (or stops sharing it). */
export const FormulaSharingSchema = z.strictObject({ shared: z.boolean() });
export const FormulaSharingResultSchema = SavedFormulaSummarySchema.pick({ id: true, shared: true });
export const SavedFormulaPageSchema = pageOf(SavedFormulaSummarySchema);

/** A saved formula's maximum use level in each IFRA category (common/formula/max-use.ts). */
export const MaxUseLevelsSchema = z.object({
  amendment: z.literal(51),
  /** The category the formula was made for. */
  productCategory: z.enum(IFRA_CATEGORIES),
  levels: z.array(
    z.object({
      category: z.enum(IFRA_CATEGORIES),
      /** Percent of the concentrate in the finished product; null = no restriction. */
      maxPercent: z.number().nullable(),
      limitedBy: z
        .object({ name: z.string(), kind: z.enum(['material', 'constituent', 'sum', 'sum-of-ratios', 'prohibited']), standard: z.string() })
        .nullable(),
    }),
  ),
});
export type MaxUseLevels = z.infer<typeof MaxUseLevelsSchema>;
