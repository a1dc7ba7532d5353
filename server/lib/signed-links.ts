import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a member's unsubscribe link turns off. (Waitlist links carry the address's random token instead.) */
export const UnsubscribeClaimSchema = z.object({
  k: z.literal('member'),
  u: z.uuid(),
  t: z.enum(['email', 'marketing', 'activityUpdates']),
});
export type UnsubscribeClaim = z.infer<typeof UnsubscribeClaimSchema>;

/**
 * A lesson video for one session of one member, until `e` (epoch seconds). A <video> element cannot send the
 * Authorization header, so the lesson's video url carries this; the session and the access are checked again on
 * every request, so signing out or a refund ends it at once.
 */
export const LessonVideoClaimSchema = z.object({
  k: z.literal('lesson-video'),
  u: z.uuid(),
  s: z.string().min(1).max(100),
  l: z.uuid(),
  e: z.number().int(),
});
export type LessonVideoClaim = z.infer<typeof LessonVideoClaimSchema>;

/**
 * Links that act without signing in (unsubscribe): the claim in base64url JSON and an HMAC-SHA256 of it
 * under a key derived from the token secret. They do not expire: an old email's link keeps working.
 */
export class SignedLinks {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('sillage:signed-links').digest();
  }

  sign(claim: UnsubscribeClaim | LessonVideoClaim): string {
    const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claim, or null when the token is malformed or its signature does not match. */
  verify(token: string): UnsubscribeClaim | null {
    return this.open(token, UnsubscribeClaimSchema);
  }

  /** A lesson video claim still in date, or null. */
  verifyLessonVideo(token: string, nowSeconds = Math.floor(Date.now() / 1000)): LessonVideoClaim | null {
    const claim = this.open(token, LessonVideoClaimSchema);
    return claim && claim.e > nowSeconds ? claim : null;
  }

  private open<T>(token: string, schema: z.ZodType<T>): T | null {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
