import { indiaDate, type DocumentEInvoice } from '@marketplace/contract';

/** The order page warns this many days before the last day to report an invoice, and after it. */
export const E_INVOICE_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today in India to `reportBy` (YYYY-MM-DD); negative once it has passed. */
export function daysToReport(reportBy: string, now: number): number {
  const today = indiaDate(new Date(now));
  return Math.round((Date.parse(`${reportBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** An unreported document whose last day to report is a week away or less, or gone. */
export function reportDeadlineNear(
  document: DocumentEInvoice,
  now: number,
): document is DocumentEInvoice & {
  report_by: string;
} {
  return (
    !document.irn && document.report_by !== null && daysToReport(document.report_by, now) <= E_INVOICE_WARNING_DAYS
  );
}
