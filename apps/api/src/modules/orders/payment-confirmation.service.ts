import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@marketplace/contract';
import { UNPAID_ORDER_TTL_MINUTES } from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { retryOnDeadlock } from '../../db/errors.js';
import { cartItems, orderItems, orders, payments, refunds as refundRows } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { sameSecret } from '../../auth/same-secret.js';
import { checkoutSignature } from '../../payments/signatures.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { notifyNewOrders, notifyOrderStatus } from '../notifications/notification-events.js';
import { recordSales, releaseStock } from './stock.js';
import { postSale } from '../payouts/ledger-postings.js';
import type { RoutePayouts } from '../payouts/route-payouts.js';

type PaymentRow = typeof payments.$inferSelect;

const EXPIRED_DESCRIPTION = `Payment not received within ${UNPAID_ORDER_TTL_MINUTES} minutes`;
const LATE_PAYMENT_MESSAGE =
  'This checkout expired before the payment arrived. The payment is being refunded to you in full.';
const DUPLICATE_PAYMENT_MESSAGE =
  'This order has already been paid with another payment. This payment is being refunded to you in full.';

/**
 * What a reported capture did: `paid` confirmed the checkout, `late` refunded an expired one, `duplicate` recorded
 * the refund of a second capture, `same` found this capture already recorded.
 */
export type CaptureOutcome = 'paid' | 'late' | 'duplicate' | 'same';

