import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';
import { formatDateWith } from '../../lib/format-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let dateTime: Intl.DateTimeFormat | undefined;

/** `8 Dec 2026, 3:45 pm`, in India time: deadlines are read to the minute by both parties. */
export const formatClaimDateTime = (iso: string) =>
  formatDateWith(
    (dateTime ??= new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: MARKETPLACE_TIME_ZONE,
    })),
    iso,
  );

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `2 days 4 hours left`, `3 hours 12 minutes left`, `5 minutes left`; null once the moment has passed. */
export function timeLeft(until: string, now: number): string | null {
  const left = Date.parse(until) - now;
  if (Number.isNaN(left) || left <= 0) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes > 0 ? ` ${plural(minutes, 'minute')}` : ''} left`;
  return `${plural(Math.max(1, minutes), 'minute')} left`;
}

/** Whether `iso` is still ahead of `now`. */
export const isAhead = (iso: string | null, now: number) => iso !== null && Date.parse(iso) > now;
