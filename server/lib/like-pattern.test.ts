import { describe, expect, it } from 'vitest';
import { likePattern, partialMatch, prefixQuery } from './like-pattern';

describe('likePattern', () => {
  it('wraps the words in wildcards, leaving lower-casing to PostgreSQL', () => {
    expect(likePattern('Ambrette ÉTÉ')).toBe('%Ambrette ÉTÉ%');
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
    // "½", "²": numbers PostgreSQL's parser and pg_trgm do not read as part of a word ("q½:*" would be every word starting with q).
    for (const q of ['z', 'É', 'a b', 'é!', '%', "z'", 'ab-cd', 'z:*', 'q½', 'a²', 'a²b']) expect(partialMatch(q)).toBe('none');
    expect(() => prefixQuery("z'")).toThrow();
    expect(() => prefixQuery('q½')).toThrow();
  });
});
