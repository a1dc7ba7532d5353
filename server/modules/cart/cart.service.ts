import { MSG } from '../../../common/messages';
import { CART_MAX_LINES, type Cart, type CartItemType } from '../../../common/schemas/cart';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import { findProductById } from '../shop/shop.repository';
import { findOrderable } from '../formulas/formulas.repository';
import { bottleLineCents, type BottleLine } from '../../../common/schemas/bottle';
import { findCourse } from '../learn/learn.repository';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './cart.repository';

/** What the catalogue says an item is: the cart never trusts a title or price from the client. */
async function resolveItem(ctx: AppContext, member: AuthContext, type: CartItemType, itemId: string, options?: BottleLine) {
  const userId = member.userId;
  if (type === 'course') {
    if (options) throw badRequest('Options are only for perfume bottles', 'options');
    const course = await findCourse(ctx.db, userId, itemId);
    if (course?.enrolled) throw conflict(MSG.alreadyOwned);
    if (course && member.isPremium) throw conflict('Your account already has access to every course');
    return course && { title: course.course.title, priceCents: course.course.priceCents, options: null };
  }
  if (type === 'product') {
    if (options) throw badRequest('Options are only for perfume bottles', 'options');
    const product = await findProductById(ctx.db, itemId);
    return product && { title: product.name, priceCents: product.priceCents, options: null };
  }
  if (type === 'formula') {
    if (!options) throw badRequest('Choose a bottle size and where to ship it', 'options');
    const saved = UUID.test(itemId) ? await findOrderable(ctx.db, userId, itemId) : undefined;
    return (
      saved && {
        title: `${saved.name}: ${options.size === '50ml' ? '50 ml' : '100 ml'} bottle${options.giftWrap ? ', gift wrapped' : ''}`,
        priceCents: bottleLineCents(options),
        options: options as unknown as Record<string, unknown>,
      }
    );
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's cart, stored on the server so it follows them across devices. */
export class CartService {
  constructor(private readonly ctx: AppContext) {}

  async get(userId: string): Promise<Cart> {
    const lines = await repo.listLines(this.ctx.db, userId);
    const items = lines.map((l) => ({ id: l.itemId, type: l.itemType, title: l.title, priceCents: l.priceCents, quantity: l.quantity, addedAt: l.createdAt.toISOString(), options: l.options ?? null }));
    return { items, totalCents: items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0), count: items.length };
  }

  async add(member: AuthContext, type: CartItemType, itemId: string, options?: BottleLine, quantity = 1): Promise<Cart> {
    const userId = member.userId;
    if (quantity !== 1 && type !== 'product') throw badRequest('Only shop products can be bought in quantity', 'quantity');
    const item = await resolveItem(this.ctx, member, type, itemId, options);
    if (!item) throw notFound(type === 'course' ? MSG.courseNotFoundGeneric : 'This item is no longer available');
    await this.ctx.db.transaction(async (tx) => {
      await repo.lockCart(tx, userId);
      if ((await repo.countLines(tx, userId)) >= CART_MAX_LINES) throw badRequest(`Your cart can hold at most ${CART_MAX_LINES} items`);
      const added = await repo.insertLine(tx, { userId, itemType: type, itemId, title: item.title, priceCents: item.priceCents, quantity, options: item.options });
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
