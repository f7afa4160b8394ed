import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';

const longDate = new Intl.DateTimeFormat('en-IN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** Formats an ISO date or instant; text that is no date is shown as it is. */
export function formatDateWith(formatter: Intl.DateTimeFormat, isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}

/** `21 November 2025`, in India time whatever the browser's zone. */
export const formatLongDate = (isoDate: string) => formatDateWith(longDate, isoDate);

/** `21 Nov 2026`, in India time; a date without time (`2026-11-21`, a document's date) keeps its day. */
export const formatShortDate = (isoDate: string) => formatDateWith(shortDate, isoDate);
