import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toRupees, type AdminRefundsResponse, type RefundResponse, type RefundStatus } from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { orders, payments, refunds, retailerProfiles, wholesalerProfiles } from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { PaymentProvider, ProviderRefund } from '../../payments/provider.js';
import { RefundRefusedError } from '../../payments/razorpay-refunds.js';
import { notifyRefundProcessed } from '../notifications/notification-events.js';
import { findVisibleOrder, type OrderRow } from '../orders/order-access.js';
import { withdrawUnbackedReviews } from '../reviews/review-backing.js';
import { singlePass } from '../../jobs/single-pass.js';
import { rawRows } from '../../db/raw-rows.js';

type RefundRow = typeof refunds.$inferSelect;

/** The refund of the order's cancellation (its claims' refunds are the claims'). */
const orderRefundOf = (orderId: number) => and(eq(refunds.orderId, orderId), eq(refunds.kind, 'order'));

/** Longer than the provider call may take, so a claimed refund is never sent by two workers at once. */
const LEASE_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 3600;
const FAILED_REASON = 'The payment provider could not process this refund.';

export const toRefundResponse = (row: RefundRow): RefundResponse => ({
  amount: toRupees(row.amountPaise),
  status: row.status,
  provider_refund_id: row.providerRefundId,
  created_at: row.createdAt.toISOString(),
  processed_at: row.processedAt?.toISOString() ?? null,
});

/**
 * Refunds of canceled paid orders and of accepted claims. The row is written in the cancel's or the claim's
 * transaction (one per order's cancellation and one per claim, by unique keys) and then delivered by `deliverDue`, which claims it with a lease and asks the provider with
 * a receipt of ours, so crashes and repeats end in exactly one refund at the provider.
 */
