import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CreateReviewRequest, InventoryReviewsResponse, MyReviewResponse, Review } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { products, reviews, users } from '../../db/schema.js';
import { rawRows } from '../../db/raw-rows.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { isListed } from '../catalog/product-query.js';
import { refreshProductRatings } from './product-ratings.js';
import { hasBackingDelivery, reviewCounts } from './review-backing.js';
import { toReviewResponse } from './review-mapper.js';

export interface SavedReview {
  review: Review;
  /** False when the retailer's earlier review of the product was replaced. */
  created: boolean;
}

const notDelivered = () =>
  new AppError('forbidden', 'You can review a product once an order of it has been delivered to you.');

/**
 * A retailer reviews a product after an order of it has been delivered (and not canceled or fully refunded), once:
 * writing again replaces its review. The product's average and count are recomputed in the same transaction.
 */
export function createReviewsService(db: Database) {
  async function requireListed(productId: number): Promise<void> {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isListed))
      .limit(1);
    if (!product) throw notFound('Product');
  }

  async function hasDelivery(retailerId: number, productId: number): Promise<boolean> {
    const [row] = await rawRows<{ backed: boolean }>(
      db,
      sql`select ${hasBackingDelivery(retailerId, productId)} as backed`,
    );
    return row?.backed === true;
  }

  async function authorName(userId: number) {
    const [author] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return author ?? { firstName: '', lastName: '' };
  }

  const withAuthors = () =>
    db
      .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId));

  return {
    async save(retailerId: number, productId: number, input: CreateReviewRequest): Promise<SavedReview> {
      await requireListed(productId);
      if (!(await hasDelivery(retailerId, productId))) throw notDelivered();
      // One statement decides between a first review and an edit, so two submissions at once cannot
      // both insert; `xmax = 0` holds only for a row this statement inserted.
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ productId, userId: retailerId, rating: input.rating, comment: input.comment })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.userId],
            // A withdrawn review written again counts again: the delivery behind it was checked just now.
            set: { rating: input.rating, comment: input.comment, withdrawnAt: null },
          })
          .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
        if (!row) throw new Error('review upsert returned no row');
        await refreshProductRatings(tx, [productId]);
        return row;
      });
      const author = await authorName(retailerId);
      const { created, ...review } = saved;
      return { review: toReviewResponse(review, author.firstName, author.lastName), created };
    },

    async mine(retailerId: number, productId: number): Promise<MyReviewResponse> {
      await requireListed(productId);
      const [canReview, [own]] = await Promise.all([
        hasDelivery(retailerId, productId),
        withAuthors()
          .where(and(eq(reviews.productId, productId), eq(reviews.userId, retailerId), reviewCounts))
          .limit(1),
      ]);
      return {
        can_review: canReview,
        review: own ? toReviewResponse(own.review, own.firstName, own.lastName) : null,
      };
    },

    /**
     * Every counting review of a product of this wholesaler, archived products included; another seller's product
     * is not found. Withdrawn reviews are left out here too, so the list agrees with the product's rating.
     */
    async forWholesaler(wholesalerId: number, productId: number): Promise<InventoryReviewsResponse> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.wholesalerId, wholesalerId)))
        .limit(1);
      if (!product) throw notFound('Product');
      const rows = await withAuthors()
        .where(and(eq(reviews.productId, productId), reviewCounts))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return {
        count: rows.length,
        results: rows.map(({ review, firstName, lastName }) => toReviewResponse(review, firstName, lastName)),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
