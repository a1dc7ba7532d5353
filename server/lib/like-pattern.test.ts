import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('lower-cases the words and wraps them in wildcards', () => {
    expect(likePattern('Ambrette ÉTÉ')).toBe('%ambrette été%');
  });

  it("escapes LIKE's wildcards and its escape character, so they match themselves", () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
