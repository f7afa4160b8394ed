import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PayoutDetailsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { paymentsQueryKeys } from './payments-query-keys';

export const getPayoutDetails = (signal?: AbortSignal) =>
  apiClient.get<PayoutDetailsResponse>(apiPaths.payoutDetails, { authenticated: true, signal });

export const payoutDetailsQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKeys.payoutDetails(), queryFn: ({ signal }) => getPayoutDetails(signal) });

/** Where payouts go (number masked), or null before the seller has said. */
export const usePayoutDetails = () => useQuery(payoutDetailsQueryOptions());
