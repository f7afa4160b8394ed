import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';
import { formatDateWith, formatShortDate } from '../../lib/format-date';

// Dates are read in India time whatever the browser's zone: that is when the order happened for both parties.
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** `November 21, 2026`: long month, day, year, as the order details page shows it. */
export const formatOrderDate = (isoDate: string) => formatDateWith(longDate, isoDate);

/** `21 Nov 2026`, for the order history table and the dates of invoices, credit notes and refunds. */
export const formatOrderListDate = formatShortDate;

/** `3:45 pm`, beside the date in the order history. */
export const formatOrderTime = (isoDate: string) => formatDateWith(time, isoDate);
