import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

describe('isoTime', () => {
  it('writes what toISOString writes, to the millisecond, across the years it formats itself and past them', () => {
    const edges = [0, 1, 9, 10, 99, 100, 999, -1, Date.UTC(1000, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(10000, 0, 1)];
    // Year 0 to past 10000, a step that lands on every millisecond, second and day value in turn: the same each run.
    const spread = Array.from({ length: 2000 }, (_, i) => -6.2e13 + i * 160_000_000_007 + ((i * 7919) % 1000));
    const dates = [...edges, ...spread].map((t) => new Date(t));
    for (const date of dates) expect(isoTime(date)).toBe(date.toISOString());
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
