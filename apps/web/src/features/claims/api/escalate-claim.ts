import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ClaimResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateClaims } from './use-invalidate-claims';

export const escalateClaim = ({ claimId, note }: { claimId: number; note: string }) =>
  apiClient.post<ClaimResponse>(apiPaths.claimEscalate(claimId), { note }, { authenticated: true });

/** The retailer asks the marketplace to decide a claim the seller rejected. */
export function useEscalateClaim() {
  const invalidate = useInvalidateClaims();
  return useMutation({ mutationFn: escalateClaim, onSuccess: invalidate });
}
