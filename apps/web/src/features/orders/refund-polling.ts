import type { RefundResponse } from '@marketplace/contract';

/** How long after a cancellation the page keeps asking whether the refund went through. */
const REFUND_WATCH_MS = 2 * 60_000;
export const REFUND_POLL_MS = 5_000;

/**
 * Every few seconds while a refund requested a moment ago is still pending (the sandbox and most
 * provider answers settle within seconds); after that a pending refund waits for the next visit.
 */
export function refundPollInterval(
  refund: Pick<RefundResponse, 'status' | 'created_at'> | null | undefined,
  now: number = Date.now(),
): number | false {
  if (refund?.status !== 'pending') return false;
  const age = now - Date.parse(refund.created_at);
  return Number.isNaN(age) || age > REFUND_WATCH_MS ? false : REFUND_POLL_MS;
}
