import { describe, expect, it } from 'vitest';
import { likePattern, partialMatch, prefixQuery } from './like-pattern';

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

describe('partialMatch', () => {
  it('uses the trigram index only when the words hold three letters or digits in a row', () => {
    for (const q of ['amb', 'Ambrette', 'cédrat', 'été', 'ジャスミン', '100%', 'a rose', 'zq x12'])
      expect(partialMatch(q)).toBe('trigrams');
  });

  it('looks for two letters or digits as the start of a word', () => {
    for (const q of ['zq', 'Ét', '12', ' zq ']) expect(partialMatch(q)).toBe('prefix');
    expect(prefixQuery('Zq')).toBe('Zq:*');
  });

  it('finds anything else as whole words only, and never writes it into a tsquery', () => {
    for (const q of ['z', 'É', 'a b', 'é!', '%', "z'", 'ab-cd', 'z:*']) expect(partialMatch(q)).toBe('none');
    expect(() => prefixQuery("z'")).toThrow();
  });
});
