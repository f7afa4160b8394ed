import type { ClaimStatus } from '@marketplace/contract';

/** One key factory for claims; every answer to a claim invalidates `all`, reaching each list a claim appears in. */
export const claimsQueryKeys = {
  all: ['claims'] as const,
  order: (orderId: number) => [...claimsQueryKeys.all, 'order', orderId] as const,
  mine: (status: ClaimStatus | null) => [...claimsQueryKeys.all, 'mine', status ?? 'any'] as const,
  escalated: () => [...claimsQueryKeys.all, 'escalated'] as const,
  photo: (path: string) => [...claimsQueryKeys.all, 'photo', path] as const,
};
