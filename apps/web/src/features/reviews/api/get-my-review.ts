import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewPaths, type MyReviewResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';
import { reviewQueryKeys } from './reviews-query-keys';

export const getMyReview = (productId: number, signal?: AbortSignal) =>
  apiClient.get<MyReviewResponse>(reviewPaths.mine(productId), { signal, authenticated: true });

export const myReviewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: reviewQueryKeys.mine(productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
    staleTime: staleTimes.productDetail,
  });

/** Whether the signed-in retailer may review the product, and the review it already wrote. */
export const useMyReview = (productId: number, enabled = true) =>
  useQuery({ ...myReviewQueryOptions(productId), enabled });
