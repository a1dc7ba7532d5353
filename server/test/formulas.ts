import { expect } from 'vitest';
import type { Formula } from '#common/formula';
import type { App } from '#server/context';
import { apiCall, type SignedUp } from './test-app';

/** The brief the formula tests generate from unless they need another: a simple citrus formula of 100 g. */
export const CITRUS_BRIEF = {
  description: 'fresh citrus summer morning',
  materialsType: 'natural_synthetic',
  complexity: 'simple',
  totalGrams: 100,
} as const;

/**
 * Generates a formula from `brief` as `who` and saves it under `name`, as the studio does: its id, the reference
 * the next save of it is made from, and the formula as the server stored it.
 */
export async function saveFormula(app: App, who: SignedUp, { name = 'Morning', brief = CITRUS_BRIEF as object } = {}) {
  const gen = await apiCall(app, 'POST', '/api/formulas/generate', who, brief);
  expect(gen.statusCode, gen.body).toBe(200);
  const res = await apiCall(app, 'POST', '/api/formulas', who, { name, ref: gen.json().ref, changes: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; ref: string; formula: Formula };
}