/** Turns a verified payment into confirmed orders exactly once, whichever of the browser or the webhook arrives first. */
export function createPaymentConfirmationService(
  db: Database,
  provider: PaymentProvider,
  refunds: RefundsService,
  documents: TaxDocumentsService,
  routePayouts?: RoutePayouts,
) {
  async function orderIdsOf(tx: Tx | Database, paymentId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .orderBy(orders.id);
    return rows.map((row) => row.id);
  }

  /** Returns false when the payment was already confirmed (nothing changed). */
  async function confirm(
    payment: PaymentRow,
    providerPaymentId: string,
    executor: Database | Tx = db,
  ): Promise<boolean> {
    // The expiry job may hold product rows in another order: a deadlock victim simply tries again.
    return retryOnDeadlock(() =>
      executor.transaction(async (tx) => {
        const [paid] = await tx
          .update(payments)
          .set({ status: 'paid', providerPaymentId, paidAt: new Date(), failureReason: null })
          .where(and(eq(payments.id, payment.id), or(eq(payments.status, 'created'), eq(payments.status, 'failed'))))
          .returning({ id: payments.id });
        if (!paid) return false;
        const confirmed = await tx
          .update(orders)
          .set({ status: 'confirmed', statusDescription: 'Payment received', updatedAt: new Date() })
          .where(and(eq(orders.paymentId, payment.id), eq(orders.status, 'pending')))
          .returning();
        for (const order of confirmed) {
          await documents.issuePlatformInvoice(tx, order);
          await postSale(tx, order);
        }
        await routePayouts?.openTransfers(tx, confirmed);
        await recordSales(
          tx,
          confirmed.map((order) => order.id),
        );
        await notifyNewOrders(
          tx,
          confirmed.map((order) => order.id),
        );
        const bought = await tx
          .select({ productId: orderItems.productId })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.paymentId, payment.id));
        if (bought.length > 0) {
          await tx.delete(cartItems).where(
            and(
              eq(cartItems.userId, payment.retailerId),
              inArray(
                cartItems.productId,
                bought.map((row) => row.productId),
              ),
            ),
          );
        }
        return true;
      }),
    );
  }

  /**
   * A payment captured after its checkout expired: its orders are canceled and their stock is back on the
   * shelf, so every order's share is refunded. Returns false when this capture was already recorded.
   */
  async function captureLate(
    payment: PaymentRow,
    providerPaymentId: string,
    executor: Database | Tx = db,
  ): Promise<boolean> {
    const recorded = await executor.transaction(async (tx) => {
      const [captured] = await tx
        .update(payments)
        .set({ providerPaymentId, paidAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'expired'), isNull(payments.providerPaymentId)))
        .returning({ id: payments.id });
      if (!captured) return false;
      const canceled = await tx.select().from(orders).where(eq(orders.paymentId, payment.id)).orderBy(orders.id);
      for (const order of canceled) await refunds.requestRefund(tx, order);
      return true;
    });
    if (recorded) refunds.kick();
    return recorded;
  }

  /**
   * A capture the provider reports for a checkout (webhook or browser), whatever state the checkout is in: it
   * confirms an open checkout, refunds a late one in full, and refunds any further capture in full as a
   * duplicate, each once. `amountPaise` is what the provider captured, when it says.
   */
  async function settleCapture(
    payment: PaymentRow,
    providerPaymentId: string,
    amountPaise: number | undefined,
    executor: Database | Tx = db,
  ): Promise<{ outcome: CaptureOutcome; payment: PaymentRow }> {
    let current = payment;
    // Twice at most: a checkout that expired or was paid between the read and the write is read again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (current.status === 'expired' && !current.providerPaymentId) {
        if (await captureLate(current, providerPaymentId, executor))
          return { outcome: 'late', payment: { ...current, providerPaymentId } };
      } else if (current.status === 'created' || current.status === 'failed') {
        if (await confirm(current, providerPaymentId, executor))
          return { outcome: 'paid', payment: { ...current, status: 'paid', providerPaymentId } };
      } else break;
      current = (await findByProviderOrder(current.providerOrderId, executor)) ?? current;
    }
    if (!current.providerPaymentId || current.providerPaymentId === providerPaymentId)
      return { outcome: 'same', payment: current };
    const recorded = await executor.transaction((tx) =>
      refunds.requestDuplicateRefund(tx, {
        paymentId: current.id,
        providerPaymentId,
        amountPaise: amountPaise && amountPaise > 0 ? amountPaise : current.amountPaise,
      }),
    );
    if (recorded) refunds.kick();
    return { outcome: recorded ? 'duplicate' : 'same', payment: current };
  }

  /** True when every order of the payment has its refund recorded: the money went (or is going) back. */
  async function allRefunded(paymentId: number): Promise<boolean> {
    const [row] = await db
      .select({
        orders: sql<number>`count(*)::int`,
        refunded: sql<number>`count(${refundRows.id})::int`,
      })
      .from(orders)
      .leftJoin(refundRows, eq(refundRows.orderId, orders.id))
      .where(eq(orders.paymentId, paymentId));
    return !!row && row.orders > 0 && row.orders === row.refunded;
  }

  async function findByProviderOrder(
    providerOrderId: string,
    executor: Database | Tx = db,
  ): Promise<PaymentRow | undefined> {
    const [payment] = await executor
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrderId))
      .limit(1);
    return payment;
  }

  return {
    confirm,
    captureLate,
    settleCapture,
    findByProviderOrder,

    /** The browser's callback after checkout: trusted only with a valid signature over the order id we stored. */
    async verify(retailerId: number, input: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
      const payment = await findByProviderOrder(input.razorpay_order_id);
      if (!payment || payment.retailerId !== retailerId) throw notFound('Payment');
      const expected = checkoutSignature(provider.keySecret, payment.providerOrderId, input.razorpay_payment_id);
      if (!sameSecret(expected, input.razorpay_signature)) {
        throw new AppError(
          'payment_failed',
          'The payment signature is not valid. No money was recorded for this order.',
        );
      }
      // A valid signature means the provider took this payment: it settles the checkout or is refunded in full.
      const settled = await settleCapture(payment, input.razorpay_payment_id, undefined);
      if (settled.outcome === 'duplicate' || settled.payment.providerPaymentId !== input.razorpay_payment_id)
        throw new AppError('conflict', DUPLICATE_PAYMENT_MESSAGE);
      if (settled.payment.status === 'expired') throw new AppError('conflict', LATE_PAYMENT_MESSAGE);
      return {
        // Its true state: a checkout whose every order was canceled and refunded since is no longer "paid".
        status: (await allRefunded(payment.id)) ? 'refunded' : 'paid',
        razorpay_payment_id: input.razorpay_payment_id,
        order_ids: await orderIdsOf(db, payment.id),
      };
    },

    /** Records a failed attempt; a payment that has already succeeded stays paid. */
    async recordFailure(providerOrderId: string, reason: string, executor: Database | Tx = db): Promise<void> {
      await executor
        .update(payments)
        .set({ status: 'failed', failureReason: reason.slice(0, 500) })
        .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')));
    },

    /** Cancels checkouts left unpaid too long and returns their stock; `executor` may be an open transaction. */
    async expireUnpaid(now = new Date(), executor: Database | Tx = db): Promise<number> {
      const cutoff = new Date(now.getTime() - UNPAID_ORDER_TTL_MINUTES * 60_000);
      const stale = await executor
        .select({ id: payments.id })
        .from(payments)
        .where(and(or(eq(payments.status, 'created'), eq(payments.status, 'failed')), lt(payments.createdAt, cutoff)))
        .limit(500);
      let expired = 0;
      for (const { id } of stale) {
        const done = await executor.transaction(async (tx) => {
          const [payment] = await tx
            .update(payments)
            .set({ status: 'expired' })
            .where(and(eq(payments.id, id), or(eq(payments.status, 'created'), eq(payments.status, 'failed'))))
            .returning({ id: payments.id });
          if (!payment) return false;
          const canceled = await tx
            .update(orders)
            .set({ status: 'canceled', statusDescription: EXPIRED_DESCRIPTION, updatedAt: new Date() })
            .where(and(eq(orders.paymentId, id), eq(orders.status, 'pending')))
            .returning();
          for (const order of canceled) {
            await releaseStock(tx, order.id, { unsell: false });
            await notifyOrderStatus(tx, order, { paid: false });
          }
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },
  };
}

export type PaymentConfirmationService = ReturnType<typeof createPaymentConfirmationService>;
