import { CLAIM_STATUSES, type ClaimStatus } from '@marketplace/contract';

/** The status a claims list is filtered by, read from the address; anything else shows every claim. */
export const claimStatusFilter = (value: string | null): ClaimStatus | null =>
  (CLAIM_STATUSES as readonly (string | null)[]).includes(value) ? (value as ClaimStatus) : null;
