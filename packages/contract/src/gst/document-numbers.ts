import { z } from 'zod';

/** GST allows at most 16 characters in a document number: letters, digits, hyphen and slash. */
export const DOCUMENT_NUMBER_PATTERN = /^(?=.{1,16}$)[A-Za-z1-9][A-Za-z0-9/-]*$/;
export const MAX_DOCUMENT_SEQUENCE = 999_999;
export const CREDIT_NOTE_SERIES = 'CN';
/** The marketplace's own series, for its shipping & platform charge: `MP/2627/000001`, `MPCN/2627/000001`. */
export const PLATFORM_DOCUMENT_SERIES = { platform_invoice: 'MP', platform_credit_note: 'MPCN' } as const;

export const INVOICE_PREFIX_MESSAGE = 'Invoice prefix must be 1 to 4 letters or digits, not starting with 0.';
const INVOICE_PREFIX_PATTERN = /^[A-Z1-9][A-Z0-9]{0,3}$/;
const FALLBACK_INVOICE_PREFIX = 'INV';

function documentNumber(series: string, financialYearLabel: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_DOCUMENT_SEQUENCE) {
    throw new RangeError(`Document sequence must be 1 to ${MAX_DOCUMENT_SEQUENCE}, got ${sequence}`);
  }
  const number = `${series}/${financialYearLabel}/${String(sequence).padStart(6, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw new RangeError(`Not a valid GST document number: ${number}`);
  return number;
}

/** `SHTC/2627/000123`: the wholesaler's prefix, the financial year, the sequence within that year. */
export function invoiceNumber(prefix: string, financialYearLabel: string, sequence: number): string {
  return documentNumber(prefix, financialYearLabel, sequence);
}

/** `CN/2627/000001`. */
export function creditNoteNumber(financialYearLabel: string, sequence: number): string {
  return documentNumber(CREDIT_NOTE_SERIES, financialYearLabel, sequence);
}

export function platformDocumentNumber(
  kind: keyof typeof PLATFORM_DOCUMENT_SERIES,
  financialYearLabel: string,
  sequence: number,
): string {
  return documentNumber(PLATFORM_DOCUMENT_SERIES[kind], financialYearLabel, sequence);
}

/** The prefix a wholesaler chooses for its invoices, kept in capitals. */
export const invoicePrefix = z
  .string({ error: INVOICE_PREFIX_MESSAGE })
  .trim()
  .transform((prefix) => prefix.toUpperCase())
  .pipe(z.string().regex(INVOICE_PREFIX_PATTERN, INVOICE_PREFIX_MESSAGE));

/** Capital letters and digits only, without the leading zeros a prefix may not start with. */
function prefixCharacters(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
}

/** A first prefix from the company name: its initials, or its first letters when it is one word. */
export function defaultInvoicePrefix(companyName: string): string {
  const initials = prefixCharacters(
    companyName
      .split(/\s+/)
      .map((word) => prefixCharacters(word).charAt(0))
      .join(''),
  );
  const prefix = initials.length >= 2 ? initials : prefixCharacters(companyName);
  return prefix.slice(0, 4) || FALLBACK_INVOICE_PREFIX;
}
