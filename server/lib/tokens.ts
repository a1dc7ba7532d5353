import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/** An opaque random token for cookies and mailed links (256 bits, URL safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  sub: string;
  /** session family: global sign-out and reuse detection revoke it */
  sid: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * The secret imported once as a WebCrypto key: given raw bytes, jose imports them again on every sign and
   * verify, which was a tenth of the CPU of a signed-in request.
   */
  private readonly jwtKey: Promise<CryptoKey>;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.jwtKey = crypto.subtle.importKey('raw', new Uint8Array(this.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** An HMAC-SHA256 of `data` under the server's secret, for `purpose` only (base64url). */
  mac(purpose: string, data: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${data}`).digest('base64url');
  }

  /** Signs `data` for `purpose`: `data.mac`. */
  seal(purpose: string, data: string): string {
    return `${data}.${this.mac(purpose, data)}`;
  }

  /** The data of a sealed string when its MAC is ours for `purpose`; null when forged, altered or malformed. */
  unseal(purpose: string, sealed: string): string | null {
    const dot = sealed.lastIndexOf('.');
    if (dot <= 0) return null;
    const data = sealed.slice(0, dot);
    const given = Buffer.from(sealed.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(purpose, data), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? data : null;
  }

  async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .setIssuer('sillage')
      .sign(await this.jwtKey);
    return { token, expiresAt };
  }

  /**
   * Returns the claims, or null when the token is malformed, forged or expired. Checked here with node:crypto's
   * HMAC, synchronously: jose's WebCrypto verify (a job and a promise per call) was a tenth of a signed-in
   * request's CPU time. The same rules as jose's jwtVerify with { issuer: 'sillage', algorithms: ['HS256'] }:
   * an HS256 header without `crit`, our signature, issuer 'sillage', `exp` in the future, `nbf` (if any) past,
   * `iat` (if any) a number; then `sub` and `sid` strings.
   */
  verify(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((p) => !BASE64URL.test(p))) return null;
    const [head, body, signature] = parts;
    const header = parseJsonObject(head);
    if (!header || header.alg !== 'HS256' || 'crit' in header || ('b64' in header && header.b64 !== true)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = createHmac('sha256', this.key).update(`${head}.${body}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = parseJsonObject(body);
    if (!payload || payload.iss !== 'sillage') return null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || !(payload.exp > now)) return null;
    if ('nbf' in payload && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    if ('iat' in payload && typeof payload.iat !== 'number') return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A JWT segment's JSON object, or null when it is not base64url of a JSON object. */
function parseJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
