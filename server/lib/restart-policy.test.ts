import { describe, expect, it } from 'vitest';
import { RestartPolicy } from './restart-policy';

describe('RestartPolicy', () => {
  it('replaces a worker that served at once, however often it happens', () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < 50; i++) expect(policy.died(true)).toBe(0);
  });

  it('waits longer each time workers die before serving, up to the ceiling, then gives up', () => {
    const policy = new RestartPolicy({ firstDelayMs: 250, maxDelayMs: 2000, maxFailedStarts: 6 });
    expect([1, 2, 3, 4, 5].map(() => policy.died(false))).toEqual([250, 500, 1000, 2000, 2000]);
    expect(policy.died(false)).toBe('give-up');
  });

  it('starts counting again once a worker serves', () => {
    const policy = new RestartPolicy({ firstDelayMs: 100, maxDelayMs: 10_000, maxFailedStarts: 3 });
    expect(policy.died(false)).toBe(100);
    expect(policy.died(false)).toBe(200);
    policy.served();
    expect(policy.died(false)).toBe(100);
    expect(policy.died(false)).toBe(200);
    expect(policy.died(false)).toBe('give-up');
  });
});
