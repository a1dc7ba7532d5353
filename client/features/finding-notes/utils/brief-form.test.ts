import { describe, expect, it } from 'vitest';
import { validateBrief } from '#common/formula/engine';
import { BriefFormSchema } from './brief-form-schema';
import { DEFAULT_BRIEF_VALUES, fromBrief, toBrief } from './brief-form';

describe('the brief form', () => {
  const values = { ...DEFAULT_BRIEF_VALUES, description: 'fresh citrus' };

  it('sends a typed concentration and leaves it out when empty', () => {
    expect(toBrief({ ...values, concentration: ' 25 ' }).concentration).toBe(25);
    expect('concentration' in toBrief(values)).toBe(false);
  });

  it('refuses a concentration outside 1–100 % with the server schema’s message, and accepts an empty one', () => {
    for (const bad of ['0', '150', 'abc', '-3']) {
      const result = BriefFormSchema.safeParse({ ...values, concentration: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['concentration'],
        message: 'The concentration must be between 1 % and 100 %',
      });
    }
    expect(BriefFormSchema.safeParse(values).success).toBe(true);
    expect(BriefFormSchema.safeParse({ ...values, concentration: '12.5' }).success).toBe(true);
  });

  const BASE = { description: 'soft musk', materialsType: 'synthetic', complexity: 'simple', totalGrams: 100 } as const;

  it('brings a saved brief back: a chosen concentration as typed, the category’s usual one as empty', () => {
    const lotion = validateBrief({ ...BASE, productCategory: '5A', concentration: 2 });
    expect(fromBrief(lotion)).toMatchObject({ productCategory: '5A', concentration: '2' });
    const usual = validateBrief({ ...BASE, productCategory: '5A' });
    expect(fromBrief(usual).concentration).toBe('');
    expect(toBrief(fromBrief(lotion))).toMatchObject({ productCategory: '5A', concentration: 2 });
  });
});
