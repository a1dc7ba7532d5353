import { z } from 'zod';
import type { ProductListQuerySchema } from '#common/schemas/shop';
import type { AppContext } from '#server/context';
import { notFound } from '#server/errors';
import { decodeCursor, toPage } from '#server/lib/cursor';
import { presentProduct } from './shop.presenter';
import { findProductById, listProducts } from './shop.repository';

// The cursor's value must match the sort and the column (price_cents is an int4): a name cursor
// replayed with a price sort, or a price beyond int4, is a 400, not a SQL error.
const NameCursorSchema = z.object({ v: z.string().max(600), id: z.uuid() });
const PriceCursorSchema = z.object({ v: z.number().int().min(-2_147_483_648).max(2_147_483_647), id: z.uuid() });

/** The shop catalogue: filter by category, search, price range; sort; keyset pages. */
export class ShopService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: z.output<typeof ProductListQuerySchema>) {
    const after = decodeCursor(q.cursor, q.sort === 'name' ? NameCursorSchema : PriceCursorSchema);
    const rows = await listProducts(this.ctx.db, { ...q, q: q.q || undefined, after });
    const page = toPage(rows, q.limit, (p) => ({ v: q.sort === 'name' ? p.name : p.priceCents, id: p.id }));
    return { items: page.items.map(presentProduct), nextCursor: page.nextCursor };
  }

  async get(id: string) {
    const product = await findProductById(this.ctx.db, id);
    if (!product) throw notFound('Product not found');
    return presentProduct(product);
  }
}
