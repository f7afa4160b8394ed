import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reviewedChangePaths,
  type PendingProfileChangesResponse,
  type ProfileChangeDecisionResponse,
  type ReviewDecisionRequest,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getPendingProfileChanges = (signal?: AbortSignal) =>
  apiClient.get<PendingProfileChangesResponse>(reviewedChangePaths.adminPendingProfileChanges, {
    authenticated: true,
    signal,
  });

/** Verified parties' changes of GSTIN, PAN, company name or licences, waiting for an administrator. */
export const pendingProfileChangesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.pendingProfileChanges(),
    queryFn: ({ signal }) => getPendingProfileChanges(signal),
    staleTime: 0,
  });

export const usePendingProfileChanges = () => useQuery(pendingProfileChangesQueryOptions());

export type ProfileChangeDecision = 'approve' | 'reject';

/** `version` is the one the administrator was shown: a request changed since is refused (409). */
export const decideProfileChange = ({
  id,
  decision,
  version,
}: {
  id: number;
  decision: ProfileChangeDecision;
  version: number;
}) =>
  apiClient.post<ProfileChangeDecisionResponse>(
    decision === 'approve'
      ? reviewedChangePaths.adminApproveProfileChange(id)
      : reviewedChangePaths.adminRejectProfileChange(id),
    { version } satisfies ReviewDecisionRequest,
    { authenticated: true },
  );

export function useDecideProfileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProfileChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingProfileChanges() }),
  });
}
