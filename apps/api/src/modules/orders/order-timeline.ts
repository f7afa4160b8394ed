import {
  ORDER_EVENT_DEFAULT_DESCRIPTIONS,
  deliveryEventText,
  formatRupees,
  type DuplicatePaymentRefund,
  type OrderEvent,
  type RefundResponse,
} from '@marketplace/contract';
import type { orderEvents } from '../../db/schema.js';

type EventRow = Pick<typeof orderEvents.$inferSelect, 'status' | 'description' | 'at'> &
  Partial<Pick<typeof orderEvents.$inferSelect, 'deliveryProof'>>;

const DAY_MS = 24 * 3600 * 1000;

/** A delivery says how it was proven, followed by the seller's own words when there were any. */
function deliveryDescription(row: EventRow, shippedAt: Date | null): string | null {
  if (row.status !== 'delivered' || !row.deliveryProof) return null;
  const days = shippedAt ? Math.floor((row.at.getTime() - shippedAt.getTime()) / DAY_MS) : null;
  const proof = deliveryEventText(row.deliveryProof, days);
  return row.description ? `${proof} — ${row.description}` : proof;
}

export const LATE_PAYMENT_EVENT = 'Payment received after the checkout expired — refunded in full';

export const duplicatePaymentEvent = (refund: DuplicatePaymentRefund) =>
  `A second payment of ${formatRupees(refund.amount)} (${refund.razorpay_payment_id}) was received for this checkout — refunded in full`;

/** What the order's payment did besides the recorded changes: a late capture, further captures. */
export interface PaymentHappenings {
  /** When a payment arrived after the checkout had expired (it is refunded in full); null otherwise. */
  latePaymentAt: Date | null;
  duplicates: DuplicatePaymentRefund[];
}

const processed = (refund: RefundResponse): OrderEvent[] =>
  refund.status === 'processed' && refund.processed_at
    ? [
        {
          status: 'refunded',
          description: `Refund of ${formatRupees(refund.amount)} processed`,
          at: refund.processed_at,
        },
      ]
    : [];

/**
 * The order's timeline, oldest first: its recorded changes, a payment that came too late or twice (each refunded in
 * full), each refund once the money is back, and the steps of claims on it (`claimSteps`, already described).
 */
export function toOrderTimeline(
  rows: EventRow[],
  refund: RefundResponse | null,
  { latePaymentAt, duplicates }: PaymentHappenings = { latePaymentAt: null, duplicates: [] },
  { shippedAt, claimSteps = [] }: { shippedAt: Date | null; claimSteps?: OrderEvent[] } = { shippedAt: null },
): OrderEvent[] {
  const events: OrderEvent[] = rows.map((row) => ({
    status: row.status,
    description:
      deliveryDescription(row, shippedAt) ?? (row.description || ORDER_EVENT_DEFAULT_DESCRIPTIONS[row.status]),
    at: row.at.toISOString(),
  }));
  const happenings: OrderEvent[] = [];
  if (latePaymentAt)
    happenings.push({ status: 'refunded', description: LATE_PAYMENT_EVENT, at: latePaymentAt.toISOString() });
  for (const duplicate of duplicates) {
    happenings.push({ status: 'refunded', description: duplicatePaymentEvent(duplicate), at: duplicate.created_at });
    happenings.push(...processed(duplicate));
  }
  if (refund) happenings.push(...processed(refund));
  happenings.push(...claimSteps);
  return mergeByTime(
    events,
    happenings.sort((a, b) => a.at.localeCompare(b.at)),
  );
}

/** The recorded changes keep their own order; each payment entry goes after the changes made up to its moment. */
function mergeByTime(recorded: OrderEvent[], happenings: OrderEvent[]): OrderEvent[] {
  const merged: OrderEvent[] = [];
  let next = 0;
  for (const event of recorded) {
    while (next < happenings.length && happenings[next]!.at < event.at) merged.push(happenings[next++]!);
    merged.push(event);
  }
  return [...merged, ...happenings.slice(next)];
}
