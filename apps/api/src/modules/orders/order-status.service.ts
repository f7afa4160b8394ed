import { eq } from 'drizzle-orm';
import {
  movesForward,
  refusedStatusMoveMessage,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import type { OrderCancellationService } from './order-cancellation.service.js';
import { notifyOrderStatus } from '../notifications/notification-events.js';
import { recordShippedBatches } from './shipped-batches.js';

/**
 * Only the order's wholesaler moves its status, only after payment, and only forward (confirmed → shipped →
 * delivered, or canceled before delivery). Shipping (or delivering) issues the invoice; a cancel returns the
 * stock, refunds the payment and credits an issued invoice, all once.
 */
export function createOrderStatusService(
  db: Database,
  deps: { documents: TaxDocumentsService; cancellation: OrderCancellationService; refunds: RefundsService },
) {
  return {
    async update(
      user: AuthUser,
      orderId: number,
      { status, description = '', items, restock = false }: UpdateOrderStatusRequest,
    ): Promise<UpdateOrderStatusResponse> {
      const response = await db.transaction(async (tx) => {
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
        if (order.status === 'canceled' && status === 'canceled')
          throw new AppError('conflict', 'This order was canceled; its status can no longer change.');
        if (status === 'pending') {
          throw new AppError('validation', 'A paid order cannot go back to pending.', {
            status: ['A paid order cannot go back to pending.'],
          });
        }
        const moves = order.status !== status;
        if (moves && !movesForward(order.status, status))
          throw new AppError('conflict', refusedStatusMoveMessage(order.status, status));
        await recordShippedBatches(tx, order, status, items);
        const [updated] = await tx
          .update(orders)
          .set({ status, statusDescription: description, updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        if (!updated) throw notFound('Order');
        // The same status again changes only the description: no invoice, refund or notice.
        if (moves) {
          // Goods that went out come back into stock only when the seller says they are saleable (restock).
          if (status === 'canceled')
            await deps.cancellation.undoPaidOrder(tx, updated, description || 'Canceled by the wholesaler', {
              restock: order.status !== 'shipped' || restock === true || restock === 'true',
            });
          if (status === 'shipped' || status === 'delivered') await deps.documents.issueInvoice(tx, updated);
          await notifyOrderStatus(tx, updated, { paid: true });
        }
        return { id: updated.id, order_status: updated.status, order_status_description: updated.statusDescription };
      });
      if (response.order_status === 'canceled') deps.refunds.kick();
      return response;
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
