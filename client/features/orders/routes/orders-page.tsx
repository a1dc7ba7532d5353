import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { MSG } from '#common/messages';
import { formatCents } from '#common/money';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { LoadMore } from '#client/components/load-more';
import { useAuth } from '#client/lib/auth';
import { notify } from '#client/lib/notify';
import { useOrders } from '#client/features/orders/api/list-orders';
import { OrderStatusBadge } from '#client/features/orders/components/order-status-badge';

/** `/orders`: the member's orders, newest first, paged. */
export default function OrdersPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const query = useOrders(!!user);
  useEffect(() => {
    if (!loading && !user) {
      notify.error(MSG.signInRequired);
      navigate('/auth', { replace: true });
    }
  }, [loading, user, navigate]);
  const orders = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-semibold">Your orders</h1>
      {query.isLoading || loading ? (
        <Skeleton className="h-48" aria-label="Loading orders" />
      ) : query.isError ? (
        <EmptyState
          icon={<ShoppingBag />}
          title="Orders could not be loaded"
          description={query.error.message}
          action={<Button onClick={() => query.refetch()}>Try Again</Button>}
        />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag />}
          title="No orders yet"
          description="Your courses, supplies and custom perfumes appear here once ordered."
          action={
            <Button asChild>
              <Link to="/shop">Visit the shop</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Orders">
          {orders.map((o) => (
            <li key={o.id}>
              <Card>
                <CardContent className="grid gap-2 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="grid gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link to={`/orders/${o.id}`} className="font-semibold hover:underline">
                        Order #{o.number}
                      </Link>
                      <OrderStatusBadge status={o.status} />
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {new Date(o.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
                    </p>
                    <p className="text-sm">{o.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.title}` : i.title)).join(', ')}</p>
                  </div>
                  <p className="text-lg font-semibold">{formatCents(o.totalCents)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={query} auto={false} />
    </section>
  );
}
