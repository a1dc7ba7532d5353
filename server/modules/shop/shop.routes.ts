import { z } from 'zod';
import { ProductListQuerySchema, ProductPageSchema, ProductSchema } from '../../../common/schemas/shop';
import type { App, AppContext } from '../../context';
import { decodeCursor, toPage } from '../../lib/cursor';
import { notFound } from '../../errors';
import { findProductById, listProducts } from './shop.repository';

// The cursor's value must match the sort and the column (price_cents is an int4): a name cursor
// replayed with a price sort, or a price beyond int4, is a 400, not a SQL error.
const NameCursorSchema = z.object({ v: z.string().max(600), id: z.uuid() });
const PriceCursorSchema = z.object({ v: z.number().int().min(-2_147_483_648).max(2_147_483_647), id: z.uuid() });
const tags = ['shop'];

type Row = Awaited<ReturnType<typeof listProducts>>[number];
const present = (p: Row) => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  description: p.description,
  category: p.category,
  priceCents: p.priceCents,
  imageUrl: p.imageUrl,
});

/** The shop catalogue: filter by category, search, price range; sort; keyset pages. */
export async function shopRoutes(app: App, ctx: AppContext) {
  app.get('/', { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductPageSchema } } }, async (request) => {
    const q = request.query;
    const after = decodeCursor(q.cursor, q.sort === 'name' ? NameCursorSchema : PriceCursorSchema);
    const rows = await listProducts(ctx.db, { ...q, q: q.q || undefined, after });
    const page = toPage(rows, q.limit, (p) => ({ v: q.sort === 'name' ? p.name : p.priceCents, id: p.id }));
    return { items: page.items.map(present), nextCursor: page.nextCursor };
  });

  app.get('/:id', { schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: ProductSchema } } }, async (request) => {
    const product = await findProductById(ctx.db, request.params.id);
    if (!product) throw notFound('Product not found');
    return present(product);
  });
}
