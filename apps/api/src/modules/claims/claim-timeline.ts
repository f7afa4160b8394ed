import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { CLAIM_TYPE_LABELS, formatRupees, toRupees, type ClaimType, type OrderEvent } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { claimEvents, claims, refunds } from '../../db/schema.js';

type EventRow = Pick<typeof claimEvents.$inferSelect, 'status' | 'actor' | 'note' | 'at'> & {
  claimId: number;
  type: ClaimType;
};

function describe(row: EventRow): string {
  const claim = `Claim #${row.claimId}`;
  const by = row.actor === 'admin' ? 'the marketplace' : 'the seller';
  switch (row.status) {
    case 'open':
      return `Problem reported: ${CLAIM_TYPE_LABELS[row.type]} (claim #${row.claimId})`;
    case 'accepted':
      return `${claim} accepted by ${by}`;
    case 'rejected':
      return row.note ? `${claim} rejected by ${by}: ${row.note}` : `${claim} rejected by ${by}`;
    case 'escalated':
      return row.actor === 'system'
        ? `${claim} sent to the marketplace: the seller did not answer in time`
        : `${claim} sent to the marketplace by the retailer`;
  }
}

/** Each step of the order's claims, and each claim refund once the money is back, for the order's timeline. */
export async function claimTimelineOf(db: Database, orderId: number): Promise<OrderEvent[]> {
  const [steps, refunded] = await Promise.all([
    db
      .select({
        claimId: claimEvents.claimId,
        type: claims.type,
        status: claimEvents.status,
        actor: claimEvents.actor,
        note: claimEvents.note,
        at: claimEvents.at,
      })
      .from(claimEvents)
      .innerJoin(claims, eq(claims.id, claimEvents.claimId))
      .where(eq(claims.orderId, orderId))
      .orderBy(asc(claimEvents.id)),
    db
      .select({ claimId: refunds.claimId, amountPaise: refunds.amountPaise, processedAt: refunds.processedAt })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, 'claim'), isNotNull(refunds.processedAt))),
  ]);
  return [
    ...steps.map((row) => ({ status: 'claim' as const, description: describe(row), at: row.at.toISOString() })),
    ...refunded.map((row) => ({
      status: 'refunded' as const,
      description: `Refund of ${formatRupees(toRupees(row.amountPaise))} for claim #${row.claimId} processed`,
      at: row.processedAt!.toISOString(),
    })),
  ];
}
