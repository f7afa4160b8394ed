import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';

const longDate = new Intl.DateTimeFormat('en-IN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** `21 November 2025`, in India time whatever the browser's zone. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}
