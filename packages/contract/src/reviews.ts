import { z } from 'zod';
import { review } from './catalog.js';

/** Longest review text, as `createReviewRequest` allows; the form's character counter counts down from it. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** Paths of the review calls beyond the public product detail and `apiPaths.productReviews`. */
export const reviewPaths = {
  /** The signed-in retailer's own review of a product and whether it may write one. */
  mine: (productId: number | string) => `/api/products/${productId}/reviews/mine/`,
  /** Every review of one of the signed-in wholesaler's products, newest first. */
  inventory: (productId: number | string) => `/api/inventory/${productId}/reviews/`,
} as const;

/** `can_review` is true once an order of the product has been delivered to the retailer. */
export const myReviewResponse = z.object({
  can_review: z.boolean(),
  review: review.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponse>;

export const inventoryReviewsResponse = z.object({
  count: z.number(),
  results: z.array(review),
});
export type InventoryReviewsResponse = z.infer<typeof inventoryReviewsResponse>;
