import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type PayoutDetailsRequest, type PayoutDetailsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { payoutDetailsQueryKey, profileQueryKeys } from '../../../lib/query-keys';

export const getPayoutDetails = (signal?: AbortSignal) =>
  apiClient.get<PayoutDetailsResponse>(apiPaths.payoutDetails, { authenticated: true, signal });

export const payoutDetailsQueryOptions = () =>
  queryOptions({ queryKey: payoutDetailsQueryKey, queryFn: ({ signal }) => getPayoutDetails(signal) });

/** The saved payout details (account number masked), or null before the wholesaler gave any. */
export const usePayoutDetails = () => useQuery(payoutDetailsQueryOptions());

export const savePayoutDetails = (body: PayoutDetailsRequest) =>
  apiClient.put<PayoutDetailsResponse>(apiPaths.payoutDetails, body, { authenticated: true });

/** Saves the details; the answer replaces the cached ones, and the profile (which carries them too) is read again. */
export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(payoutDetailsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.all, exact: true });
    },
  });
}
