import { indiaDate, type PayoutStatus } from '@marketplace/contract';

/**
 * `YYYY-MM` of the month before `now`'s on India's calendar: GSTR-8 and the TDS figures are filed for the month gone
 * by (GSTR-8 by the 10th), so that is the month an administrator usually wants.
 */
export function previousIndiaMonth(now: Date): string {
  const today = indiaDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The list's filter: a payout status, or every payout. */
export type PayoutsFilter = PayoutStatus | 'all';
export const PAYOUTS_FILTERS: readonly PayoutsFilter[] = ['pending', 'paid', 'failed', 'all'];

/** The administrator's words (the seller reads "Being transferred" for pending). */
export const PAYOUTS_FILTER_LABELS: Record<PayoutsFilter, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  all: 'All',
};

/** `?status=` of the page's address; pending when missing or unknown, as the payouts to act on come first. */
export const payoutsFilterOf = (value: string | null): PayoutsFilter =>
  PAYOUTS_FILTERS.find((filter) => filter === value) ?? 'pending';

/** The names the server gives these files (its `content-disposition`), used when the app saves them itself. */
export const payoutFileNames = {
  bankFile: 'payouts-pending.csv',
  gstr8: (month: string) => `gstr8-${month}.json`,
  tds: (month: string) => `tds-194o-${month}.csv`,
};
