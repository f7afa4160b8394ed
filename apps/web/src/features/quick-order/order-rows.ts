import type { BulkOrderLineResult, OrderLineText } from '@marketplace/contract';

/** One row of the quick order as on screen, with the server's answer for the text it was checked with. */
export interface OrderRow extends OrderLineText {
  key: number;
  checked: { sku: string; quantity: string; result: BulkOrderLineResult } | null;
}

let nextKey = 1;

export const emptyRow = (): OrderRow => ({ key: nextKey++, sku: '', quantity: '', checked: null });

export const rowOf = (line: OrderLineText): OrderRow => ({ ...emptyRow(), ...line });

export const isFilled = (row: OrderLineText) => row.sku.trim() !== '' || row.quantity.trim() !== '';

/** The server's answer for a row, if the row still holds the text that was checked. */
export const resultOf = (row: OrderRow): BulkOrderLineResult | null =>
  row.checked && row.checked.sku === row.sku && row.checked.quantity === row.quantity ? row.checked.result : null;

/** Rows that hold something, and the pasted or uploaded lines after them; one empty row when none. */
export function withLines(rows: readonly OrderRow[], lines: readonly OrderLineText[]): OrderRow[] {
  const next = [...rows.filter(isFilled), ...lines.map(rowOf)];
  return next.length > 0 ? next : [emptyRow()];
}

/** The rows' answers written back by position among the filled rows that were sent. */
export function withResults(
  rows: readonly OrderRow[],
  sent: readonly OrderRow[],
  results: readonly BulkOrderLineResult[],
) {
  const byKey = new Map(sent.map((row, index) => [row.key, { row, result: results[index] }]));
  return rows.map((row) => {
    const answer = byKey.get(row.key);
    return answer?.result
      ? { ...row, checked: { sku: answer.row.sku, quantity: answer.row.quantity, result: answer.result } }
      : row;
  });
}

export const addLinesLabel = (count: number) => `Add ${count} ${count === 1 ? 'line' : 'lines'} to cart`;
