import {
  UNPAID_ORDER_TTL_MINUTES,
  toRupees,
  type OrderDetailsResponse,
  type OrderItem,
  type OrderSummary,
  type RefundStatus,
} from '@marketplace/contract';
import type { orderItems, orders, payments } from '../../db/schema.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
export type OrderPayment = Pick<typeof payments.$inferSelect, 'status' | 'createdAt' | 'providerPaymentId'>;

/** A payment captured after its checkout expired was refunded in full with its orders: say so, not `expired`. */
export const shownPaymentStatus = (payment: OrderPayment): OrderSummary['payment_status'] =>
  payment.status === 'expired' && payment.providerPaymentId ? 'refunded' : payment.status;

/** An unpaid order may be paid until its checkout expires; null once it is paid, expired or canceled. */
export function payUntil(
  orderStatus: OrderRow['status'],
  payment: Pick<OrderPayment, 'status' | 'createdAt'>,
): Date | null {
  if (orderStatus !== 'pending' || (payment.status !== 'created' && payment.status !== 'failed')) return null;
  return new Date(payment.createdAt.getTime() + UNPAID_ORDER_TTL_MINUTES * 60_000);
}

/** When and how the order was delivered, and until when its retailer may report a problem; nulls before. */
export function deliveryOf(
  order: Pick<OrderRow, 'deliveredAt' | 'deliveryProof'>,
  claimWindowSeconds: number,
): Pick<OrderDetailsResponse, 'delivered_at' | 'delivery_proof' | 'claim_window_ends_at'> {
  const { deliveredAt } = order;
  return {
    delivered_at: deliveredAt?.toISOString() ?? null,
    delivery_proof: order.deliveryProof,
    claim_window_ends_at: deliveredAt
      ? new Date(deliveredAt.getTime() + claimWindowSeconds * 1000).toISOString()
      : null,
  };
}

export function toOrderItem(item: ItemRow): OrderItem {
  return {
    id: item.id,
    quantity: item.quantity,
    price_per_item: toRupees(item.pricePaise),
    product: { id: item.productId, name: item.productName },
    regulation: item.regulation,
    batch_no: item.batchNo,
    expiry_date: item.expiryDate,
  };
}

export function toOrderSummary(
  order: OrderRow,
  items: ItemRow[],
  { companyName, refundStatus, payment }: { companyName: string; refundStatus?: RefundStatus; payment: OrderPayment },
): OrderSummary {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    order_status: order.status,
    order_status_description: order.statusDescription,
    subtotal: toRupees(order.subtotalPaise),
    platform_charge: toRupees(order.chargePaise),
    total_price: toRupees(order.totalPaise),
    order_items: items.map(toOrderItem),
    wholesaler: { id: order.wholesalerId, company_name: companyName },
    refund_status: refundStatus ?? null,
    payment_status: shownPaymentStatus(payment),
    pay_until: payUntil(order.status, payment)?.toISOString() ?? null,
  };
}
