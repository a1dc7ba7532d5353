import { HomeGridSchema } from '#common/schemas/home';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { HomeService } from './home.service';

/** `GET /api/home/grid`: the signed-in home grid. */
export async function homeRoutes(app: App, ctx: AppContext) {
  const service = new HomeService(ctx);
  app.get('/grid', { schema: { tags: ['home'], security: [{ bearer: [] }], response: { 200: HomeGridSchema } } }, async (request) =>
    service.grid(requireUser(request)),
  );
}
