import { MARKETPLACE_TIME_ZONE } from '@marketplace/contract';
import { formatDateWith, formatShortDate } from '../../lib/format-date';

let time: Intl.DateTimeFormat | undefined;
const timeFormat = () =>
  (time ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: MARKETPLACE_TIME_ZONE }));

/** `8 Dec 2026`, in India time. */
export const formatPaymentDate = formatShortDate;

/** `10:30 am`, in India time. */
export const formatPaymentTime = (isoDate: string) => formatDateWith(timeFormat(), isoDate);

/** `8 Dec 2026, 10:30 am`, in India time. */
export const formatPaymentMoment = (isoDate: string) => `${formatPaymentDate(isoDate)}, ${formatPaymentTime(isoDate)}`;
