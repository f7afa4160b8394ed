import { asc, eq } from 'drizzle-orm';
import {
  needsBatch,
  regulationMessages,
  shelfLifeProblem,
  shipsGoods,
  type ShippedItemInput,
} from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { orderItems, type orders } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type OrderRow = typeof orders.$inferSelect;

const refuse = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * Stores the batch and expiry sent for an order that is about to ship, then refuses the shipment while any
 * medicine or food line lacks them, or a medicine has fewer than 90 days left.
 */
export async function recordShippedBatches(
  tx: Tx,
  order: OrderRow,
  nextStatus: OrderRow['status'],
  sent: ShippedItemInput[] | undefined,
): Promise<void> {
  const alreadyShipped = shipsGoods(order.status);
  if (sent?.length && (alreadyShipped || !shipsGoods(nextStatus)))
    throw refuse('items', 'Batch and expiry are entered once, when the order ships.');
  if (alreadyShipped || !shipsGoods(nextStatus)) return;

  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const [index, item] of (sent ?? []).entries()) {
    const line = byId.get(item.id);
    if (!line) throw refuse(`items.${index}.id`, `Item ${item.id} is not part of this order.`);
    if (!needsBatch(line.regulation)) continue;
    const problem = shelfLifeProblem({ name: line.productName, regulation: line.regulation }, item.expiry_date);
    if (problem) throw refuse(`items.${index}.expiry_date`, problem);
    line.batchNo = item.batch_no;
    line.expiryDate = item.expiry_date;
    await tx
      .update(orderItems)
      .set({ batchNo: item.batch_no, expiryDate: item.expiry_date })
      .where(eq(orderItems.id, line.id));
  }
  for (const line of lines) {
    if (!needsBatch(line.regulation)) continue;
    if (!line.batchNo) throw refuse('items', regulationMessages.batchRequired(line.productName));
    if (!line.expiryDate) throw refuse('items', regulationMessages.expiryRequired(line.productName));
  }
}
