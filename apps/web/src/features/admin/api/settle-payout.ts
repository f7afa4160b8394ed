import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type AdminPayout,
  type AdminPayoutsResponse,
  type MarkPayoutFailedRequest,
  type MarkPayoutPaidRequest,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const markPayoutPaid = ({ id, utr }: MarkPayoutPaidRequest & { id: number }) =>
  apiClient.post<AdminPayout>(apiPaths.adminPayoutPaid(id), { utr } satisfies MarkPayoutPaidRequest, {
    authenticated: true,
  });

export const markPayoutFailed = ({ id, reason }: MarkPayoutFailedRequest & { id: number }) =>
  apiClient.post<AdminPayout>(apiPaths.adminPayoutFailed(id), { reason } satisfies MarkPayoutFailedRequest, {
    authenticated: true,
  });

export const useMarkPayoutPaid = () => useMutation({ mutationFn: markPayoutPaid });
export const useMarkPayoutFailed = () => useMutation({ mutationFn: markPayoutFailed });

/**
 * Puts a settled payout in its row's place in the lists on screen, so the administrator sees it paid (with its UTR)
 * or failed where it was; the lists are marked stale and read again when next shown. Called by the dialog after its
 * own success handling: the row's update closes the dialog, and a closed dialog's callbacks no longer run.
 */
export function useShowSettledPayout() {
  const queryClient = useQueryClient();
  return (settled: AdminPayout) => {
    queryClient.setQueriesData<AdminPayoutsResponse>({ queryKey: adminQueryKeys.payouts() }, (list) =>
      list ? { payouts: list.payouts.map((payout) => (payout.id === settled.id ? settled : payout)) } : list,
    );
    return queryClient.invalidateQueries({ queryKey: adminQueryKeys.payouts(), refetchType: 'none' });
  };
}

/** Reads the lists again: after a payout was found settled already (409), to show what it became. */
export function useReadPayoutsAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.payouts() });
}
