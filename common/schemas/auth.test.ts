import { describe, expect, it } from 'vitest';
import { BrandFormSchema } from './auth';

/** Issue 9 item 18: the mismatch shows as soon as the confirmation differs, whatever else is still empty. */
describe('BrandFormSchema', () => {
  const messages = (v: unknown) => (BrandFormSchema.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('reports Passwords do not match while every other field is empty', () => {
    expect(messages({ password: 'brand-password', confirmPassword: 'brand-passw0rd' })).toContain(
      'confirmPassword: Passwords do not match',
    );
    expect(messages({ brandName: '', email: 'nope', phoneNumber: '', password: '123', confirmPassword: '321' })).toContain(
      'confirmPassword: Passwords do not match',
    );
  });

  it('does not report it when they match, nor before the confirmation is typed', () => {
    expect(messages({ password: 'brand-password', confirmPassword: 'brand-password' })).not.toContain(
      'confirmPassword: Passwords do not match',
    );
    expect(messages({ password: 'brand-password', confirmPassword: '' })).toContain('confirmPassword: Please confirm your password');
    expect(messages({ password: 'brand-password', confirmPassword: '' })).not.toContain('confirmPassword: Passwords do not match');
  });
});
