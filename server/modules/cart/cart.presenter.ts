import type { Cart } from '#common/schemas/cart';
import type { listLines } from './cart.repository';

type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

/** The cart as the API gives it: its lines in the order they were added (each with its quantity), the total in cents and the count. */
export function presentCart(lines: CartLineRow[]): Cart {
  const items = lines.map((l) => ({
    id: l.itemId,
    type: l.itemType,
    title: l.title,
    priceCents: l.priceCents,
    quantity: l.quantity,
    addedAt: l.createdAt.toISOString(),
    options: l.options ?? null,
  }));
  return { items, totalCents: items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0), count: items.length };
}
