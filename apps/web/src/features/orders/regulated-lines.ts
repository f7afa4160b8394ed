import {
  indiaDate,
  needsBatch,
  regulationMessages,
  shelfLifeProblem,
  type OrderDetailsResponse,
  type OrderItem,
  type OrderStatus,
} from '@marketplace/contract';
import { formatShortDate } from '../../lib/format-date';

/** The server takes at most this many characters of a batch number. */
export const BATCH_NO_MAX_LENGTH = 40;

/** From `shipped` on the goods have left: medicines and food need their batch and expiry by then. */
export const shipsGoods = (status: OrderStatus) => status === 'shipped' || status === 'delivered';

/** Lines of medicines and food whose batch number or expiry date the wholesaler has not entered yet. */
export const linesAwaitingBatch = (order: OrderDetailsResponse): OrderItem[] =>
  order.order_items.filter(
    (item) => needsBatch(item.regulation) && (item.batch_no === null || item.expiry_date === null),
  );

/**
 * A `YYYY-MM-DD` that exists on the calendar. (The contract's `isoDate` schema throws on text of another
 * shape, so the form checks the shape itself before asking the contract about shelf life.)
 */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** What the wholesaler types for one line, as the form holds it. */
export interface BatchEntry {
  batch_no: string;
  expiry_date: string;
}

/** A line that already has one of the two keeps it, so only the missing one needs typing. */
export const batchEntryOf = (item: OrderItem): BatchEntry => ({
  batch_no: item.batch_no ?? '',
  expiry_date: item.expiry_date ?? '',
});

/**
 * The contract's checks of the entries, one per line in `lines`' order, keyed as the server keys its
 * field errors (`items.0.batch_no`), so that both land on the same input.
 */
export function batchEntryProblems(
  lines: readonly OrderItem[],
  entries: readonly BatchEntry[],
  shipDay: string = indiaDate(new Date()),
): Record<string, string> {
  const problems: Record<string, string> = {};
  lines.forEach((line, index) => {
    const name = line.product.name;
    const entry = entries[index];
    if (!entry?.batch_no.trim()) problems[`items.${index}.batch_no`] = regulationMessages.batchRequired(name);
    const expiry = entry?.expiry_date.trim() ?? '';
    if (!isCalendarDate(expiry)) {
      problems[`items.${index}.expiry_date`] = regulationMessages.expiryRequired(name);
      return;
    }
    const shelfLife = shelfLifeProblem({ name, regulation: line.regulation }, expiry, shipDay);
    if (shelfLife) problems[`items.${index}.expiry_date`] = shelfLife;
  });
  return problems;
}

/** `Batch B123 · Expiry 31 Mar 2027` under a shipped line; null for a line without either. */
export function batchAndExpiryText(item: Pick<OrderItem, 'batch_no' | 'expiry_date'>): string | null {
  const parts = [
    item.batch_no ? `Batch ${item.batch_no}` : null,
    item.expiry_date ? `Expiry ${formatShortDate(item.expiry_date)}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
