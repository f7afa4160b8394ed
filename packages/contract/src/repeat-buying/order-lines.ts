/** How many lines one quick order (typed, pasted or uploaded) may hold. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The largest quick-order file accepted, in bytes (1 MB). */
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024;
/** The most units one line may ask for, as the cart allows. */
const MAX_LINE_QUANTITY = 100_000;

/** One line as typed or read from a sheet: the quantity stays text until the server has checked it. */
export interface OrderLineText {
  sku: string;
  quantity: string;
}

export type ParsedOrderLines = { ok: true; lines: OrderLineText[] } | { ok: false; error: string };

export const quickOrderMessages = {
  notText: 'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload it again.',
  tooLarge: 'The file is larger than 1 MB. Split it into smaller files of at most 500 lines.',
  header: 'The first line of the file must be the header "sku,quantity".',
  noLines: 'The file has no lines to order below its header.',
  tooManyLines: (count: number) =>
    `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines; this one has ${count}. Split it into smaller orders.`,
  quantity: 'Quantity must be a whole number of at least 1.',
  quantityTooLarge: `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}.`,
  skuRequired: 'Enter the SKU.',
} as const;

const BOM = '\uFEFF';

/** A cell with its surrounding spaces and a spreadsheet's surrounding double quotes taken off. */
const cell = (text: string | undefined) =>
  (text ?? '')
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"')
    .trim();

/** A line's cells: tab separated when it holds a tab (a spreadsheet's copy), else comma separated. */
const cellsOf = (line: string) => line.split(line.includes('\t') ? '\t' : ',').map(cell);

const isHeader = (cells: string[]) => cells[0]?.toLowerCase() === 'sku' && cells[1]?.toLowerCase() === 'quantity';

/**
 * Reads `sku,quantity` lines (tab or comma separated, `\r\n` or `\n`, blank lines ignored, a byte order
 * mark dropped). A file must start with the header `sku,quantity` (any case); pasted lines may leave it out.
 * The one parser of quick orders: the page reads pastes and files with it, the server reads uploads.
 */
export function parseOrderLines(text: string, { header }: { header: 'required' | 'optional' }): ParsedOrderLines {
  const rows = (text.startsWith(BOM) ? text.slice(1) : text)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .map(cellsOf);
  const first = rows[0];
  if (first && isHeader(first)) rows.shift();
  else if (header === 'required') return { ok: false, error: quickOrderMessages.header };
  if (rows.length > QUICK_ORDER_MAX_LINES) return { ok: false, error: quickOrderMessages.tooManyLines(rows.length) };
  return { ok: true, lines: rows.map((cells) => ({ sku: cells[0] ?? '', quantity: cells[1] ?? '' })) };
}

/**
 * Reads an uploaded quick-order file: at most 1 MB of UTF-8 text without NUL bytes, with the header and
 * at most 500 lines. Anything else is refused with a message for the person who chose the file.
 */
export function readOrderLinesFile(bytes: Uint8Array): ParsedOrderLines {
  if (bytes.byteLength > QUICK_ORDER_MAX_FILE_BYTES) return { ok: false, error: quickOrderMessages.tooLarge };
  if (bytes.includes(0)) return { ok: false, error: quickOrderMessages.notText };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, error: quickOrderMessages.notText };
  }
  const parsed = parseOrderLines(text, { header: 'required' });
  if (parsed.ok && parsed.lines.length === 0) return { ok: false, error: quickOrderMessages.noLines };
  return parsed;
}

/** A line's quantity as a whole number of units, or the reason it is not one. */
export function orderLineQuantity(raw: string | number): { quantity: number } | { problem: string } {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return { problem: quickOrderMessages.quantity };
  const quantity = Number(text);
  if (quantity < 1) return { problem: quickOrderMessages.quantity };
  if (quantity > MAX_LINE_QUANTITY) return { problem: quickOrderMessages.quantityTooLarge };
  return { quantity };
}

/** The key two SKUs match by: case and surrounding spaces do not count. */
export const skuKey = (sku: string) => sku.trim().toLowerCase();
