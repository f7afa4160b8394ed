import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { ledgerEntries, orders, payments, payoutDetails, payouts, routeTransfers } from '../../db/schema.js';
import { singlePass } from '../../jobs/single-pass.js';
import { RouteRefusedError, type RouteTransfers } from '../../payments/route-transfers.js';
import type { OrderRow } from '../orders/order-access.js';
import { postEvent } from './ledger-postings.js';
import { ledgerSum } from './ledger-sum.js';
import { notifyPayoutOutcome } from './payout-notices.js';

/** How long a worker may be at the provider with one transfer before another may take it up. */
const LEASE_SECONDS = 60;
/** A held transfer nobody asks about is looked at again after this long. */
const RECHECK_SECONDS = 24 * 3600;
const MAX_BACKOFF_SECONDS = 3600;

type RouteRow = typeof routeTransfers.$inferSelect;

/** What the order still credits its seller with: its sale less reversals and the TCS and TDS withheld. */
const orderNetPaise = (executor: Database | Tx, orderId: number) =>
  ledgerSum(
    executor,
    and(
      eq(ledgerEntries.orderId, orderId),
      inArray(ledgerEntries.account, ['held', 'available']),
      inArray(ledgerEntries.type, ['sale', 'sale_reversal', 'tcs', 'tcs_reversal', 'tds', 'tds_reversal']),
    ),
  );

/**
 * PAYOUT_PROVIDER=razorpay_route: each order of a seller with a Razorpay linked account gets one Route transfer,
 * made on hold once the payment is captured and kept equal to what the ledger says the order credits the seller
 * (reversed in part when TCS and TDS are withheld, a claim is accepted or the order is canceled), then released
 * when the ledger releases the order, which is its payout. The worker reads the transfer back from the provider
 * before every change, so a step repeated after a crash is never done twice.
 */
