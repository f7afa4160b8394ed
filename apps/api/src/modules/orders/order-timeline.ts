import {
  ORDER_EVENT_DEFAULT_DESCRIPTIONS,
  formatRupees,
  type OrderEvent,
  type RefundResponse,
} from '@marketplace/contract';
import type { orderEvents } from '../../db/schema.js';

type EventRow = Pick<typeof orderEvents.$inferSelect, 'status' | 'description' | 'at'>;

/** The order's timeline, oldest first: its recorded changes, then the refund once the money is back. */
export function toOrderTimeline(rows: EventRow[], refund: RefundResponse | null): OrderEvent[] {
  const events: OrderEvent[] = rows.map((row) => ({
    status: row.status,
    description: row.description || ORDER_EVENT_DEFAULT_DESCRIPTIONS[row.status],
    at: row.at.toISOString(),
  }));
  if (refund?.status === 'processed' && refund.processed_at) {
    events.push({
      status: 'refunded',
      description: `Refund of ${formatRupees(refund.amount)} processed`,
      at: refund.processed_at,
    });
  }
  return events;
}
