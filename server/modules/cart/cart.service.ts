import { MSG } from '#common/messages';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type Cart, type CartItemType } from '#common/schemas/cart';
import type { Executor } from '#server/db/client';
import type { AppContext } from '#server/context';
import { badRequest, conflict, notFound } from '#server/errors';
import { findProductById } from '#server/modules/shop/shop.repository';
import { findMakeable } from '#server/modules/formulas/formulas.compliance';
import { bottleLineCents, type BottleLine } from '#common/schemas/bottle';
import { findCourse } from '#server/modules/learn/learn.repository';
import type { AuthContext } from '#server/plugins/auth';
import { presentCart } from './cart.presenter';
import * as repo from './cart.repository';
import { isUuid } from '#server/lib/ids';

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
    const saved = isUuid(itemId) ? await findMakeable(ctx.db, member, itemId) : undefined;
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

/** 400 unless the cart has room for `newLines` more lines; run under lockCart. */
async function checkRoom(tx: Executor, userId: string, newLines: number) {
  if ((await repo.countLines(tx, userId)) + newLines > CART_MAX_LINES)
    throw badRequest(`Your cart can hold at most ${CART_MAX_LINES} items`);
}

/** The signed-in user's cart, stored on the server so it follows them across devices. */
export class CartService {
  constructor(private readonly ctx: AppContext) {}

  async get(userId: string): Promise<Cart> {
    return presentCart(await repo.listLines(this.ctx.db, userId));
  }

  async add(member: AuthContext, type: CartItemType, itemId: string, options?: BottleLine, quantity = 1): Promise<Cart> {
    const userId = member.userId;
    if (quantity !== 1 && type !== 'product') throw badRequest('Only shop products can be bought in quantity', 'quantity');
    const item = await resolveItem(this.ctx, member, type, itemId, options);
    if (!item) throw notFound(type === 'course' ? MSG.courseNotFoundGeneric : 'This item is no longer available');
    await this.ctx.db.transaction(async (tx) => {
      await repo.lockCart(tx, userId);
      await checkRoom(tx, userId, 1);
      const added = await repo.insertLine(tx, {
        userId,
        itemType: type,
        itemId,
        title: item.title,
        priceCents: item.priceCents,
        quantity,
        options: item.options,
      });
      if (!added) throw conflict(MSG.alreadyInCart);
    });
    return this.get(userId);
  }

  /**
   * Adds units of several shop products in one step, all or nothing: each joins its line (a line already in the
   * cart grows), under the cart's limits of lines and of units per line.
   */
  async addProducts(member: AuthContext, wanted: readonly { productId: string; quantity: number }[]): Promise<Cart> {
    const userId = member.userId;
    const items: { productId: string; quantity: number; title: string; priceCents: number }[] = [];
    for (const w of wanted) {
      const item = await resolveItem(this.ctx, member, 'product', w.productId);
      if (!item) throw notFound('This item is no longer available');
      items.push({ ...w, ...item });
    }
    await this.ctx.db.transaction(async (tx) => {
      await repo.lockCart(tx, userId);
      const held = new Map((await repo.listLines(tx, userId)).filter((l) => l.itemType === 'product').map((l) => [l.itemId, l.quantity]));
      await checkRoom(tx, userId, items.filter((i) => !held.has(i.productId)).length);
      for (const i of items) {
        if ((held.get(i.productId) ?? 0) + i.quantity > CART_MAX_QUANTITY) {
          throw badRequest(`Your cart can hold at most ${CART_MAX_QUANTITY} of ${i.title}`, 'quantity');
        }
        await repo.addUnits(tx, {
          userId,
          itemType: 'product',
          itemId: i.productId,
          title: i.title,
          priceCents: i.priceCents,
          quantity: i.quantity,
        });
      }
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
