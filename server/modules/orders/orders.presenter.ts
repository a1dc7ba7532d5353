import type { Order, OrderDetail } from '#common/schemas/orders';
import { REFUND_WINDOW_DAYS } from '#common/schemas/orders';
import type { ShippingInput } from '#common/schemas/bottle';
import type { orderEvents, orderItems } from '#server/db/schema';
import type { OrderRow } from './orders.repository';

type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

export function presentOrder(o: OrderRow, items: ItemRow[]): Order {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    items: items.map((i) => ({
      type: i.itemType,
      itemId: i.itemId,
      title: i.title,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
      lineCents: i.lineCents,
    })),
    subtotalCents: o.subtotalCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    paymentSummary: o.paymentSummary,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
  };
}

/** Whether an order can still be refunded: paid or fulfilled, and paid within the guarantee's window. */
export function isRefundable(o: OrderRow, now = new Date()): boolean {
  return (
    (o.status === 'paid' || o.status === 'fulfilled') && !!o.paidAt && now.getTime() - o.paidAt.getTime() <= REFUND_WINDOW_DAYS * 86_400_000
  );
}

export function presentOrderDetail(o: OrderRow, items: ItemRow[], events: EventRow[]): OrderDetail {
  return {
    ...presentOrder(o, items),
    shipping: o.shipping as ShippingInput | null as OrderDetail['shipping'],
    events: events.map((e) => ({
      from: e.fromStatus as OrderDetail['status'] | null,
      to: e.toStatus as OrderDetail['status'],
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    refundable: isRefundable(o),
  };
}
