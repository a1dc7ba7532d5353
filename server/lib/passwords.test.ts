import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashingLoad, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it(`runs at most ${HASHES_AT_ONCE} at once; the rest wait their turn and all finish`, async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashingLoad().running)), 1);
    const stored = await Promise.all(Array.from({ length: HASHES_AT_ONCE * 3 }, (_, i) => hashPassword(`password ${i}`)));
    const checks = await Promise.all(stored.map((s, i) => verifyPassword(s, i % 2 ? `password ${i}` : 'wrong')));
    clearInterval(watch);
    expect(most).toBe(HASHES_AT_ONCE);
    expect(checks).toEqual(stored.map((_, i) => i % 2 === 1));
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
