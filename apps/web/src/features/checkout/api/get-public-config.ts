import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PublicConfigResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

export const getPublicConfig = (signal?: AbortSignal) =>
  apiClient.get<PublicConfigResponse>(apiPaths.config, { signal });

/** The charge percent and the payment provider's script: set at server start, so read once per visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
