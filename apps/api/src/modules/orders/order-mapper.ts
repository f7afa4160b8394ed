import { toRupees, type OrderItem, type OrderSummary, type RefundStatus } from '@marketplace/contract';
import type { orderItems, orders } from '../../db/schema.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

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
  companyName: string,
  refundStatus: RefundStatus | undefined,
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
  };
}
