import { indiaMonth, LEDGER_MONTH_PATTERN } from '@marketplace/contract';

/** The month in `?month=`, or this month in India when it is missing or not a `YYYY-MM` month. */
export function ledgerMonthParam(value: string | null, now = new Date()): string {
  return value && LEDGER_MONTH_PATTERN.test(value) ? value : indiaMonth(now);
}

/** A positive page number from `?page=`, 1 when missing or not one. */
export function ledgerPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `December 2026` for `2026-12`. */
export function formatLedgerMonth(month: string): string {
  if (!LEDGER_MONTH_PATTERN.test(month)) return month;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthName.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** How many pages `count` lines fill, at least one. */
export const ledgerPageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
