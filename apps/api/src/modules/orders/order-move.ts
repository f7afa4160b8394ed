import { eq } from 'drizzle-orm';
import type { DeliveryProof, OrderStatus } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { notifyOrderStatus } from '../notifications/notification-events.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { deliveryColumns } from './delivery-code.js';
import type { OrderCancellationService } from './order-cancellation.service.js';

type OrderRow = typeof orders.$inferSelect;

export interface OrderMove {
  status: OrderStatus;
  description: string;
  /** For a delivery: how it was proven; the seller's word when not said. */
  proof?: DeliveryProof;
  /** For a cancel after shipping: the goods came back saleable and go back into stock. */
  restock?: boolean;
  now?: Date;
}

/**
 * The one way a paid order changes status, whoever moves it (the wholesaler, the retailer confirming receipt, the
 * deadlines job), inside the caller's transaction on a row it has locked. Moving sets off what the new status
 * means: a delivery code on shipping, the invoice on shipping or delivery, stock and money back on a cancel, and the
 * notice. The same status again changes only the description: no invoice, refund or notice.
 */
export function createOrderMove(deps: { documents: TaxDocumentsService; cancellation: OrderCancellationService }) {
  return async function moveOrder(tx: Tx, order: OrderRow, move: OrderMove): Promise<OrderRow> {
    const now = move.now ?? new Date();
    const moves = order.status !== move.status;
    const [updated] = await tx
      .update(orders)
      .set({
        status: move.status,
        statusDescription: move.description,
        updatedAt: now,
        ...(moves ? deliveryColumns(move.status, move.proof, now) : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw notFound('Order');
    if (!moves) return updated;
    // Goods that went out come back into stock only when the seller says they are saleable (restock).
    if (move.status === 'canceled')
      await deps.cancellation.undoPaidOrder(tx, updated, move.description || 'Canceled by the wholesaler', {
        restock: order.status !== 'shipped' || move.restock === true,
      });
    if (move.status === 'shipped' || move.status === 'delivered') await deps.documents.issueInvoice(tx, updated);
    await notifyOrderStatus(tx, updated, { paid: true });
    return updated;
  };
}

export type MoveOrder = ReturnType<typeof createOrderMove>;
