import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type WholesalerChoicesResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { quickOrderQueryKeys } from './quick-order-query-keys';

export const getWholesalerChoices = () =>
  apiClient.get<WholesalerChoicesResponse>(apiPaths.wholesalers, { authenticated: true });

export const wholesalerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: quickOrderQueryKeys.wholesalers(),
    queryFn: getWholesalerChoices,
    staleTime: 5 * 60 * 1000,
    select: (response) => response.results,
  });

/** Whom a quick order can be placed with: verified wholesalers with products on sale. */
export const useWholesalerChoices = () => useQuery(wholesalerChoicesQueryOptions());
