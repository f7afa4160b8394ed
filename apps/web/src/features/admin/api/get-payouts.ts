import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type AdminPayoutsResponse, type PayoutStatus } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getPayouts = (status: PayoutStatus | undefined, signal?: AbortSignal) =>
  apiClient.get<AdminPayoutsResponse>(apiPaths.adminPayouts, { authenticated: true, signal, query: { status } });

/** Every seller's payouts with one status (all of them when `status` is left out), newest first. */
export const payoutsQueryOptions = (status: PayoutStatus | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.payoutsList(status),
    queryFn: ({ signal }) => getPayouts(status, signal),
    staleTime: 0,
  });

export const usePayouts = (status: PayoutStatus | undefined) => useQuery(payoutsQueryOptions(status));
