import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreateReviewRequest, type MyReviewResponse, type Review } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshRatings } from './refresh-ratings';
import { reviewQueryKeys } from './reviews-query-keys';

/** Writes the retailer's review of a product, or replaces the one it wrote before. */
export const saveReview = ({ productId, ...body }: CreateReviewRequest & { productId: number }) =>
  apiClient.post<Review>(apiPaths.productReviews(productId), body, { authenticated: true });

/**
 * After a save the form shows the review at once, and every view of the product's rating (the product page,
 * listings, top rated on the home page, the seller's page) is read again, so the new average and count show.
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // The mutation settles once the product page shows the new average, so the thanks come with it.
    onSuccess: async (review, { productId }) => {
      queryClient.setQueryData<MyReviewResponse>(reviewQueryKeys.mine(productId), { can_review: true, review });
      await refreshRatings(queryClient, productId);
    },
  });
}
