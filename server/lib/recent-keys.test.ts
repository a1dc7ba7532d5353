import { describe, expect, it } from 'vitest';
import { RecentKeys } from './recent-keys';

describe('RecentKeys', () => {
  it('holds the last keys added, the oldest making room', () => {
    const keys = new RecentKeys(2);
    keys.add('a');
    keys.add('b');
    keys.add('a'); // already held: no new place, 'a' stays the oldest
    expect([keys.has('a'), keys.has('b')]).toEqual([true, true]);
    keys.add('c');
    expect([keys.has('a'), keys.has('b'), keys.has('c')]).toEqual([false, true, true]);
  });
});
