import { z } from 'zod';
import { E_INVOICE_DOCUMENTS } from './e-invoice.js';

/** The Invoice Reference Number: a SHA-256 hash in hexadecimal, as the portal answers it. */
export const IRN_PATTERN = /^[0-9a-f]{64}$/;
export const ACK_NO_PATTERN = /^[0-9]{1,20}$/;
/**
 * The most text one QR code holds (version 40, low error correction, one byte a character): a longer signed QR code
 * could not be printed. The portal's signed QR codes are JWTs of some 1,000 to 1,500 characters.
 */
export const SIGNED_QR_MAX_LENGTH = 2953;
/** Sellers with a turnover of Rs. 10 crore or more cannot report a document later than this after its date. */
export const E_INVOICE_REPORT_DAYS = 30;

export const eInvoiceMessages = {
  irn: 'Enter the IRN from the portal’s answer: 64 characters, digits 0–9 and letters a–f.',
  ackNo: 'Enter the Ack No. from the portal’s answer: up to 20 digits.',
  ackDate: 'Enter the Ack Date from the portal’s answer, such as 2026-11-24 14:05:00.',
  ackDateInFuture: 'The Ack Date cannot be in the future: check the date in the portal’s answer.',
  ackDateBeforeDocument:
    'The Ack Date cannot be before the document’s own date: check the date in the portal’s answer.',
  signedQr: 'Paste the Signed QR Code from the portal’s answer.',
  signedQrTooLong: `The Signed QR Code can be at most ${SIGNED_QR_MAX_LENGTH.toLocaleString('en-IN')} characters: paste only the SignedQRCode value.`,
  signedQrCharacters: 'The Signed QR Code is one piece of text without spaces: paste only the SignedQRCode value.',
  document: 'Document must be invoice or credit_note.',
  shipWithoutIrn: 'Report this invoice to the e-invoice portal and record its IRN before marking the order shipped.',
  buyerUnregistered:
    'E-invoicing does not apply to this order: the buyer has no GSTIN, and only supplies to registered buyers are reported.',
  sellerNotReporting:
    'E-invoicing applies only to sellers with a turnover above Rs. 5 crore: mark it in your settings if yours is.',
  alreadyRecorded: {
    invoice: 'This invoice already has an IRN.',
    credit_note: 'This credit note already has an IRN.',
  },
  irnTaken: 'This IRN is already recorded for another document: check that you copied the IRN of this one.',
  reportBy: (date: string, document: 'invoice' | 'credit note' = 'invoice') =>
    `Report this ${document} to the e-invoice portal by ${date}: sellers with a turnover of Rs. 10 crore or more cannot report it after 30 days.`,
} as const;

const ACK_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The moment of the portal's acknowledgement. It answers `2026-11-24 14:05:00` in India's time; an ISO date-time
 * (with or without its offset) is read too, without an offset as India's time. Null for anything else, such as a
 * 30 February.
 */
export function parseAckDate(text: string): Date | null {
  const match = ACK_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '00', offset = '+05:30'] = match;
  const iso = `${year}-${month}-${day}T${hours}:${minutes}:${seconds}`;
  const moment = new Date(`${iso}${offset === 'Z' ? 'Z' : offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`);
  // Date rolls 30 February over into March; a real date reads back the same in UTC with no offset applied.
  const asWritten = new Date(`${iso}Z`);
  if (Number.isNaN(moment.getTime()) || asWritten.toISOString().slice(0, 19) !== iso) return null;
  return moment;
}

const m = eInvoiceMessages;

/** PUT body of an order's e-invoice: the portal's answer to the report of its invoice (default) or credit note. */
export const recordIrnRequest = z.object({
  document: z.enum(E_INVOICE_DOCUMENTS, { error: m.document }).optional().default('invoice'),
  irn: z.string({ error: m.irn }).trim().toLowerCase().regex(IRN_PATTERN, m.irn),
  // The portal's JSON gives AckNo as a number; digits in a string are the same.
  ack_no: z
    .union([z.string(), z.number()], { error: m.ackNo })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(ACK_NO_PATTERN, m.ackNo)),
  ack_date: z.string({ error: m.ackDate }).transform((text, context) => {
    const moment = parseAckDate(text);
    if (moment) return moment.toISOString();
    context.addIssue({ code: 'custom', message: m.ackDate });
    return z.NEVER;
  }),
  signed_qr: z
    .string({ error: m.signedQr })
    .trim()
    .min(1, { error: m.signedQr, abort: true })
    .max(SIGNED_QR_MAX_LENGTH, { error: m.signedQrTooLong, abort: true })
    .regex(/^[\x21-\x7e]+$/, m.signedQrCharacters),
});
export type RecordIrnRequest = z.input<typeof recordIrnRequest>;

/** The portal's answer as recorded for one document. */
export const recordedIrn = z.object({
  document: z.enum(E_INVOICE_DOCUMENTS),
  number: z.string(),
  irn: z.string(),
  ack_no: z.string(),
  ack_date: z.string(),
  recorded_at: z.string(),
});
export type RecordedIrn = z.infer<typeof recordedIrn>;

/** What an order's page says of one document's e-invoice: its IRN once recorded, and the last day to report it. */
const documentEInvoice = z.object({
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  /** ISO date-time. */
  ack_date: z.string().nullable(),
  /** ISO date (YYYY-MM-DD): the document's date plus 30 days; null before the document exists. */
  report_by: z.string().nullable(),
});
export type DocumentEInvoice = z.infer<typeof documentEInvoice>;

/** Order details' `e_invoice`: the invoice's e-invoice, and the credit note's once there is one. */
export const orderEInvoice = documentEInvoice.extend({
  required: z.literal(true),
  credit_note: documentEInvoice.nullable(),
});
export type OrderEInvoice = z.infer<typeof orderEInvoice>;

/** The last day a document dated `isoDate` (YYYY-MM-DD) may be reported by a seller at Rs. 10 crore or more. */
export function eInvoiceReportBy(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + E_INVOICE_REPORT_DAYS);
  return day.toISOString().slice(0, 10);
}
