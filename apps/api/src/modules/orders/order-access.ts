import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { notFound } from '../../errors/app-error.js';

export type OrderRow = typeof orders.$inferSelect;

/** Whether `user` is a party of a record between a retailer and a wholesaler (an order, a claim) or an administrator. */
export const isPartyOrAdmin = (record: { retailerId: number; wholesalerId: number }, user: AuthUser) =>
  user.userType === 'admin' || record.retailerId === user.id || record.wholesalerId === user.id;

/** The order if the asking user is its retailer, its wholesaler or an administrator; 404 for anyone else. */
export async function findVisibleOrder(executor: Database | Tx, orderId: number, user: AuthUser): Promise<OrderRow> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !isPartyOrAdmin(order, user)) throw notFound('Order');
  return order;
}
