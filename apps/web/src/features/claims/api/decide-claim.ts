import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ClaimResponse, type DecideClaimRequest } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateClaims } from './use-invalidate-claims';

export const decideClaim = ({ claimId, request }: { claimId: number; request: DecideClaimRequest }) =>
  apiClient.post<ClaimResponse>(apiPaths.adminDecideClaim(claimId), request, { authenticated: true });

/** An administrator settles an escalated claim; the decision is final. */
export function useDecideClaim() {
  const invalidate = useInvalidateClaims();
  return useMutation({ mutationFn: decideClaim, onSuccess: invalidate });
}
