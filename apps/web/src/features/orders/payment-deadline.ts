import type { OrderSummary } from '@marketplace/contract';

/** How often a countdown of minutes left to pay is refreshed. */
export const COUNTDOWN_TICK_MS = 15_000;

/** Where an order's payment stands for its buyer: payable for some minutes yet, expired, or settled. */
export type UnpaidState = { kind: 'payable'; minutesLeft: number } | { kind: 'expired' } | null;

/**
 * An unpaid order can be paid until its checkout lapses; the minutes are rounded up, so "1 minute" shows
 * until the very end. After that (even before the server's expiry job has run) the order reads as expired.
 */
export function unpaidState(
  order: Pick<OrderSummary, 'order_status' | 'payment_status' | 'pay_until'>,
  now: number,
): UnpaidState {
  if (order.payment_status === 'expired') return { kind: 'expired' };
  if (order.order_status !== 'pending') return null;
  const left = order.pay_until ? Date.parse(order.pay_until) - now : 0;
  return left > 0 ? { kind: 'payable', minutesLeft: Math.ceil(left / 60_000) } : { kind: 'expired' };
}

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
