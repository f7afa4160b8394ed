import { Link } from 'react-router';
import { ChevronRight, PackageOpen } from 'lucide-react';
import { formatRupees, MARKETPLACE_TIME_ZONE, type DashboardResponse } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { NO_ORDERS_TEXT } from '../dashboard-periods';
import { ORDER_TOTAL_BASIS } from '../figure-basis';
import { orderStatusBadgeVariant, orderStatusLabel } from '../order-status-badge';

const orderTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** The newest orders of the period, any status, with the total the buyer pays; each opens its details page. */
export function RecentOrders({ orders }: { orders: DashboardResponse['orders'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Orders</CardTitle>
        <CardDescription>The latest orders of this period. Order total: {ORDER_TOTAL_BASIS}.</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        {orders.length === 0 ? (
          <EmptyState
            className="mx-3 border-none py-8"
            icon={<PackageOpen aria-hidden="true" />}
            title={NO_ORDERS_TEXT}
          />
        ) : (
          <ul className="divide-y divide-neutral-100">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/orders_details/${order.id}`}
                  className="flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-neutral-50"
                >
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium text-neutral-900">Order #{order.id}</span>
                    <span className="truncate text-sm text-neutral-600">
                      {order.customer} ·{' '}
                      <time dateTime={order.created_at}>{orderTime.format(new Date(order.created_at))}</time>
                    </span>
                  </div>
                  <div className="grid shrink-0 justify-items-end gap-1">
                    <span className="text-sm font-semibold text-neutral-900 tabular-nums">
                      <span className="sr-only">Order total </span>
                      {formatRupees(order.total_price)}
                    </span>
                    <Badge variant={orderStatusBadgeVariant(order.order_status)}>
                      {orderStatusLabel(order.order_status)}
                    </Badge>
                  </div>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
