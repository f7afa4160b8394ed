import { MARKETPLACE_TIME_ZONE, type PayoutDetails } from '@marketplace/contract';
import { formatDateWith } from '../../lib/format-date';

/** `XXXXXX1234 · HDFC0001234`: where payouts go, the number masked as every answer gives it. */
export const payoutDestination = (saved: Pick<PayoutDetails, 'bank_account_number' | 'bank_ifsc'>) =>
  `${saved.bank_account_number} · ${saved.bank_ifsc}`;

let moment: Intl.DateTimeFormat | undefined;
const momentFormat = () =>
  (moment ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: MARKETPLACE_TIME_ZONE,
  }));

/** `Payouts are held until 9 Dec 2026, 10:30 am`, India time; null when nothing is held. */
export const payoutHoldText = (heldUntil: string | null) =>
  heldUntil ? `Payouts are held until ${formatDateWith(momentFormat(), heldUntil)}` : null;
