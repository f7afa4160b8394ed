import type { Review } from '@marketplace/contract';
import type { reviews } from '../../db/schema.js';

type ReviewRow = Pick<typeof reviews.$inferSelect, 'id' | 'rating' | 'comment' | 'createdAt'>;

/** Reviewers appear by first name and initial ("Ravi K."), never by e-mail. */
export function toReviewResponse(review: ReviewRow, firstName: string, lastName: string): Review {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
    user: { username: lastName ? `${firstName} ${lastName.slice(0, 1)}.` : firstName },
  };
}
