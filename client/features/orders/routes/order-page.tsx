import { Link, useParams } from 'react-router';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { formatCents } from '#common/money';
import { ORDER_STATUS_LABELS } from '#common/constants';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useOrder } from '#client/features/orders/api/get-order';
import { useRefundOrder } from '#client/features/orders/api/refund-order';
import { OrderStatusBadge } from '#client/features/orders/components/order-status-badge';

/** `/orders/:id`: one order with its lines, money, shipping and history; admins may refund it. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { user, loading, isAdmin } = useAuth();
  const query = useOrder(id, !!user);
  const refund = useRefundOrder(id);
  const back = (
    <Button asChild variant="ghost" className="justify-self-start">
      <Link to="/orders">
        <ArrowLeft aria-hidden className="size-4" /> All orders
      </Link>
    </Button>
  );
  if (!loading && !user)
    return (
      <EmptyState
        icon={<ShoppingBag />}
        title="Sign in required"
        action={
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        }
      />
    );
  if (query.isError) return <EmptyState icon={<ShoppingBag />} title="Order not found" description={query.error.message} action={back} />;
  if (!query.data) return <Skeleton className="h-96" aria-label="Loading order" />;
  const o = query.data;

  async function handleRefund() {
    if (!window.confirm(`Refund ${formatCents(o.totalCents)} for order #${o.number}?`)) return;
    try {
      await refund.mutateAsync(undefined);
      notify.success('Order refunded', 'The member was emailed and course access from this order has ended.');
    } catch (err) {
      notify.error('Refund failed', err instanceof Error ? err.message : undefined);
    }
  }

  return (
    <section className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold">Order #{o.number}</h1>
        <OrderStatusBadge status={o.status} />
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Items</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="grid gap-2" aria-label="Order items">
              {o.items.map((i) => (
                <li key={`${i.type}:${i.itemId}`} className="flex justify-between gap-2">
                  <span>
                    {i.quantity > 1 ? `${i.quantity} × ` : ''}
                    {i.type === 'course' && o.status !== 'refunded' ? (
                      <Link to={`/course/${i.itemId}/module/1`} className="underline">
                        {i.title}
                      </Link>
                    ) : (
                      i.title
                    )}
                  </span>
                  <span>{formatCents(i.lineCents)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid gap-1 border-t border-border pt-3">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatCents(o.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Shipping</dt>
                <dd>{formatCents(o.shippingCents)}</dd>
              </div>
              <div className="flex justify-between text-lg font-semibold">
                <dt>Total</dt>
                <dd data-testid="order-total">{formatCents(o.totalCents)}</dd>
              </div>
            </dl>
            {o.paymentSummary && <p className="text-sm text-muted-foreground">Paid with {o.paymentSummary}</p>}
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          {o.shipping && (
            <Card>
              <CardHeader>
                <CardTitle>Shipping to</CardTitle>
              </CardHeader>
              <CardContent>
                <address className="not-italic">
                  {o.shipping.firstName} {o.shipping.lastName}
                  <br />
                  {o.shipping.address}
                  <br />
                  {o.shipping.postalCode} {o.shipping.city}
                  <br />
                  {o.shipping.country}
                </address>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>History</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-1 text-sm">
                {o.events.map((e, i) => (
                  <li key={i}>
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-US')}</time>: {ORDER_STATUS_LABELS[e.to]}
                    {e.note ? ` (${e.note})` : ''}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          {isAdmin && o.refundable && (
            <Button variant="destructive" onClick={handleRefund} disabled={refund.isPending} className="justify-self-start">
              {refund.isPending ? 'Refunding…' : 'Refund order'}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
