import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths, type InventoryResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { homeDataQueryKey, productQueryKeys, wholesalerQueryKeys } from '../../../lib/query-keys';

export const inventoryQueryKeys = {
  all: ['inventory'] as const,
  list: () => [...inventoryQueryKeys.all, 'list'] as const,
};

export const getInventory = (signal?: AbortSignal) =>
  apiClient.get<InventoryResponse>(apiPaths.inventory, { authenticated: true, signal });

export const inventoryQueryOptions = () =>
  queryOptions({
    queryKey: inventoryQueryKeys.list(),
    queryFn: ({ signal }) => getInventory(signal),
    staleTime: 30_000,
  });

export const useInventory = () => useQuery(inventoryQueryOptions());

/**
 * After a product changes, the inventory and everything the storefront shows of products (listings,
 * product pages, home sections, wholesaler pages) is out of date.
 */
export const invalidateProductViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: productQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: homeDataQueryKey }),
    queryClient.invalidateQueries({ queryKey: wholesalerQueryKeys.all }),
  ]);
