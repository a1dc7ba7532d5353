import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { formatCents } from '#common/money';
import { ORDER_STATUS_LABELS } from '#common/constants';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { useRecentOrders } from '#client/features/profile/api/recent-orders';

/** Recent Orders: the last three, with 'View All' to /orders (spec 000 §2). */
export function RecentOrdersCard() {
  const query = useRecentOrders(3);
  const orders = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Recent Orders</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/orders">View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-24" aria-label="Loading orders" />
        ) : query.isError ? (
          <p role="alert" className="text-sm">
            Orders could not be loaded. {query.error.message}
          </p>
        ) : orders.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag />}
            title="No orders yet"
            description="Your orders from the shop and your custom perfumes appear here."
          />
        ) : (
          <ul className="grid gap-2" aria-label="Recent orders">
            {orders.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-2 text-sm">
                <Link to={`/orders/${o.id}`} className="font-medium hover:underline">
                  Order #{o.number}
                </Link>
                <span className="text-muted-foreground">{ORDER_STATUS_LABELS[o.status]}</span>
                <span className="font-semibold">{formatCents(o.totalCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
