import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';

/**
 * A formatter made on first use: every page loads this module, and the first Intl formatter of a tab loads
 * locale data, which pages that show no date should not spend their first paint on.
 */
function indiaDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-IN', { ...options, timeZone: MARKETPLACE_TIME_ZONE }));
}

const longDate = indiaDateFormat({ year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** Formats an ISO date or instant; text that is no date is shown as it is. */
export function formatDateWith(formatter: Intl.DateTimeFormat, isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}

/** `21 November 2025`, in India time whatever the browser's zone. */
export const formatLongDate = (isoDate: string) => formatDateWith(longDate(), isoDate);

/** `21 Nov 2026`, in India time; a date without time (`2026-11-21`, a document's date) keeps its day. */
export const formatShortDate = (isoDate: string) => formatDateWith(shortDate(), isoDate);
