import { MSG } from '../../../common/messages';
import { OkSchema } from '../../../common/schemas/common';
import { WaitlistJoinSchema } from '../../../common/schemas/waitlist';
import type { App, AppContext } from '../../context';
import { conflict, isUniqueViolation } from '../../errors';
import { waitlist } from '../../db/schema';

/** Pre-launch waitlist. The unique index on the lower-cased email settles simultaneous duplicates. */
export async function waitlistRoutes(app: App, ctx: AppContext) {
  app.post(
    '/',
    {
      schema: { tags: ['waitlist'], body: WaitlistJoinSchema, response: { 201: OkSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        await ctx.db.insert(waitlist).values({ email: request.body.email });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.waitlistDuplicate);
        throw err;
      }
      reply.code(201);
      return { ok: true as const };
    },
  );
}
