import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type PendingWholesalersResponse,
  type ReviewDecisionRequest,
  type VerificationDecisionResponse,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getPendingWholesalers = (signal?: AbortSignal) =>
  apiClient.get<PendingWholesalersResponse>(apiPaths.adminPendingWholesalers, { authenticated: true, signal });

export const pendingWholesalersQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.pendingWholesalers(),
    queryFn: ({ signal }) => getPendingWholesalers(signal),
    staleTime: 0,
  });

export const usePendingWholesalers = () => useQuery(pendingWholesalersQueryOptions());

export type VerificationDecision = 'verify' | 'reject';

/** `version` is the one the administrator was shown: a profile changed since is refused (409) and stays pending. */
export const decideWholesaler = ({
  id,
  decision,
  version,
}: {
  id: number;
  decision: VerificationDecision;
  version: number;
}) =>
  apiClient.post<VerificationDecisionResponse>(
    decision === 'verify' ? apiPaths.adminVerifyWholesaler(id) : apiPaths.adminRejectWholesaler(id),
    { version } satisfies ReviewDecisionRequest,
    { authenticated: true },
  );

/** Decides, then reads the list afresh (also after a 409, to show the profile as it is now). */
export function useDecideWholesaler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWholesaler,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingWholesalers() }),
  });
}
