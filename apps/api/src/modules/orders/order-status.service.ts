import { eq } from 'drizzle-orm';
import type { OrderStatus, UpdateOrderStatusResponse } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { AuthUser } from '../../http/authenticate.js';
import { AppError, notFound } from '../../http/errors.js';
import { releaseStock } from './stock.js';

/** Only the order's wholesaler moves its status, only after payment, and a cancel returns the stock once. */
export function createOrderStatusService(db: Database) {
  return {
    async update(
      user: AuthUser,
      orderId: number,
      status: OrderStatus,
      description: string,
    ): Promise<UpdateOrderStatusResponse> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
        if (!order || (order.wholesalerId !== user.id && order.retailerId !== user.id)) throw notFound('Order');
        if (order.wholesalerId !== user.id)
          throw new AppError('forbidden', 'Only the wholesaler of this order can change its status.');
        if (order.status === 'pending') {
          throw new AppError(
            'conflict',
            'This order is waiting for payment; its status can change once the payment is confirmed.',
          );
        }
        if (order.status === 'canceled')
          throw new AppError('conflict', 'This order was canceled; its status can no longer change.');
        if (status === 'pending') {
          throw new AppError('validation', 'A paid order cannot go back to pending.', {
            status: ['A paid order cannot go back to pending.'],
          });
        }
        if (status === 'canceled') await releaseStock(tx, order.id, { unsell: true });
        const [updated] = await tx
          .update(orders)
          .set({ status, statusDescription: description, updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        if (!updated) throw notFound('Order');
        return { id: updated.id, order_status: updated.status, order_status_description: updated.statusDescription };
      });
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
