import { CartAddSchema, CartItemParamsSchema, CartSchema } from '#common/schemas/cart';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { MSG } from '#common/messages';
import { CartService } from './cart.service';

const tags = ['cart'];
const security = [{ bearer: [] }];

export async function cartRoutes(app: App, ctx: AppContext) {
  const service = new CartService(ctx);

  app.get('/', { schema: { tags, security, response: { 200: CartSchema } } }, async (request) => service.get(requireUser(request).userId));

  app.post('/items', { schema: { tags, security, body: CartAddSchema, response: { 201: CartSchema } } }, async (request, reply) => {
    const cart = await service.add(
      requireUser(request, MSG.signInToAddToCart),
      request.body.type,
      request.body.itemId,
      request.body.options,
      request.body.quantity,
    );
    reply.code(201);
    return cart;
  });

  app.delete(
    '/items/:type/:itemId',
    { schema: { tags, security, params: CartItemParamsSchema, response: { 200: CartSchema } } },
    async (request) => service.remove(requireUser(request).userId, request.params.type, request.params.itemId),
  );

  app.delete('/', { schema: { tags, security, response: { 200: CartSchema } } }, async (request) =>
    service.clear(requireUser(request).userId),
  );
}
