import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { formatCents } from '#common/money';
import { ORDER_STATUS_LABELS } from '#common/constants';
import { EmptyState } from '#client/components/ui/empty-state';
import { useRecentOrders } from '#client/features/profile/api/recent-orders';
import { SummaryCard } from './summary-card';

/** Recent Orders: the last three, with 'View All' to /orders (spec 000 §2). */
export function RecentOrdersCard() {
  return (
    <SummaryCard
      title="Recent Orders"
      link={{ to: '/orders', label: 'View All' }}
      noun="orders"
      query={useRecentOrders(3)}
      skeletonClassName="h-24"
      empty={
        <EmptyState
          icon={<ShoppingBag />}
          title="No orders yet"
          description="Your orders from the shop and your custom perfumes appear here."
        />
      }
    >
      {(orders) => (
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
    </SummaryCard>
  );
}
