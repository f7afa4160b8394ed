import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { claimEvents, claimItems, claims, orderItems } from '../db/schema.js';
import type { OrderRow } from '../modules/orders/order-access.js';

/** The seller's time to answer: CLAIM_RESPONSE_SECONDS's default. */
const RESPONSE_MS = 3 * 86_400_000;
const MISSING_UNITS = 2;
const DESCRIPTION = `${MISSING_UNITS} units were missing from the carton; the tape had been opened and resealed.`;

/** The demo retailer reports units of the order's first line missing; the seller has not answered yet. */
export async function seedOpenClaim(tx: Tx, order: OrderRow, filedAt: Date): Promise<void> {
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
    .limit(1);
  if (!line) throw new Error('the claimed demo order has no lines');
  const [claim] = await tx
    .insert(claims)
    .values({
      orderId: order.id,
      retailerId: order.retailerId,
      wholesalerId: order.wholesalerId,
      type: 'short',
      description: DESCRIPTION,
      respondBy: new Date(filedAt.getTime() + RESPONSE_MS),
      createdAt: filedAt,
      updatedAt: filedAt,
    })
    .returning({ id: claims.id });
  if (!claim) throw new Error('insert returned no row');
  await tx.insert(claimItems).values({ claimId: claim.id, orderItemId: line.id, quantity: MISSING_UNITS });
  await tx
    .insert(claimEvents)
    .values({ claimId: claim.id, status: 'open', actor: 'retailer', note: DESCRIPTION, at: filedAt });
}
