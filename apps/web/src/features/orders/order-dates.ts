import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';

// Dates are read in India time whatever the browser's zone: that is when the order happened for both parties.
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});
const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
});

function format(formatter: Intl.DateTimeFormat, isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}

/** `November 21, 2026`: long month, day, year, as the order details page shows it. */
export const formatOrderDate = (isoDate: string) => format(longDate, isoDate);

/** `21 Nov 2026`, for the order history table. */
export const formatOrderListDate = (isoDate: string) => format(shortDate, isoDate);

/** `3:45 pm`, beside the date in the order history. */
export const formatOrderTime = (isoDate: string) => format(time, isoDate);
