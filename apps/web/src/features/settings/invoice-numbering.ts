import { financialYearOf, invoiceNumber, invoicePrefix } from '@marketplace/contract';

/** Shown until the field holds a prefix the server would accept. */
const PLACEHOLDER_PREFIX = 'PREFIX';

/**
 * The first invoice number of the financial year with the prefix as typed (`STC/2627/000001`), so the
 * wholesaler sees what buyers will read; an unfinished or invalid prefix shows as `PREFIX`.
 */
export function firstInvoiceNumber(prefixInput: string | undefined, today: Date = new Date()): string {
  const prefix = invoicePrefix.safeParse(prefixInput ?? '');
  const year = financialYearOf(today).label;
  return prefix.success ? invoiceNumber(prefix.data, year, 1) : `${PLACEHOLDER_PREFIX}/${year}/000001`;
}

/** Typed letters become capitals at once; the caret stays where it was. */
export function upperCaseInput(input: HTMLInputElement): void {
  const { selectionStart, selectionEnd, value } = input;
  const upper = value.toUpperCase();
  if (upper === value) return;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}
