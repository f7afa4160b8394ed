import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type AdminRefundsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getRefunds = (signal?: AbortSignal) =>
  apiClient.get<AdminRefundsResponse>(apiPaths.adminRefunds, { authenticated: true, signal });

/** Refunds still pending or refused by the provider: the ones that need an administrator's eye. */
export const refundsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.refunds(),
    queryFn: ({ signal }) => getRefunds(signal),
    staleTime: 0,
  });

export const useRefunds = () => useQuery(refundsQueryOptions());
