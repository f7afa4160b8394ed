import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type HomeDataResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { homeDataQueryKey } from '../../../lib/query-keys';
import { staleTimes } from '../../../lib/query-client';

export const getHomeData = (signal?: AbortSignal) => apiClient.get<HomeDataResponse>(apiPaths.homeData, { signal });

export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: homeDataQueryKey,
    queryFn: ({ signal }) => getHomeData(signal),
    staleTime: staleTimes.homeData,
  });

export const useHomeData = () => useQuery(homeDataQueryOptions());
