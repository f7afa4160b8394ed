import { z } from 'zod';
import { review } from './catalog.js';

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
