import type { OrderDetailsResponse, OrderItem } from '@marketplace/contract';
import { confirmedOrder, orderLine as line } from '../../../test/orders';

export const orderLine = (id: number, quantity: number): OrderItem => line({ id, quantity });

const DAY = 86_400_000;

/** Order 4101 as its retailer sees it, delivered 7 days before its claim window ends, `windowEndsIn` ms from now. */
export const deliveredOrder = (items: OrderItem[], windowEndsIn: number): OrderDetailsResponse => {
  const deliveredAt = new Date(Date.now() + windowEndsIn - 7 * DAY).toISOString();
  return confirmedOrder(items, {
    order_status: 'delivered',
    can_edit_status: false,
    events: [{ status: 'delivered', description: 'Delivered', at: deliveredAt }],
    delivered_at: deliveredAt,
    delivery_proof: 'retailer',
    claim_window_ends_at: new Date(Date.now() + windowEndsIn).toISOString(),
  });
};
