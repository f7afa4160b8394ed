import {
  indiaDate,
  isIsoDate,
  needsBatch,
  regulationMessages,
  shelfLifeProblem,
  type OrderDetailsResponse,
  type OrderItem,
} from '@marketplace/contract';
import { formatShortDate } from '../../lib/format-date';

/** Lines of medicines and food whose batch number or expiry date the wholesaler has not entered yet. */
export const linesAwaitingBatch = (order: OrderDetailsResponse): OrderItem[] =>
  order.order_items.filter(
    (item) => needsBatch(item.regulation) && (item.batch_no === null || item.expiry_date === null),
  );

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
    if (!isIsoDate(expiry)) {
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
