import { ORDER_STATUS_LABELS, type OrderStatus } from '#common/constants';
import { Badge } from '#client/components/ui/badge';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={status === 'paid' || status === 'fulfilled' ? 'default' : 'secondary'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
