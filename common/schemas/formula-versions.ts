import { z } from 'zod';
import { DILUTION_REASONS, LAB_BATCH_UNITS, MAX_LAB_BATCH, MIN_LAB_BATCH } from '#common/formula/lab-sheet-format';
import type { Formula } from '#common/formula/types';
import { pageOf, userText } from './common';
import { CartSchema } from './cart';
import { FormulaChangeSchema, FormulaRefSchema, MAX_FORMULA_CHANGES, SavedFormulaSchema } from './formula';

export const MAX_VERSION_NOTE_LENGTH = 500;

/** A version's optional note ("less lemon, more musk"). */
const VersionNote = userText().max(MAX_VERSION_NOTE_LENGTH, `The note must be at most ${MAX_VERSION_NOTE_LENGTH} characters`).optional();

/** Saving an opened formula again: its brief's signed reference and the changes, replayed by the server like a first save. */
export const SaveVersionSchema = z.strictObject({
  ref: FormulaRefSchema,
  changes: z.array(FormulaChangeSchema).max(MAX_FORMULA_CHANGES, 'Too many changes').default([]),
  note: VersionNote,
});
export type SaveVersionInput = z.input<typeof SaveVersionSchema>;

/** Restoring an old version as a new one. */
export const RestoreVersionSchema = z.strictObject({ note: VersionNote });

/** Remixing a shared formula: the copy's name (the original's when none is given). */
export const RemixFormulaSchema = z.strictObject({
  name: userText().min(1, 'Please name your formula').max(80, 'The name must be at most 80 characters').optional(),
});

const VersionNumber = z.coerce
  .number({ error: 'The version must be a number' })
  .int('The version must be a whole number')
  .min(1, 'The version must be at least 1')
  .max(2_147_483_647, 'No such version');

export const VersionParamSchema = z.object({ id: z.string().max(100), number: VersionNumber });
export const CompareQuerySchema = z.object({ from: VersionNumber, to: VersionNumber });

/** A batch to scale the lab sheet to: 1 to 50,000 g or mL, at most two decimals. */
export const LabSheetQuerySchema = z.object({
  amount: z.coerce
    .number({ error: 'The batch must be a number' })
    .min(MIN_LAB_BATCH, `The batch must be between ${MIN_LAB_BATCH} and ${MAX_LAB_BATCH}`)
    .max(MAX_LAB_BATCH, `The batch must be between ${MIN_LAB_BATCH} and ${MAX_LAB_BATCH}`)
    .refine((n) => Math.round(n * 100) === n * 100, 'The batch may have at most two decimals')
    .default(100),
  unit: z.enum(LAB_BATCH_UNITS, { error: 'The unit must be g or mL' }).default('g'),
});
export type LabSheetQuery = z.output<typeof LabSheetQuerySchema>;

/** A batch to buy the materials of, as a JSON body: both fields given, a number and a unit. */
export const LabBatchBodySchema = z.strictObject({
  amount: z
    .number({ error: 'The batch must be a number' })
    .min(MIN_LAB_BATCH, `The batch must be between ${MIN_LAB_BATCH} and ${MAX_LAB_BATCH}`)
    .max(MAX_LAB_BATCH, `The batch must be between ${MIN_LAB_BATCH} and ${MAX_LAB_BATCH}`)
    .refine((n) => Math.round(n * 100) === n * 100, 'The batch may have at most two decimals'),
  unit: z.enum(LAB_BATCH_UNITS, { error: 'The unit must be g or mL' }),
});

const FormulaJson = z.custom<Formula>((v) => typeof v === 'object' && v !== null);
const Author = z.object({ id: z.string(), username: z.string().nullable() }).nullable();

export const IfraStatusSchema = z.object({
  compliant: z.boolean(),
  violations: z.array(z.object({ message: z.string(), standard: z.string().nullable() })),
});

/** A version in the history: who saved it, when, the note, what it holds, and its IFRA status. */
export const FormulaVersionSummarySchema = z.object({
  number: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  author: Author,
  materials: z.number().int(),
  totalGrams: z.number(),
  current: z.boolean(),
  ifra: IfraStatusSchema,
});
export type FormulaVersionSummary = z.infer<typeof FormulaVersionSummarySchema>;
export const FormulaVersionPageSchema = pageOf(FormulaVersionSummarySchema);