export function createRoutePayouts(db: Database, route: RouteTransfers, log?: FastifyBaseLogger) {
  /** In the payment's confirming transaction: the orders whose sellers have a linked account get a transfer. */
  async function openTransfers(tx: Tx, confirmed: OrderRow[]): Promise<void> {
    if (confirmed.length === 0) return;
    const linked = await tx
      .select({ wholesalerId: payoutDetails.wholesalerId, accountId: payoutDetails.razorpayAccountId })
      .from(payoutDetails)
      .where(
        and(
          inArray(payoutDetails.wholesalerId, [...new Set(confirmed.map((order) => order.wholesalerId))]),
          isNotNull(payoutDetails.razorpayAccountId),
        ),
      );
    const accountOf = new Map(linked.map((row) => [row.wholesalerId, row.accountId]));
    const transfers = confirmed.flatMap((order) => {
      const accountId = accountOf.get(order.wholesalerId);
      return accountId
        ? [{ orderId: order.id, wholesalerId: order.wholesalerId, paymentId: order.paymentId, accountId }]
        : [];
    });
    if (transfers.length > 0) await tx.insert(routeTransfers).values(transfers).onConflictDoNothing();
  }

  /**
   * In the release pass's transaction: a Route order's released net is paid out at once, as a payout the worker
   * completes by releasing the transfer; the money never waits in `available` for a bank payout. False for an
   * order without a transfer.
   */
  async function payOutAtRelease(tx: Tx, order: { id: number; wholesalerId: number }, netPaise: number, now: Date) {
    const [transfer] = await tx.select().from(routeTransfers).where(eq(routeTransfers.orderId, order.id)).for('update');
    if (!transfer) return false;
    if (netPaise > 0) {
      const [details] = await tx.select().from(payoutDetails).where(eq(payoutDetails.wholesalerId, order.wholesalerId));
      const [payout] = await tx
        .insert(payouts)
        .values({
          wholesalerId: order.wholesalerId,
          amountPaise: netPaise,
          provider: 'razorpay_route',
          bankAccountName: details?.bankAccountName ?? '',
          bankAccountNumber: details?.bankAccountNumber ?? '',
          bankIfsc: details?.bankIfsc ?? '',
          createdAt: now,
        })
        .returning({ id: payouts.id });
      if (!payout) throw new Error('insert returned no row');
      await postEvent(
        tx,
        `payout:${payout.id}`,
        { wholesalerId: order.wholesalerId, type: 'payout', at: now, payoutId: payout.id, orderId: order.id },
        [
          { account: 'available', amountPaise: -netPaise },
          { account: 'paid_out', amountPaise: netPaise },
        ],
      );
      await tx.update(routeTransfers).set({ payoutId: payout.id }).where(eq(routeTransfers.orderId, order.id));
    }
    return true;
  }

  async function claimNext(): Promise<RouteRow | undefined> {
    const [claimed] = await rawRows<{ order_id: number }>(
      db,
      sql`
      update route_transfers
      set leased_until = now() + ${LEASE_SECONDS} * interval '1 second', attempts = attempts + 1
      where order_id = (
        select order_id from route_transfers
        where settled_at is null and next_attempt_at <= now() and (leased_until is null or leased_until < now())
        order by next_attempt_at, order_id
        limit 1
        for update skip locked
      )
      returning order_id`,
    );
    if (!claimed) return undefined;
    const [row] = await db.select().from(routeTransfers).where(eq(routeTransfers.orderId, claimed.order_id));
    return row;
  }

  /** Ends a worker's turn: a ledger event that came meanwhile keeps its turn; otherwise the next look is at `next`. */
  async function finish(row: RouteRow, changes: { next: Date; settled?: boolean; failure?: string | null }) {
    await db
      .update(routeTransfers)
      .set({
        leasedUntil: null,
        nextAttemptAt: sql`case when ${routeTransfers.touches} = ${row.touches} then ${changes.next.toISOString()}::timestamptz else now() end`,
        // Settled only if no ledger event came while the worker was at the provider.
        settledAt: changes.settled
          ? sql`case when ${routeTransfers.touches} = ${row.touches} then now() else null end`
          : null,
        failureReason: changes.failure ?? null,
        ...(changes.failure ? {} : { attempts: 0 }),
      })
      .where(eq(routeTransfers.orderId, row.orderId));
  }

  /** Makes the provider's transfer match the ledger, then releases it once the order's payout exists. */
  async function sync(row: RouteRow): Promise<{ settled: boolean; next?: Date }> {
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    const [payment] = await db
      .select({ providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    if (!order || !payment?.providerPaymentId) throw new RouteRefusedError('The order has no captured payment.');
    const net = await orderNetPaise(db, order.id);
    const orderRef = `order_${order.id}`;
    let transferId = row.transferId;
    if (!transferId) {
      const transfer =
        (await route.find(payment.providerPaymentId, orderRef)) ??
        (net > 0
          ? await route.create({
              paymentId: payment.providerPaymentId,
              accountId: row.accountId,
              amountPaise: net,
              orderRef,
            })
          : undefined);
      if (!transfer) return { settled: order.status === 'canceled' || order.releasedAt !== null };
      transferId = transfer.id;
      await db.update(routeTransfers).set({ transferId }).where(eq(routeTransfers.orderId, row.orderId));
    }
    const transfer = await route.get(transferId);
    const outstanding = transfer.amountPaise - transfer.reversedPaise;
    if (outstanding > Math.max(net, 0)) await route.reverse(transferId, outstanding - Math.max(net, 0));
    // A transfer found short of the net (made for less elsewhere) would pay less than the payout says: a person looks.
    if (outstanding < net)
      throw new RouteRefusedError(`Transfer ${transferId} holds ${outstanding} paise; the order credits ${net}.`);
    // Nothing left to pay (canceled, or claimed in full and released): settled once the transfer is reversed.
    if (row.payoutId === null)
      return { settled: net <= 0 && (order.status === 'canceled' || order.releasedAt !== null) };
    // A linked account changed lately may be someone else's: the hold stays until the cooldown ends.
    const [details] = await db
      .select({ heldUntil: payoutDetails.payoutsHeldUntil })
      .from(payoutDetails)
      .where(eq(payoutDetails.wholesalerId, row.wholesalerId));
    if (details?.heldUntil && details.heldUntil > new Date()) return { settled: false, next: details.heldUntil };
    if (transfer.onHold) await route.release(transferId);
    const payoutId = row.payoutId;
    await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(payouts)
        .set({ status: 'paid', utr: transferId, paidAt: new Date() })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
        .returning();
      if (paid) await notifyPayoutOutcome(tx, paid, { paid: true, utr: transferId, route: true });
    });
    return { settled: true };
  }

  async function deliverDue(limit = 50): Promise<number> {
    let done = 0;
    for (; done < limit; done += 1) {
      const row = await claimNext();
      if (!row) break;
      try {
        const { settled, next } = await sync(row);
        await finish(row, { next: next ?? new Date(Date.now() + RECHECK_SECONDS * 1000), settled });
      } catch (error) {
        log?.warn({ err: error, order: row.orderId }, 'Route transfer not in step yet; it will be retried');
        const backoff = Math.min(30 * 2 ** row.attempts, MAX_BACKOFF_SECONDS);
        await finish(row, {
          next: new Date(Date.now() + backoff * 1000),
          failure: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        });
      }
    }
    return done;
  }

  const worker = singlePass(
    () => deliverDue(),
    (error) => log?.error({ err: error }, 'delivering Route transfers failed'),
  );

  return { openTransfers, payOutAtRelease, deliverDue, kick: worker.kick, idle: worker.idle };
}

export type RoutePayouts = ReturnType<typeof createRoutePayouts>;
