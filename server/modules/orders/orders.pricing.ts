import { BottleLineSchema, bottleLineCents, SHIPPING_CENTS } from '#common/schemas/bottle';
import type { CartItemType } from '#common/schemas/cart';
import { MSG } from '#common/messages';
import type { Executor } from '#server/db/client';
import { AppError, conflict } from '#server/errors';
import { findMakeable } from '#server/modules/formulas/formulas.compliance';
import { findProductById } from '#server/modules/shop/shop.repository';
import * as learnRepo from '#server/modules/learn/learn.repository';

export interface PricedLine {
  type: CartItemType;
  itemId: string;
  title: string;
  unitPriceCents: number;
  quantity: number;
  lineCents: number;
  options: Record<string, unknown> | null;
  physical: boolean;
}

const gone = (title: string) => new AppError(410, 'gone', `${title} is no longer available. Remove it from your cart to continue.`);

/**
 * Prices one cart line from the catalogue: the client's (and the cart's stored) title and price are
 * never trusted. Throws a 4xx for an item that no longer exists, is not the member's, or is owned.
 */
export async function priceLine(
  ex: Executor,
  member: { userId: string; isPremium: boolean; isAdmin: boolean },
  line: { itemType: CartItemType; itemId: string; title: string; quantity: number; options: Record<string, unknown> | null },
): Promise<PricedLine> {
  const quantity = line.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99)
    throw new AppError(400, 'validation', 'Quantity must be between 1 and 99', 'quantity');
  if (line.itemType === 'product') {
    const p = await findProductById(ex, line.itemId);
    if (!p) throw gone(line.title);
    return {
      type: 'product',
      itemId: p.id,
      title: p.name,
      unitPriceCents: p.priceCents,
      quantity,
      lineCents: p.priceCents * quantity,
      options: null,
      physical: true,
    };
  }
  if (line.itemType === 'course') {
    const c = await learnRepo.findCourse(ex, member.userId, line.itemId);
    if (!c) throw gone(line.title);
    if (c.enrolled) throw conflict(MSG.alreadyOwned);
    if (member.isPremium) throw conflict('Your account already has access to every course');
    if (quantity !== 1) throw new AppError(400, 'validation', 'A course is bought once', 'quantity');
    return {
      type: 'course',
      itemId: c.course.id,
      title: c.course.title,
      unitPriceCents: c.course.priceCents,
      quantity: 1,
      lineCents: c.course.priceCents,
      options: null,
      physical: false,
    };
  }
  const options = BottleLineSchema.safeParse(line.options);
  const saved = /^[0-9a-f-]{36}$/i.test(line.itemId) ? await findMakeable(ex, member, line.itemId) : undefined;
  if (!saved || !options.success) throw gone(line.title);
  const o = options.data;
  const unit = bottleLineCents(o);
  return {
    type: 'formula',
    itemId: saved.id,
    title: `${saved.name}: ${o.size === '50ml' ? '50 ml' : '100 ml'} bottle${o.giftWrap ? ', gift wrapped' : ''}`,
    unitPriceCents: unit,
    quantity,
    lineCents: unit * quantity,
    options: o as unknown as Record<string, unknown>,
    physical: true,
  };
}

/** The order's money (flat shipping: spec 001 §9, $8.95): subtotal of re-priced lines, flat shipping when anything is physical, total. */
export function totals(lines: PricedLine[]) {
  const subtotalCents = lines.reduce((s, l) => s + l.lineCents, 0);
  const shippingCents = lines.some((l) => l.physical) ? SHIPPING_CENTS : 0;
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}
