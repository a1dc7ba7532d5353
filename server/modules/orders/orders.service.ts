import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_ORDER_CENTS } from '#common/constants';
import { MSG } from '#common/messages';
import { ShippingSchema } from '#common/schemas/bottle';
import type { CheckoutInput, CheckoutQuote, CheckoutResult, OrderDetail } from '#common/schemas/orders';
import { CheckoutSchema } from '#common/schemas/orders';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { users } from '#server/db/schema';
import { AppError, badRequest, conflict, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { enqueueMail } from '#server/mail/outbox';
import { orderConfirmationMail, orderRefundMail } from '#server/mail/templates';
import type { AuthContext } from '#server/plugins/auth';
import type { CheckoutLine, WebhookAction } from '#server/modules/payments/payment-provider';
import { WebhookSignatureError } from '#server/modules/payments/payment-provider';
import { priceLine, totals, type PricedLine } from './orders.pricing';
import { isRefundable, presentOrder, presentOrderDetail } from './orders.presenter';
import * as repo from './orders.repository';
import { notify } from '#server/modules/notifications/notifications.service';
import { isUuid } from '#server/lib/ids';

/** Signals a declined payment out of the checkout transaction, so everything in it rolls back. */
class Declined extends AppError {
  constructor(code: string, message: string) {
    super(402, code, message);
  }
}

/**
 * Checkout, orders and their state machine:
 * pending_payment → paid → fulfilled, pending_payment → cancelled, paid | fulfilled → refunded.
 * Every transition is recorded with time and actor.
 */
export class OrdersService {
  constructor(private readonly ctx: AppContext) {}

  private async price(
    ex: Executor,
    member: AuthContext,
  ): Promise<{ lines: PricedLine[]; cart: Awaited<ReturnType<typeof repo.cartLines>> }> {
    const cart = await repo.cartLines(ex, member.userId);
    if (!cart.length) throw badRequest(MSG.cartEmpty);
    const lines: PricedLine[] = [];
    for (const l of cart) lines.push(await priceLine(ex, member, l));
    return { lines, cart };
  }

  /** What checkout will charge, re-priced from the catalogue now. */
  async quote(member: AuthContext): Promise<CheckoutQuote> {
    const { lines } = await this.price(this.ctx.db, member);
    const bottle = lines.find((l) => l.type === 'formula');
    const defaults = bottle ? ShippingSchema.safeParse((bottle.options as { shipping?: unknown } | null)?.shipping) : undefined;
    return {
      items: lines.map(toItem),
      ...totals(lines),
      needsShipping: lines.some((l) => l.physical),
      provider: this.ctx.payments.name,
      shippingDefaults: defaults?.success ? defaults.data : null,
    };
  }

  /**
   * Places the order for the member's cart. One Idempotency-Key makes one order and one charge:
   * checkouts of a member are serialised, and a key already used returns its order (or a 409 when
   * the request differs). With the test provider the charge, the stock, the course access, the cart
   * and the mail all happen in one transaction; with Stripe the order waits for the webhook.
   */
  async checkout(member: AuthContext, key: string, input: CheckoutInput): Promise<{ result: CheckoutResult; replayed: boolean }> {
    const body = CheckoutSchema.parse(input);
    const requestHash = createHash('sha256')
      .update(
        JSON.stringify({
          shipping: body.shipping ?? null,
          card: body.card ? { last4: body.card.number.replace(/\D/g, '').slice(-4), m: body.card.expMonth, y: body.card.expYear } : null,
        }),
      )
      .digest('hex');
    const provider = this.ctx.payments;
    if (provider.mode === 'immediate' && !body.card) throw badRequest('Please enter your card details', 'card');

    const outcome = await this.ctx.db.transaction(async (tx) => {
      await repo.lockCheckout(tx, member.userId);
      const orderForKey = await repo.findByKey(tx, member.userId, key);
      if (orderForKey) {
        if (orderForKey.requestHash !== requestHash) throw conflict('This Idempotency-Key was already used for a different checkout');
        return { order: orderForKey, replayed: true, redirectUrl: null as string | null };
      }
      const { lines } = await this.price(tx, member);
      const money = totals(lines);
      if (money.totalCents > MAX_ORDER_CENTS) throw badRequest(MSG.orderTooLarge);
      const physical = lines.some((l) => l.physical);
      if (physical && !body.shipping) throw badRequest('Please fill in your shipping details', 'shipping');
      // A sold-out item is refused before any payment.
      for (const l of lines) {
        if (l.type === 'product' && (await repo.stockOf(tx, l.itemId)) < l.quantity) throw conflict(MSG.soldOut(l.title));
      }
      let order = await repo.insertOrder(tx, {
        userId: member.userId,
        status: 'pending_payment',
        ...money,
        shipping: physical ? (body.shipping as Record<string, string>) : null,
        provider: provider.name,
        idempotencyKey: key,
        requestHash,
      });
      await repo.insertItems(
        tx,
        lines.map((l) => ({
          orderId: order.id,
          itemType: l.type,
          itemId: l.itemId,
          title: l.title,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          lineCents: l.lineCents,
          options: l.options,
        })),
      );
      await repo.recordCreated(tx, order.id, member.userId);
      if (provider.mode === 'webhook') return { order, replayed: false, redirectUrl: null as string | null };

      const charge = await provider.charge!({ amountCents: money.totalCents, orderId: order.id, card: body.card! });
      if (charge.status === 'declined') throw new Declined(charge.code, charge.message);
      order = await this.markPaid(tx, order, charge.ref, charge.summary, 'provider');
      return { order, replayed: false, redirectUrl: null as string | null };
    });

    let { order, redirectUrl } = outcome;
    const items = await repo.itemsOf(this.ctx.db, [order.id]);
    if (provider.mode === 'webhook' && order.status === 'pending_payment') {
      // A first attempt, or a retry whose session creation failed: open it (idempotent per order at the
      // provider); a retry of an opened session gets the same page back.
      if (!order.providerRef) {
        const orderUrl = `${this.ctx.config.PUBLIC_URL}/orders/${order.id}`;
        const checkout = await provider.createCheckout!({
          orderId: order.id,
          orderNumber: order.number,
          lines: checkoutLines(order, items),
          successUrl: orderUrl,
          cancelUrl: orderUrl,
        });
        await repo.setProviderRef(this.ctx.db, order.id, checkout.ref);
        order = { ...order, providerRef: checkout.ref };
        redirectUrl = checkout.url;
      } else {
        redirectUrl = await provider.checkoutUrl!(order.providerRef);
      }
    }
    if (order.status === 'paid' && !outcome.replayed) this.ctx.mailQueued();
    return {
      result: {
        order: presentOrder(order, items),
        redirectUrl,
        message: order.status === 'paid' ? MSG.orderPlaced : 'Complete the payment to place your order.',
      },
      replayed: outcome.replayed,
    };
  }

  /**
   * The payment's transaction: stock taken (never below zero), course access granted, the bought
   * lines removed from the cart, the confirmation queued — all with the order marked paid.
   */
  private async markPaid(tx: Executor, order: repo.OrderRow, ref: string, summary: string | null, actor: repo.Actor) {
    const items = await repo.itemsOf(tx, [order.id]);
    // Stock rows are locked in one global order (by product id), so two orders of the same
    // products can never wait on each other in a cycle (deadlock).
    const physical = items.filter((i) => i.itemType === 'product').sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
    for (const i of physical) {
      if (!(await repo.takeStock(tx, i.itemId, i.quantity))) throw conflict(MSG.soldOut(i.title));
    }
    const paid = await moveOrder(tx, order, 'paid', actor, null, summary, {
      paidAt: new Date(),
      providerRef: ref,
      paymentSummary: summary,
    });
    for (const i of items) if (i.itemType === 'course') await repo.grantCourse(tx, order.userId, i.itemId, order.id);
    await repo.removeCartLines(
      tx,
      order.userId,
      items.map((i) => ({ itemType: i.itemType, itemId: i.itemId })),
    );
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (user)
      await enqueueMail(tx, orderConfirmationMail(user.email, { ...paid, items }, `${this.ctx.config.PUBLIC_URL}/orders/${order.id}`));
    return paid;
  }

  /** A verified provider webhook. Replays and events that no longer apply change nothing. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; outcome: string }> {
    const provider = this.ctx.payments;
    if (!provider.parseWebhook) throw notFound('This payment provider has no webhook');
    let action: WebhookAction;
    try {
      action = provider.parseWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError(400, 'bad_signature', 'The webhook signature is not valid');
      throw err;
    }
    let refund: repo.OrderRow | undefined;
    const outcome = await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.firstDelivery(tx, provider.name, action.eventId, action.kind))) return 'replayed';
      if (action.kind === 'ignored') return 'ignored';
      const order = await repo.findByProviderRef(tx, provider.name, action.ref);
      if (!order) return 'unknown_order';
      if (action.kind === 'failed') {
        if (order.status !== 'pending_payment') return 'ignored';
        await moveOrder(tx, order, 'cancelled', 'provider', null, action.reason);
        return 'cancelled';
      }
      if (order.status === 'cancelled') {
        // Paid after it was cancelled (events out of order): give the money back.
        refund = order;
        return 'refund_late_payment';
      }
      if (order.status !== 'pending_payment') return 'ignored';
      try {
        await tx.transaction(async (sp) => {
          await this.markPaid(sp, order, action.ref, action.summary, 'provider');
        });
        return 'paid';
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 409) throw err;
        await moveOrder(tx, order, 'cancelled', 'system', null, err.message);
        refund = order;
        return 'sold_out_refunded';
      }
    });
    if (outcome === 'paid') this.ctx.mailQueued();
    if (refund)
      await provider.refund({ ref: action.kind === 'paid' ? action.ref : '', amountCents: refund.totalCents, orderId: refund.id });
    return { received: true, outcome };
  }

  async list(member: AuthContext, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, TimeCursorSchema);
    const rows = await repo.listForUser(this.ctx.db, member.userId, after, limit);
    const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.order.id }));
    const items = await repo.itemsOf(
      this.ctx.db,
      page.items.map((r) => r.order.id),
    );
    return {
      items: page.items.map((r) =>
        presentOrder(
          r.order,
          items.filter((i) => i.orderId === r.order.id),
        ),
      ),
      nextCursor: page.nextCursor,
    };
  }

  /** The member's own order, or any order for an admin; someone else's order is a 404. */
  private async visible(viewer: AuthContext, id: string) {
    const order = isUuid(id) ? await repo.findById(this.ctx.db, id) : undefined;
    if (!order || (order.userId !== viewer.userId && !viewer.isAdmin)) throw notFound('Order not found');
    return order;
  }

  async get(viewer: AuthContext, id: string): Promise<OrderDetail> {
    const order = await this.visible(viewer, id);
    return presentOrderDetail(order, await repo.itemsOf(this.ctx.db, [order.id]), await repo.eventsOf(this.ctx.db, order.id));
  }

  /** The member cancels an order still waiting for payment. */
  async cancel(viewer: AuthContext, id: string): Promise<OrderDetail> {
    await this.visible(viewer, id);
    await this.ctx.db.transaction(async (tx) => {
      const order = (await repo.findById(tx, id, true))!;
      if (order.status !== 'pending_payment') throw conflict('Only an order awaiting payment can be cancelled');
      await moveOrder(tx, order, 'cancelled', viewer.userId === order.userId ? 'member' : 'admin', viewer.userId, null);
    });
    return this.get(viewer, id);
  }

  /** An admin marks a paid order as shipped or delivered. */
  async fulfil(admin: AuthContext, id: string): Promise<OrderDetail> {
    await this.visible(admin, id);
    await this.ctx.db.transaction(async (tx) => {
      const order = (await repo.findById(tx, id, true))!;
      if (order.status !== 'paid') throw conflict('Only a paid order can be fulfilled');
      await moveOrder(tx, order, 'fulfilled', 'admin', admin.userId, null);
    });
    return this.get(admin, id);
  }

  /**
   * An admin refunds an order within the 30-day guarantee: the provider gives the money back, course
   * access from the order ends, the refund is recorded and the member is told by mail.
   */
  async refund(admin: AuthContext, id: string, reason?: string): Promise<OrderDetail> {
    const before = await this.visible(admin, id);
    if (!isRefundable(before)) {
      throw conflict(
        before.status === 'refunded'
          ? 'This order was already refunded'
          : before.paidAt
            ? 'The 30-day refund window has passed for this order'
            : 'Only a paid order can be refunded',
      );
    }
    await this.ctx.db.transaction(async (tx) => {
      const order = (await repo.findById(tx, id, true))!;
      if (!isRefundable(order)) throw conflict('This order was already refunded');
      const refund = await this.ctx.payments.refund({ ref: order.providerRef ?? '', amountCents: order.totalCents, orderId: order.id });
      const done = await moveOrder(tx, order, 'refunded', 'admin', admin.userId, reason ?? `refund ${refund.ref}`, {
        refundedAt: new Date(),
      });
      await repo.revokeCourses(tx, order.id);
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
      if (user) await enqueueMail(tx, orderRefundMail(user.email, done, `${this.ctx.config.PUBLIC_URL}/orders/${order.id}`));
    });
    this.ctx.mailQueued();
    return this.get(admin, id);
  }
}

function toItem(l: PricedLine) {
  return { type: l.type, itemId: l.itemId, title: l.title, unitPriceCents: l.unitPriceCents, quantity: l.quantity, lineCents: l.lineCents };
}

/**
 * The lines a hosted checkout charges: the order's re-priced items, and shipping as a line of its own. They add up to
 * the order's total, or nothing is sent.
 */
function checkoutLines(
  order: Pick<repo.OrderRow, 'id' | 'shippingCents' | 'totalCents'>,
  items: { title: string; unitPriceCents: number; quantity: number }[],
): CheckoutLine[] {
  const lines: CheckoutLine[] = items.map((i) => ({ title: i.title, unitAmountCents: i.unitPriceCents, quantity: i.quantity }));
  if (order.shippingCents > 0) lines.push({ title: 'Shipping', unitAmountCents: order.shippingCents, quantity: 1 });
  const sum = lines.reduce((s, l) => s + l.unitAmountCents * l.quantity, 0);
  if (sum !== order.totalCents) throw new Error(`checkout lines of order ${order.id} add up to ${sum}, not ${order.totalCents}`);
  return lines;
}

const STATUS_NOTICE: Partial<Record<repo.OrderRow['status'], { title: string; message: (n: number) => string }>> = {
  paid: { title: 'Order paid', message: (n) => `Your payment for order #${n} went through. We are preparing it.` },
  fulfilled: { title: 'Order shipped', message: (n) => `Order #${n} has been fulfilled and is on its way.` },
  refunded: { title: 'Order refunded', message: (n) => `Order #${n} has been refunded.` },
  cancelled: { title: 'Order cancelled', message: (n) => `Order #${n} was cancelled.` },
};

/**
 * Moves an order to its next status and tells the member in their inbox, in the same transaction. The move is
 * a compare-and-set on the old status and the notification is keyed by order and status, so a retried webhook
 * neither moves nor notifies twice; a member's own cancellation is not notified back to them.
 */
async function moveOrder(...args: Parameters<typeof repo.transition>) {
  const [tx, order, to, , actorId] = args;
  const row = await repo.transition(...args);
  const notice = STATUS_NOTICE[to];
  if (notice)
    await notify(tx, {
      userId: order.userId,
      type: 'order_status',
      actorId,
      subjectType: 'order',
      subjectId: order.id,
      title: notice.title,
      message: notice.message(row.number),
      link: `/orders/${order.id}`,
      priority: to === 'paid' ? 'medium' : 'high',
      event: `order:${order.id}:${to}`,
      data: { order_id: order.id, status: to },
    });
  return row;
}
