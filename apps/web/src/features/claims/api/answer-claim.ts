import { useMutation } from '@tanstack/react-query';
import { apiPaths, type AcceptClaimRequest, type ClaimResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateClaims } from './use-invalidate-claims';

export const acceptClaim = ({ claimId, request }: { claimId: number; request: AcceptClaimRequest }) =>
  apiClient.post<ClaimResponse>(apiPaths.claimAccept(claimId), request, { authenticated: true });

export const rejectClaim = ({ claimId, reason }: { claimId: number; reason: string }) =>
  apiClient.post<ClaimResponse>(apiPaths.claimReject(claimId), { reason }, { authenticated: true });

/** The seller accepts an open claim, whole or in part. */
export function useAcceptClaim() {
  const invalidate = useInvalidateClaims();
  return useMutation({ mutationFn: acceptClaim, onSuccess: invalidate });
}

/** The seller rejects an open claim, saying why. */
export function useRejectClaim() {
  const invalidate = useInvalidateClaims();
  return useMutation({ mutationFn: rejectClaim, onSuccess: invalidate });
}
