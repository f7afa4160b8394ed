import type { ClaimsResponse } from '@marketplace/contract';

export const CLAIM_REFUND_POLL_MS = 5_000;

/** An accepted claim's refund settles within seconds: the list is read again until none is pending. */
export const claimRefundPollInterval = (data: ClaimsResponse | undefined): number | false =>
  data?.claims.some((claim) => claim.refund_status === 'pending') ? CLAIM_REFUND_POLL_MS : false;
