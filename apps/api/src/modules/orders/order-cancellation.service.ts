import { eq } from 'drizzle-orm';
import type { UpdateOrderStatusResponse } from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { notifyOrderStatus } from '../notifications/notification-events.js';
import { withdrawUnbackedReviews } from '../reviews/review-backing.js';
import type { OrderRow } from './order-access.js';
import { releaseStock } from './stock.js';
import { postCancellation } from '../payouts/ledger-postings.js';

export const RETAILER_CANCEL_DESCRIPTION = 'Canceled by the retailer';

/** A retailer may cancel its own order while it is paid and not yet shipped. */
export const retailerMayCancel = (status: string) => status === 'confirmed';

/**
 * Everything a cancellation of a paid order undoes: stock back on the shelf, a refund, a credit note if invoiced
 * (and one for the marketplace's charge, refunded with the goods), and the reviews it was holding up.
 */
export function createOrderCancellationService(db: Database, documents: TaxDocumentsService, refunds: RefundsService) {
  async function undoPaidOrder(
    tx: Tx,
    order: OrderRow,
    reason: string,
    { restock }: { restock: boolean } = { restock: true },
  ): Promise<void> {
    await releaseStock(tx, order.id, { unsell: true, restock });
    await refunds.requestRefund(tx, order);
    await documents.issueCreditNotes(tx, order, reason);
    await postCancellation(tx, order);
    await withdrawUnbackedReviews(tx, order);
  }

  return {
    undoPaidOrder,

    async cancelByRetailer(user: AuthUser, orderId: number, reason: string): Promise<UpdateOrderStatusResponse> {
      const updated = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
        if (!order || order.retailerId !== user.id) throw notFound('Order');
        if (order.status === 'canceled') throw new AppError('conflict', 'This order is already canceled.');
        if (!retailerMayCancel(order.status)) {
          throw new AppError(
            'conflict',
            order.status === 'pending'
              ? 'This order is waiting for payment; it can be canceled once the payment is confirmed.'
              : `This order is already ${order.status}; ask the wholesaler to cancel it.`,
          );
        }
        const description = reason ? `${RETAILER_CANCEL_DESCRIPTION}: ${reason}` : RETAILER_CANCEL_DESCRIPTION;
        const [row] = await tx
          .update(orders)
          .set({ status: 'canceled', statusDescription: description, updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        if (!row) throw notFound('Order');
        await undoPaidOrder(tx, row, reason || RETAILER_CANCEL_DESCRIPTION);
        await notifyOrderStatus(tx, row, { paid: true });
        return row;
      });
      refunds.kick();
      return {
        id: updated.id,
        order_status: updated.status,
        order_status_description: updated.statusDescription,
        delivery_proof: updated.deliveryProof,
      };
    },
  };
}

export type OrderCancellationService = ReturnType<typeof createOrderCancellationService>;
