import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type PendingWholesalersResponse, type VerificationDecisionResponse } from '@marketplace/contract';
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

export const decideWholesaler = ({ id, decision }: { id: number; decision: VerificationDecision }) =>
  apiClient.post<VerificationDecisionResponse>(
    decision === 'verify' ? apiPaths.adminVerifyWholesaler(id) : apiPaths.adminRejectWholesaler(id),
    undefined,
    { authenticated: true },
  );

export function useDecideWholesaler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWholesaler,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingWholesalers() }),
  });
}
