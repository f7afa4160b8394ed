import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PayoutDetailsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { payoutDetailsQueryKey } from '../../../lib/query-keys';

export const getPayoutDetails = (signal?: AbortSignal) =>
  apiClient.get<PayoutDetailsResponse>(apiPaths.payoutDetails, { authenticated: true, signal });

export const payoutDetailsQueryOptions = () =>
  queryOptions({ queryKey: payoutDetailsQueryKey, queryFn: ({ signal }) => getPayoutDetails(signal) });

/** Where payouts go (number masked), or null before the seller has said. */
export const usePayoutDetails = () => useQuery(payoutDetailsQueryOptions());
