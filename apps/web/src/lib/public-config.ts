import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PublicConfigResponse } from '@marketplace/contract';
import { apiClient } from './api-client';
import { publicConfigQueryKey } from './query-keys';

export const getPublicConfig = (signal?: AbortSignal) =>
  apiClient.get<PublicConfigResponse>(apiPaths.config, { signal });

/**
 * The charge percent, the payment provider's script, GST rates and states: set at server start, so read
 * once per visit. Checkout, the product form and settings all read it, so it lives here.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
