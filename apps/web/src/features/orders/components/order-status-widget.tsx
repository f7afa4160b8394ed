import type { OrderDetailsResponse } from '@marketplace/contract';
import { isBuyer, useSession } from '../../../lib/session';
import { PENDING_ORDER_NOTICE, statusBadgeText } from '../order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { EditOrderStatusDialog } from './edit-order-status-dialog';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The buyer reads the status as a badge; the order's wholesaler may change it once the order is paid
 * (`can_edit_status`, decided by the server), and the buyer may cancel it until it ships (`can_cancel`).
 */
export function OrderStatusWidget({ order }: { order: OrderDetailsResponse }) {
  const buyer = isBuyer(useSession());
  const pending = order.order_status === 'pending';
  return (
    <div className="grid justify-items-start gap-2">
      <OrderStatusBadge status={order.order_status} className="rounded-md! text-sm">
        {statusBadgeText(order.order_status, order.order_status_description)}
      </OrderStatusBadge>
      {pending && buyer && <p className="text-sm font-normal text-neutral-600">{PENDING_ORDER_NOTICE}</p>}
      {pending && !buyer && (
        <p className="text-sm font-normal text-neutral-600">
          Awaiting the buyer&apos;s payment: the status can change once the payment is confirmed.
        </p>
      )}
      {order.can_edit_status && <EditOrderStatusDialog order={order} />}
      {order.can_cancel && <CancelOrderDialog order={order} />}
    </div>
  );
}
