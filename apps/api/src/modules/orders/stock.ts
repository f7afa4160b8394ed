import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema.js';

/**
 * Puts an order's reserved units back on the shelf, once: the guard on stock_released_at makes a
 * second cancel, a late expiry or a repeated webhook a no-op. Returns whether stock moved. With
 * `restock: false` (goods shipped and not back in saleable condition) the units are written off instead:
 * the order is settled and its sales undone, but the shelf stays as it is.
 */
export async function releaseStock(
  tx: Tx,
  orderId: number,
  options: { unsell: boolean; restock?: boolean },
): Promise<boolean> {
  const restock = options.restock ?? true;
  const released = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date(), stockWrittenOff: !restock })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (!restock && !options.unsell) return true;
  for (const item of items.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({
        ...(restock ? { stock: sql`${products.stock} + ${item.quantity}` } : {}),
        ...(options.unsell ? { sales: sql`greatest(${products.sales} - ${item.quantity}, 0)` } : {}),
      })
      .where(eq(products.id, item.productId));
  }
  return true;
}

/** Counts the units of confirmed orders as sold. Called once per order, when its payment is confirmed. */
export async function recordSales(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.productId);
  for (const item of items.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ sales: sql`${products.sales} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}
