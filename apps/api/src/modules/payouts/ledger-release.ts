import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { claims, ledgerEntries, orders } from '../../db/schema.js';
import { postEvent } from './ledger-postings.js';
import type { RoutePayouts } from './route-payouts.js';

/** At most this many orders per pass; the next pass takes the rest. */
const RELEASE_BATCH = 500;

/**
 * The deadlines job's pass that releases sellers' money: a delivered order whose claim window has closed, with no
 * claim still open, escalated, or rejected and still open to escalation, moves its net from held to available.
 * Orders are locked (skipping any a claim step holds) and marked released in the same transaction.
 */
export function createLedgerRelease(claimWindowSeconds: number, routePayouts?: RoutePayouts) {
  return async function releaseDue(tx: Tx, now: Date): Promise<number> {
    const unsettledClaim = tx
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          eq(claims.orderId, orders.id),
          or(
            inArray(claims.status, ['open', 'escalated']),
            and(eq(claims.status, 'rejected'), gt(claims.respondBy, now)),
          ),
        ),
      );
    const due = await tx
      .select({ id: orders.id, wholesalerId: orders.wholesalerId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          isNull(orders.releasedAt),
          // Strictly after the window's last moment, when a claim is still accepted.
          lt(orders.deliveredAt, new Date(now.getTime() - claimWindowSeconds * 1000)),
          notExists(unsettledClaim),
        ),
      )
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(RELEASE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((order) => order.id);
    // What each order holds, in one query for the whole batch.
    const held = await tx
      .select({ orderId: ledgerEntries.orderId, paise: sql<string>`sum(${ledgerEntries.amountPaise})::bigint` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.orderId, ids), eq(ledgerEntries.account, 'held')))
      .groupBy(ledgerEntries.orderId);
    const heldBy = new Map(held.map((row) => [row.orderId, Number(row.paise)]));
    await tx.update(orders).set({ releasedAt: now }).where(inArray(orders.id, ids));
    for (const order of due) {
      const net = heldBy.get(order.id) ?? 0;
      await postEvent(
        tx,
        `release:order:${order.id}`,
        { wholesalerId: order.wholesalerId, type: 'release', at: now, orderId: order.id },
        [
          { account: 'held', amountPaise: -net },
          { account: 'available', amountPaise: net },
        ],
      );
      await routePayouts?.payOutAtRelease(tx, order, net, now);
    }
    return due.length;
  };
}
