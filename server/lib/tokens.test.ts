import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret-123';
const tokens = new AccessTokens(SECRET, 900);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with our key over any header and payload, as a forger who knew the key's shape could not. */
const signed = (header: unknown, payload: unknown) => {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
};
const claims = { sub: 'user-1', sid: 'session-1', iss: 'sillage', iat: now(), exp: now() + 60 };

describe('AccessTokens.verify (HS256 with node:crypto, the rules of jose jwtVerify)', () => {
  it('accepts its own tokens and one jose signs with the same claims', async () => {
    const { token } = await tokens.sign({ sub: 'user-1', sid: 'session-1' });
    expect(tokens.verify(token)).toEqual({ sub: 'user-1', sid: 'session-1' });
    const byJose = await new SignJWT({ sid: 'session-2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuer('sillage')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(key);
    expect(tokens.verify(byJose)).toEqual({ sub: 'user-2', sid: 'session-2' });
  });

  it('refuses expired, not-yet-valid, foreign-issuer and incomplete tokens', async () => {
    expect(tokens.verify((await new AccessTokens(SECRET, -10).sign({ sub: 'u', sid: 's' })).token)).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, exp: now() }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, exp: undefined }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, exp: String(now() + 60) }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, nbf: now() + 60 }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, iat: 'today' }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, iss: 'elsewhere' }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, sid: undefined }))).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, sub: 42 }))).toBeNull();
    // The same claims, valid, for contrast.
    expect(tokens.verify(signed({ alg: 'HS256' }, { ...claims, nbf: now() - 1 }))).toEqual({ sub: 'user-1', sid: 'session-1' });
  });

  it('refuses another algorithm, a critical header, another key and an altered payload', async () => {
    expect(tokens.verify(signed({ alg: 'HS512' }, claims))).toBeNull();
    expect(tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256', crit: ['exp'] }, claims))).toBeNull();
    expect(tokens.verify((await new AccessTokens(`${SECRET}x`, 900).sign({ sub: 'u', sid: 's' })).token)).toBeNull();
    const [head, , signature] = (await tokens.sign({ sub: 'user-1', sid: 'session-1' })).token.split('.');
    expect(tokens.verify(`${head}.${b64({ ...claims, sub: 'admin' })}.${signature}`)).toBeNull();
    const hs512 = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('sillage')
      .setSubject('u')
      .setExpirationTime('1m')
      .sign(key);
    expect(tokens.verify(hs512)).toBeNull();
  });

  it('refuses malformed strings without throwing', () => {
    for (const bad of [
      '',
      'a',
      'a.b',
      'a.b.c.d',
      '..',
      'a.b.c',
      '!!.??.**',
      `${b64([1])}.${b64(claims)}.x`,
      `${b64({ alg: 'HS256' })}.${b64(null)}.x`,
      '\u0000.\u0000.\u0000',
    ])
      expect(tokens.verify(bad)).toBeNull();
    expect(tokens.verify(signed({ alg: 'HS256' }, [claims]))).toBeNull();
    expect(tokens.verify(signed([{ alg: 'HS256' }], claims))).toBeNull();
  });
});
