import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths, withQuery, type InventoryFilters, type InventoryResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { homeDataQueryKey, productQueryKeys, wholesalerQueryKeys } from '../../../lib/query-keys';
import { readInventoryFilter, toInventoryQuery } from '../inventory-filter';

export const inventoryQueryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryQueryKeys.all, 'list'] as const,
  list: (query: InventoryFilters) => [...inventoryQueryKeys.lists(), query] as const,
};

/** The first page as the inventory page opens it; the add-product page reads its categories and brands from it. */
export const firstInventoryPage = toInventoryQuery(readInventoryFilter(new URLSearchParams()));

export const getInventory = (query: InventoryFilters, signal?: AbortSignal) =>
  apiClient.get<InventoryResponse>(withQuery(apiPaths.inventory, query), { authenticated: true, signal });

export const inventoryQueryOptions = (query: InventoryFilters) =>
  queryOptions({
    queryKey: inventoryQueryKeys.list(query),
    queryFn: ({ signal }) => getInventory(query, signal),
    staleTime: 30_000,
    // The page in view stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useInventory = (query: InventoryFilters = firstInventoryPage) => useQuery(inventoryQueryOptions(query));

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