export function createRefundsService(db: Database, provider: PaymentProvider, log?: FastifyBaseLogger) {
  /** Moves a refund on from `pending` with what the provider says; a settled refund never changes again. */
  async function settle(tx: Tx, where: ReturnType<typeof eq>, result: ProviderRefund) {
    const [settled] = await tx
      .update(refunds)
      .set({
        providerRefundId: result.id,
        status: result.status,
        processedAt: result.status === 'processed' ? new Date() : null,
        failureReason: result.status === 'failed' ? FAILED_REASON : null,
      })
      .where(and(where, eq(refunds.status, 'pending')))
      .returning({
        orderId: refunds.orderId,
        paymentId: refunds.paymentId,
        amountPaise: refunds.amountPaise,
        status: refunds.status,
      });
    if (settled?.status !== 'processed') return;
    // A duplicate capture's refund has no order of its own: the buyer hears of it on the checkout's first order.
    const orderId = settled.orderId ?? (await firstOrderOf(tx, settled.paymentId));
    if (orderId !== undefined) await notifyRefundProcessed(tx, { orderId, amountPaise: settled.amountPaise });
  }

  /** Whether the order's payment was captured: only captured money is refunded. */
  async function wasCaptured(tx: Tx, order: OrderRow): Promise<boolean> {
    const [payment] = await tx
      .select({ providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    return Boolean(payment?.providerPaymentId);
  }

  async function firstOrderOf(tx: Tx | Database, paymentId: number): Promise<number | undefined> {
    const [first] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .orderBy(orders.id)
      .limit(1);
    return first?.id;
  }

  async function claimNext(): Promise<(RefundRow & { providerPaymentId: string | null }) | undefined> {
    const claimed = await rawRows<{ id: number }>(
      db,
      sql`
      update refunds
      set attempts = attempts + 1,
          next_attempt_at = now() + least(${LEASE_SECONDS} * power(2, attempts), ${MAX_BACKOFF_SECONDS}) * interval '1 second'
      where id = (
        select id from refunds
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      returning id`,
    );
    const id = claimed[0]?.id;
    if (id === undefined) return undefined;
    const [row] = await db
      .select({
        refund: refunds,
        // A duplicate capture's refund returns that capture; an order's refund the payment's own capture.
        providerPaymentId: sql<string | null>`coalesce(${refunds.providerPaymentId}, ${payments.providerPaymentId})`,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, id));
    return row && { ...row.refund, providerPaymentId: row.providerPaymentId };
  }

  async function deliver(refund: RefundRow & { providerPaymentId: string | null }): Promise<void> {
    try {
      if (!refund.providerPaymentId) throw new RefundRefusedError('The payment has no captured payment to refund.');
      const result = refund.providerRefundId
        ? await provider.refundStatus(refund.providerRefundId)
        : await provider.refund({
            paymentId: refund.providerPaymentId,
            amountPaise: refund.amountPaise,
            receipt: `refund_${refund.id}`,
          });
      await db.transaction((tx) => settle(tx, eq(refunds.id, refund.id), result));
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) {
        log?.warn({ err: error, refund: refund.id }, 'refund not delivered yet; it will be retried');
        return;
      }
      await db
        .update(refunds)
        .set({ status: 'failed', failureReason: error.message.slice(0, 500) })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    }
  }

  async function deliverDue(limit = 50): Promise<number> {
    let delivered = 0;
    for (; delivered < limit; delivered += 1) {
      const refund = await claimNext();
      if (!refund) break;
      await deliver(refund);
    }
    return delivered;
  }

  // Kicked after a commit that asks for a refund; one pass at a time per process.
  const passes = singlePass(deliverDue, (error) => log?.error({ err: error }, 'delivering refunds failed'));
  const { kick } = passes;

  return {
    deliverDue,
    kick,
    /** Resolves once no delivery pass is under way (the server waits for it before closing). */
    idle: () => passes.idle(),

    /**
     * Records the refund of a canceled order whose payment was captured; a second call changes nothing. A refund
     * of the whole order withdraws the reviews it was holding up.
     */
    async requestRefund(tx: Tx, order: OrderRow): Promise<void> {
      if (!(await wasCaptured(tx, order))) return;
      await tx
        .insert(refunds)
        .values({ orderId: order.id, paymentId: order.paymentId, amountPaise: order.totalPaise })
        .onConflictDoNothing();
      await withdrawUnbackedReviews(tx, order);
    },

    /**
     * Records the refund of an accepted claim (once per claim, whatever repeats) when the order's payment was
     * captured; the caller computed the amount under the order's lock.
     */
    async requestClaimRefund(tx: Tx, order: OrderRow, claimId: number, amountPaise: number): Promise<void> {
      if (amountPaise <= 0 || !(await wasCaptured(tx, order))) return;
      await tx
        .insert(refunds)
        .values({ kind: 'claim', orderId: order.id, claimId, paymentId: order.paymentId, amountPaise })
        .onConflictDoNothing();
    },

    /**
     * Records the full refund of a second capture for a checkout that was already paid (or already refunded
     * late): one refund per captured payment id, however often the capture is reported. True when recorded now.
     */
    async requestDuplicateRefund(
      tx: Tx,
      capture: { paymentId: number; providerPaymentId: string; amountPaise: number },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(refunds)
        .values({
          kind: 'duplicate_capture',
          paymentId: capture.paymentId,
          providerPaymentId: capture.providerPaymentId,
          amountPaise: capture.amountPaise,
        })
        .onConflictDoNothing()
        .returning({ id: refunds.id });
      return inserted.length > 0;
    },

    /** The refunds of duplicate captures of one checkout's payment, oldest first. */
    async duplicatesOfPayment(paymentId: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.kind, 'duplicate_capture')))
        .orderBy(refunds.id);
    },

    /** A provider's webhook about one of its refunds. */
    async applyProviderEvent(tx: Tx, result: ProviderRefund): Promise<boolean> {
      const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, result.id));
      if (!known || result.status === 'pending') return false;
      await settle(tx, eq(refunds.id, known.id), result);
      return true;
    },

    async forOrder(orderId: number, user: AuthUser): Promise<RefundResponse> {
      await findVisibleOrder(db, orderId, user);
      const [row] = await db.select().from(refunds).where(orderRefundOf(orderId));
      if (!row) throw notFound('Refund');
      return toRefundResponse(row);
    },

    async statusByOrder(orderIds: number[]): Promise<Map<number, RefundStatus>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: refunds.orderId, status: refunds.status })
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), eq(refunds.kind, 'order')));
      return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row.status] as const])));
    },

    async rowForOrder(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(orderRefundOf(orderId));
      return row;
    },

    /** Refunds an administrator has to watch: still pending, or refused by the provider. */
    async open(): Promise<AdminRefundsResponse> {
      const rows = await db
        .select({
          refund: refunds,
          orderId: orders.id,
          retailer: retailerProfiles.shopName,
          wholesaler: wholesalerProfiles.companyName,
        })
        .from(refunds)
        // A duplicate capture's refund is listed under the first order of its checkout.
        .innerJoin(
          orders,
          sql`${orders.id} = coalesce(${refunds.orderId}, (select min(o.id) from orders o where o.payment_id = ${refunds.paymentId}))`,
        )
        .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, orders.wholesalerId))
        .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
        .where(or(eq(refunds.status, 'pending'), eq(refunds.status, 'failed')))
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(500);
      return {
        refunds: rows.map((row) => ({
          ...toRefundResponse(row.refund),
          id: row.refund.id,
          order_id: row.orderId,
          failure_reason: row.refund.failureReason,
          retailer: row.retailer ?? '',
          wholesaler: row.wholesaler,
        })),
      };
    },

    /** Sends a failed refund again as a new request; a refund that is not failed is left alone. */
    async retry(refundId: number): Promise<RefundResponse> {
      const [row] = await db
        .update(refunds)
        .set({ status: 'pending', providerRefundId: null, failureReason: null, nextAttemptAt: new Date() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed')))
        .returning();
      if (!row) {
        const [current] = await db.select().from(refunds).where(eq(refunds.id, refundId));
        if (!current) throw notFound('Refund');
        throw new AppError('conflict', `This refund is ${current.status}; only a failed refund can be retried.`);
      }
      kick();
      return toRefundResponse(row);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
