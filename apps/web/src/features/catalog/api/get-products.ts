import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CatalogResponse, type ProductListQuery } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { productQueryKeys } from '../../../lib/query-keys';
import { staleTimes } from '../../../lib/query-client';

export const getProducts = (query: ProductListQuery, signal?: AbortSignal) =>
  apiClient.get<CatalogResponse>(apiPaths.products, {
    query: query as Record<string, string | number | undefined>,
    signal,
  });

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productQueryKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    staleTime: staleTimes.catalog,
    // The grid keeps showing the last page while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
