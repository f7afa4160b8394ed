import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ProductDetailResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { productQueryKeys } from '../../../lib/query-keys';
import { staleTimes } from '../../../lib/query-client';

export const getProduct = (productId: number, signal?: AbortSignal) =>
  apiClient.get<ProductDetailResponse>(apiPaths.product(productId), { signal });

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productQueryKeys.detail(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: staleTimes.productDetail,
  });

export const useProduct = (productId: number, enabled: boolean) =>
  useQuery({ ...productQueryOptions(productId), enabled });
