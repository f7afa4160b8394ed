import { eq } from 'drizzle-orm';
import {
  deliveryMessages,
  movesForward,
  refusedStatusMoveMessage,
  shipsGoods,
  type UpdateOrderStatusRequest,
  type UpdateOrderStatusResponse,
} from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../errors/app-error.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { EInvoicesService } from '../tax-documents/e-invoices.service.js';
import { checkDeliveryCode } from './delivery-code.js';
import type { MoveOrder } from './order-move.js';
import { recordShippedBatches } from './shipped-batches.js';

/**
 * Only the order's wholesaler moves its status, only after payment, and only forward (confirmed → shipped →
 * delivered, or canceled before delivery). Shipping (or delivering) issues the invoice, once an e-invoicing seller
 * has recorded its IRN; a cancel returns the stock, refunds the payment and credits an issued invoice, all once.
 * Delivering with the code the retailer reads out proves it (`code`); without one it is the seller's word.
 */
export function createOrderStatusService(
  db: Database,
  deps: {
    moveOrder: MoveOrder;
    eInvoices: EInvoicesService;
    refunds: RefundsService;
  },
) {
  return {
    async update(
      user: AuthUser,
      orderId: number,
      { status, description = '', items, restock = false, delivery_code: deliveryCode }: UpdateOrderStatusRequest,
    ): Promise<UpdateOrderStatusResponse> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
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
        if (moves && order.status === 'confirmed' && shipsGoods(status))
          await deps.eInvoices.requireIrnBeforeShipping(tx, order);
        if (deliveryCode !== undefined && status !== 'delivered')
          throw fieldError('delivery_code', deliveryMessages.codeOnlyForDelivered);
        const deliversWithCode = moves && status === 'delivered' && deliveryCode !== undefined;
        if (deliversWithCode) {
          // Committed with the wrong code's count, and thrown once the transaction is over.
          const refusal = await checkDeliveryCode(tx, order, deliveryCode, now);
          if (refusal) return refusal;
        }
        await recordShippedBatches(tx, order, status, items);
        return deps.moveOrder(tx, order, {
          status,
          description,
          proof: deliversWithCode ? 'code' : 'seller',
          restock: restock === true || restock === 'true',
          now,
        });
      });
      if (outcome instanceof AppError) throw outcome;
      if (outcome.status === 'canceled') deps.refunds.kick();
      return {
        id: outcome.id,
        order_status: outcome.status,
        order_status_description: outcome.statusDescription,
        delivery_proof: outcome.deliveryProof,
      };
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
