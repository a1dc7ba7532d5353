import { z } from 'zod';
import { MAX_TOTAL_GRAMS, MIN_TOTAL_GRAMS } from '#common/formula/types';
import { BriefSchema, CONCENTRATION_MESSAGE } from '#common/schemas/formula';

export const AMOUNT_RANGE_MESSAGE = `Enter a custom amount between ${MIN_TOTAL_GRAMS} g and ${MAX_TOTAL_GRAMS} g`;

const TotalGramsSchema = BriefSchema.shape.totalGrams.unwrap();
const ConcentrationSchema = BriefSchema.shape.concentration.unwrap();

/**
 * Step 1 as the form holds it: the server's BriefSchema (its fields, rules and messages), with the optional
 * texts as plain strings and what only the form has (the preset-or-custom amount, an optional concentration as
 * typed), so the user hears about a bad amount or concentration before a request is spent.
 */
export const BriefFormSchema = BriefSchema.pick({ description: true, materialsType: true, complexity: true })
  .extend({
    productCategory: BriefSchema.shape.productCategory.unwrap(),
    referencePerfume: BriefSchema.shape.referencePerfume.unwrap(),
    notesToAvoid: BriefSchema.shape.notesToAvoid.unwrap(),
    materialsType: BriefSchema.shape.materialsType.unwrap(),
    complexity: BriefSchema.shape.complexity.unwrap(),
    amount: z.string(),
    customGrams: z.string().trim(),
    concentration: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.concentration !== '' && !ConcentrationSchema.safeParse(Number(v.concentration)).success)
      ctx.addIssue({ code: 'custom', path: ['concentration'], message: CONCENTRATION_MESSAGE });
    if (v.amount !== 'custom') return;
    const grams = v.customGrams === '' ? NaN : Number(v.customGrams);
    const checked = TotalGramsSchema.safeParse(grams);
    if (checked.success) return;
    // Out of range (or not a number) gets the custom field's own wording; any other rule, the schema's message.
    const inRange = Number.isFinite(grams) && grams >= MIN_TOTAL_GRAMS && grams <= MAX_TOTAL_GRAMS;
    ctx.addIssue({ code: 'custom', path: ['customGrams'], message: inRange ? checked.error.issues[0].message : AMOUNT_RANGE_MESSAGE });
  });
