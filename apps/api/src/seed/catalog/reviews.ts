import type { Tx } from '../../db/client.js';
import { refreshProductRatings } from '../../modules/reviews/product-ratings.js';
import { reviews } from '../../db/schema.js';
import { REVIEW_COMMENTS } from './review-comments.js';
import type { SeededRandom } from './seeded-random.js';

/** Chance of each rating 1…5: retailers mostly review what sold well. */
const RATING_WEIGHTS = [4, 6, 13, 32, 45];
const REVIEWED_SHARE = 0.6;

interface ReviewedProduct {
  id: number;
  createdAt: Date;
}

/**
 * Reviews about 60% of the products, each reviewer at most once per product, then brings
 * products.rating_centi and review_count in step with them.
 */
export async function seedReviews(
  tx: Tx,
  rng: SeededRandom,
  { products, reviewerIds, now }: { products: readonly ReviewedProduct[]; reviewerIds: readonly number[]; now: number },
): Promise<void> {
  const reviewed = rng.shuffle(products).slice(0, Math.round(products.length * REVIEWED_SHARE));
  const rows = reviewed.flatMap((product) => {
    const reviewers = rng.shuffle(reviewerIds).slice(0, rng.int(1, reviewerIds.length));
    const listedFor = now - product.createdAt.getTime();
    return reviewers.map((userId) => {
      const rating = rng.weighted(RATING_WEIGHTS) + 1;
      return {
        productId: product.id,
        userId,
        rating,
        comment: rng.pick(REVIEW_COMMENTS[rating - 1] ?? []),
        createdAt: new Date(product.createdAt.getTime() + Math.floor(rng.next() * listedFor)),
      };
    });
  });
  if (rows.length === 0) return;
  await tx.insert(reviews).values(rows);
  await refreshProductRatings(tx);
}
