import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { claimItems, claims, orderItems, refunds } from '../../db/schema.js';
import type { OrderRow } from '../orders/order-access.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import { withdrawUnbackedReviews } from '../reviews/review-backing.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { claimRefundPaise } from './claim-refund-amount.js';

/** Accepted units × price per item over the given claims' lines. */
const acceptedGoodsPaise = sql<number>`coalesce(sum(${claimItems.acceptedQuantity} * ${orderItems.pricePaise}), 0)::bigint`;

/**
 * Moves the money of a claim just accepted (its lines' `accepted_quantity` set, in this transaction, with the order
 * row locked): one refund through the refund outbox and one credit note per invoice it touches. The unique keys on
 * the claim make a repeat a no-op. Answers the amount refunded.
 */
export function createClaimSettlement(deps: { refunds: RefundsService; documents: TaxDocumentsService }) {
  return async function settleAcceptedClaim(tx: Tx, order: OrderRow, claimId: number, at: Date): Promise<number> {
    const goodsOf = (where: ReturnType<typeof and>) =>
      tx
        .select({ paise: acceptedGoodsPaise })
        .from(claimItems)
        .innerJoin(claims, eq(claims.id, claimItems.claimId))
        .innerJoin(orderItems, eq(orderItems.id, claimItems.orderItemId))
        .where(where);
    // One after another: a transaction is one connection, which runs one query at a time.
    const [mine] = await goodsOf(and(eq(claims.id, claimId)));
    const [earlier] = await goodsOf(
      and(eq(claims.orderId, order.id), eq(claims.status, 'accepted'), ne(claims.id, claimId)),
    );
    const [refunded] = await tx
      .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const accepted = await tx
      .select({ orderItemId: claimItems.orderItemId, quantity: claimItems.acceptedQuantity })
      .from(claimItems)
      .where(eq(claimItems.claimId, claimId));
    const { chargeSharePaise, refundPaise } = claimRefundPaise({
      acceptedGoodsPaise: Number(mine?.paise ?? 0),
      earlierAcceptedGoodsPaise: Number(earlier?.paise ?? 0),
      order,
      earlierRefundsPaise: Number(refunded?.paise ?? 0),
    });
    await deps.refunds.requestClaimRefund(tx, order, claimId, refundPaise);
    // A claim that refunds the rest of the order leaves the retailer's reviews of it without a delivery to stand on.
    await withdrawUnbackedReviews(tx, order);
    await deps.documents.issueClaimCreditNotes(
      tx,
      order,
      {
        id: claimId,
        accepted: accepted.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity ?? 0 })),
        chargeSharePaise,
      },
      at,
    );
    return refundPaise;
  };
}

export type SettleAcceptedClaim = ReturnType<typeof createClaimSettlement>;
