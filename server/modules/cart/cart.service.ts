import { MSG } from '../../../common/messages';
import { CART_MAX_LINES, type Cart, type CartItemType } from '../../../common/schemas/cart';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import { findProductById } from '../shop/shop.repository';
import * as repo from './cart.repository';

/** What the catalogue says an item is: the cart never trusts a title or price from the client. */
async function resolveItem(ctx: AppContext, type: CartItemType, itemId: string) {
  if (type === 'product') {
    const product = await findProductById(ctx.db, itemId);
    return product && { title: product.name, priceCents: product.priceCents };
  }
  return undefined;
}

/** The signed-in user's cart, stored on the server so it follows them across devices. */
export class CartService {
  constructor(private readonly ctx: AppContext) {}

  async get(userId: string): Promise<Cart> {
    const lines = await repo.listLines(this.ctx.db, userId);
    const items = lines.map((l) => ({ id: l.itemId, type: l.itemType, title: l.title, priceCents: l.priceCents, addedAt: l.createdAt.toISOString() }));
    return { items, totalCents: items.reduce((sum, i) => sum + i.priceCents, 0), count: items.length };
  }

  async add(userId: string, type: CartItemType, itemId: string): Promise<Cart> {
    const item = await resolveItem(this.ctx, type, itemId);
    if (!item) throw notFound('This item is no longer available');
    await this.ctx.db.transaction(async (tx) => {
      await repo.lockCart(tx, userId);
      if ((await repo.countLines(tx, userId)) >= CART_MAX_LINES) throw badRequest(`Your cart can hold at most ${CART_MAX_LINES} items`);
      const added = await repo.insertLine(tx, { userId, itemType: type, itemId, title: item.title, priceCents: item.priceCents });
      if (!added) throw conflict(MSG.alreadyInCart);
    });
    return this.get(userId);
  }

  async remove(userId: string, type: CartItemType, itemId: string): Promise<Cart> {
    if (!(await repo.deleteLine(this.ctx.db, userId, type, itemId))) throw notFound('This item is not in your cart');
    return this.get(userId);
  }

  async clear(userId: string): Promise<Cart> {
    await repo.deleteAll(this.ctx.db, userId);
    return this.get(userId);
  }
}
