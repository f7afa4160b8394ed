import { and, asc, eq, lte } from 'drizzle-orm';
import { deliveryMessages, type UpdateOrderStatusResponse } from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database, Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { MoveOrder } from './order-move.js';

/** Shipped orders delivered by one pass of the deadlines job; the next pass takes the rest. */
const AUTO_DELIVER_BATCH = 100;

/**
 * Deliveries that do not come from the wholesaler's status form: the retailer confirming receipt, and a shipped
 * order nobody confirmed delivered by itself AUTO_DELIVER_SECONDS after shipping. Both go through `moveOrder`, so
 * they do exactly what the wholesaler's "delivered" does (invoice, notice, reviews allowed).
 */
export function createOrderDeliveryService(db: Database, deps: { moveOrder: MoveOrder; autoDeliverSeconds: number }) {
  return {
    /** Only the order's retailer, only while shipped; anyone else is told the order does not exist. */
    async confirmReceipt(user: AuthUser, orderId: number): Promise<UpdateOrderStatusResponse> {
      const delivered = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
        if (!order || order.retailerId !== user.id) throw notFound('Order');
        if (order.status !== 'shipped')
          throw new AppError('conflict', deliveryMessages.receiptNotShipped(order.status));
        return deps.moveOrder(tx, order, { status: 'delivered', description: '', proof: 'retailer' });
      });
      return {
        id: delivered.id,
        order_status: delivered.status,
        order_status_description: delivered.statusDescription,
        delivery_proof: delivered.deliveryProof,
      };
    },

    /**
     * Delivers shipped orders whose time is up, at most a batch per call; rows another transaction holds are left
     * for the next pass, and a row delivered meanwhile no longer matches. Returns how many it delivered.
     */
    async deliverOverdue(tx: Tx, now: Date): Promise<number> {
      const shippedBefore = new Date(now.getTime() - deps.autoDeliverSeconds * 1000);
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'shipped'), lte(orders.shippedAt, shippedBefore)))
        .orderBy(asc(orders.shippedAt))
        .limit(AUTO_DELIVER_BATCH)
        .for('update', { skipLocked: true });
      for (const order of due)
        await deps.moveOrder(tx, order, { status: 'delivered', description: '', proof: 'timeout', now });
      return due.length;
    },
  };
}

export type OrderDeliveryService = ReturnType<typeof createOrderDeliveryService>;
