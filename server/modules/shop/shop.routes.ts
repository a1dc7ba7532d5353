import { IdParamSchema } from '#common/schemas/common';
import { ProductListQuerySchema, ProductPageSchema, ProductSchema } from '#common/schemas/shop';
import type { App, AppContext } from '#server/context';
import { ShopService } from './shop.service';

const tags = ['shop'];

/** The shop catalogue: a filtered, sorted list in keyset pages, and one product. */
export async function shopRoutes(app: App, ctx: AppContext) {
  const service = new ShopService(ctx);

  app.get(
    '/',
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductPageSchema } }, config: { sharedReads: 'visitors' } },
    async (request) => service.list(request.query),
  );

  app.get('/:id', { schema: { tags, params: IdParamSchema, response: { 200: ProductSchema } } }, async (request) =>
    service.get(request.params.id),
  );
}
