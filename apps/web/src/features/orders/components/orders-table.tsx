import { Link, useNavigate } from 'react-router';
import { formatRupees, type OrderSummary } from '@marketplace/contract';
import { formatOrderListDate, formatOrderTime } from '../order-dates';
import { orderItemsSummary, type OrderSort, type OrderSortKey } from '../order-list';
import { OrderStatusBadge } from './order-status-badge';
import { RefundBadge } from '../../../components/commerce/refund-badge';
import { SortHeader } from './sort-header';
import { BuyAgainButton } from '../../cart';
import { COUNTDOWN_TICK_MS, minutesText, unpaidState } from '../payment-deadline';
import { useNow } from '../../../lib/use-now';
import { PayNowButton } from './pay-now-button';

interface OrdersTableProps {
  orders: OrderSummary[];
  sort: OrderSort;
  onSort: (key: OrderSortKey) => void;
}

const detailsPath = (order: OrderSummary) => `/orders_details/${order.id}`;

/** The order's status, and where a canceled order stands with its refund. */
function OrderBadges({ order }: { order: OrderSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge status={order.order_status} className="capitalize" />
      {order.refund_status && <RefundBadge status={order.refund_status} wording="list" />}
    </span>
  );
}

/** Pay now while an unpaid order can still be paid, with the minutes left; Buy again for any order. */
function OrderActions({ order, now }: { order: OrderSummary; now: number }) {
  const unpaid = unpaidState(order, now);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {unpaid?.kind === 'payable' && (
        <>
          <span className="text-xs text-warning-800">{minutesText(unpaid.minutesLeft)} left to pay</span>
          <PayNowButton orderId={order.id} size="sm" namesOrder />
        </>
      )}
      <BuyAgainButton orderId={order.id} size="sm" namesOrder />
    </div>
  );
}

/** A table on wide screens; on phones each order becomes a card that links to its details. */
export function OrdersTable({ orders, sort, onSort }: OrdersTableProps) {
  const navigate = useNavigate();
  const now = useNow(
    COUNTDOWN_TICK_MS,
    orders.some((order) => order.order_status === 'pending'),
  );
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Order
              </th>
              <SortHeader label="Date" sortKey="date" sort={sort} onSort={onSort} />
              <th scope="col" className="px-4 py-3 font-medium">
                Items
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
              <SortHeader label="Total" sortKey="total" sort={sort} onSort={onSort} className="text-right" />
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {orders.map((order) => (
              <tr
                key={order.id}
                onClick={(event) => {
                  // The id link navigates by itself; the rest of the row is a larger target for the mouse.
                  if (event.target instanceof Element && event.target.closest('a, button, [role="dialog"]')) return;
                  void navigate(detailsPath(order));
                }}
                className="cursor-pointer transition-colors hover:bg-primary-50/50"
              >
                <td className="px-4 py-3">
                  <Link to={detailsPath(order)} className="font-semibold text-primary-700 hover:underline">
                    #{order.id}
                  </Link>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="block text-neutral-900">{formatOrderListDate(order.created_at)}</span>
                  <span className="block text-xs text-neutral-500">{formatOrderTime(order.created_at)}</span>
                </td>
                <td className="px-4 py-3">
                  <span className="block text-neutral-900">{orderItemsSummary(order)}</span>
                  <span className="block text-xs text-neutral-500">{order.wholesaler.company_name}</span>
                </td>
                <td className="px-4 py-3">
                  <OrderBadges order={order} />
                </td>
                <td className="px-4 py-3 text-right">
                  <OrderActions order={order} now={now} />
                </td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums">
                  {formatRupees(order.total_price)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden">
        {orders.map((order) => (
          <li
            key={order.id}
            className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-card has-[a:hover]:border-primary-300"
          >
            <Link to={detailsPath(order)} className="grid gap-2 p-4 focus-visible:-outline-offset-2">
              <span className="flex items-center justify-between gap-3">
                <span className="font-semibold text-primary-700">#{order.id}</span>
                <OrderBadges order={order} />
              </span>
              <span className="text-sm text-neutral-900">{orderItemsSummary(order)}</span>
              <span className="text-xs text-neutral-500">{order.wholesaler.company_name}</span>
              <span className="flex items-center justify-between gap-3 text-sm">
                <span className="text-neutral-600">
                  {formatOrderListDate(order.created_at)}, {formatOrderTime(order.created_at)}
                </span>
                <span className="font-semibold text-neutral-900 tabular-nums">{formatRupees(order.total_price)}</span>
              </span>
            </Link>
            <div className="border-t border-neutral-100 bg-neutral-50/60 px-4 py-2.5">
              <OrderActions order={order} now={now} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
