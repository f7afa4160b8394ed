import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewPaths, type InventoryReviewsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { inventoryQueryKeys } from './get-inventory';

export const productReviewsQueryKey = (productId: number) => [...inventoryQueryKeys.all, 'reviews', productId] as const;

/** Every review of one of the wholesaler's own products (the public product page shows the newest 100). */
export const getProductReviews = (productId: number, signal?: AbortSignal) =>
  apiClient.get<InventoryReviewsResponse>(reviewPaths.inventory(productId), { authenticated: true, signal });

export const productReviewsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productReviewsQueryKey(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
    staleTime: 30_000,
  });

export const useProductReviews = (productId: number, enabled: boolean) =>
  useQuery({ ...productReviewsQueryOptions(productId), enabled });
