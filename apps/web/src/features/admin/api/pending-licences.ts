import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type LicenceDecisionResponse,
  type PendingLicencesResponse,
  type ReviewDecisionRequest,
} from '@marketplace/contract';
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

/** `version` is the one the administrator was shown: a licence changed since is refused (409) and stays pending. */
export const decideLicence = ({ id, decision, version }: { id: number; decision: LicenceDecision; version: number }) =>
  apiClient.post<LicenceDecisionResponse>(
    decision === 'approve' ? apiPaths.adminApproveLicence(id) : apiPaths.adminRejectLicence(id),
    { version } satisfies ReviewDecisionRequest,
    { authenticated: true },
  );

/** Approves or rejects a licence, then reads the list afresh (also after a 409, to show what changed). */
export function useDecideLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLicence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingLicences() }),
  });
}
