import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type LicenceDecisionResponse, type PendingLicencesResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getPendingLicences = (signal?: AbortSignal) =>
  apiClient.get<PendingLicencesResponse>(apiPaths.adminPendingLicences, { authenticated: true, signal });

/** Retailers' drug licences waiting for an administrator's review. */
export const pendingLicencesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.pendingLicences(),
    queryFn: ({ signal }) => getPendingLicences(signal),
    staleTime: 0,
  });

export const usePendingLicences = () => useQuery(pendingLicencesQueryOptions());

export type LicenceDecision = 'approve' | 'reject';

export const decideLicence = ({ id, decision }: { id: number; decision: LicenceDecision }) =>
  apiClient.post<LicenceDecisionResponse>(
    decision === 'approve' ? apiPaths.adminApproveLicence(id) : apiPaths.adminRejectLicence(id),
    undefined,
    { authenticated: true },
  );

/** Approves or rejects a licence, then reads the list afresh. */
export function useDecideLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLicence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingLicences() }),
  });
}
