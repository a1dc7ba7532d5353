import { OkSchema } from '#common/schemas/common';
import { WaitlistJoinSchema } from '#common/schemas/waitlist';
import type { App, AppContext } from '#server/context';
import { WaitlistService } from './waitlist.service';

/** Pre-launch waitlist: one email, once. */
export async function waitlistRoutes(app: App, ctx: AppContext) {
  const service = new WaitlistService(ctx);

  app.post(
    '/',
    {
      schema: { tags: ['waitlist'], body: WaitlistJoinSchema, response: { 201: OkSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await service.join(request.body.email);
      reply.code(201);
      return { ok: true as const };
    },
  );
}