export const FormulaVersionSchema = FormulaVersionSummarySchema.extend({ formula: FormulaJson });
export type FormulaVersion = z.infer<typeof FormulaVersionSchema>;

/** A save that made a version: the saved formula and the version's number. */
export const VersionSavedSchema = SavedFormulaSchema.extend({ version: z.number().int() });
export type VersionSaved = z.infer<typeof VersionSavedSchema>;

const Amount = z.object({ percent: z.number(), grams: z.number() }).nullable();
const DiffLineSchema = z.object({ materialId: z.string(), name: z.string(), before: Amount, after: Amount });

/** Two versions side by side. */
export const FormulaDiffSchema = z.object({
  from: FormulaVersionSummarySchema,
  to: FormulaVersionSummarySchema,
  added: z.array(DiffLineSchema),
  removed: z.array(DiffLineSchema),
  changed: z.array(DiffLineSchema),
  unchanged: z.array(DiffLineSchema),
});
export type FormulaDiffAnswer = z.infer<typeof FormulaDiffSchema>;

/** Where a remix came from: the original and its author while the viewer may still see it, else nulls. */
export const RemixOriginSchema = z
  .object({ formulaId: z.string().nullable(), name: z.string().nullable(), author: z.string().nullable() })
  .nullable();

/** A saved formula as its author or (when shared) another member sees it: its current version. */
export const FormulaViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  isOwn: z.boolean(),
  currentVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: Author,
  remixedFrom: RemixOriginSchema,
  formula: FormulaJson,
  ifra: IfraStatusSchema,
});
export type FormulaView = z.infer<typeof FormulaViewSchema>;

const Dilution = z
  .object({
    percent: z.number(),
    solvent: z.enum(['DPG', 'ethanol']),
    grams: z.number(),
    solventGrams: z.number(),
    reason: z.enum(DILUTION_REASONS),
  })
  .nullable();

/** The lab sheet of a formula's current version, scaled to a batch. */
export const LabSheetSchema = z.object({
  formulaId: z.string(),
  name: z.string(),
  version: z.number().int(),
  savedAt: z.string(),
  batch: z.object({ amount: z.number(), unit: z.enum(LAB_BATCH_UNITS) }),
  concentrateGrams: z.number(),
  lines: z.array(
    z.object({
      materialId: z.string(),
      name: z.string(),
      cas: z.string().nullable(),
      percent: z.number(),
      grams: z.number(),
      millilitres: z.number(),
      density: z.number(),
      densityAssumed: z.boolean(),
      dilution: Dilution,
      /** The shop's product of this material, if it sells one. */
      product: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
  solventGrams: z.object({ DPG: z.number(), ethanol: z.number() }),
  weighedGrams: z.number(),
  concentration: z.number(),
  alcoholToAddGrams: z.number(),
  finishedGrams: z.number(),
  densityAssumedFor: z.array(z.string()),
});
export type LabSheetAnswer = z.infer<typeof LabSheetSchema>;

const PACK_UNIT = z.enum(['g', 'mL']);

/**
 * A batch's materials put in the cart: the packs added for each material the shop sells, and the materials
 * left out (not sold, or fewer packs in stock than the batch needs).
 */
export const BatchCartSchema = z.object({
  cart: CartSchema,
  added: z.array(
    z.object({
      materialId: z.string(),
      name: z.string(),
      productId: z.string(),
      productName: z.string(),
      /** How much of the material the batch uses, in the pack's unit. */
      needed: z.number(),
      packSize: z.number().int(),
      packUnit: PACK_UNIT,
      packs: z.number().int(),
    }),
  ),
  missing: z.array(
    z.object({
      materialId: z.string(),
      name: z.string(),
      reason: z.enum(['not sold', 'out of stock']),
      productId: z.string().nullable(),
      productName: z.string().nullable(),
    }),
  ),
});
export type BatchCartAnswer = z.infer<typeof BatchCartSchema>;
