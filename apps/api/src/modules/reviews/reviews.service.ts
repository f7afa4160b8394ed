import { and, eq } from 'drizzle-orm';
import type { CreateReviewRequest, Review } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { orderItems, orders, products, reviews, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { isListed } from '../catalog/product-query.js';
import { refreshProductRatings } from './product-ratings.js';
import { toReviewResponse } from './review-mapper.js';

/** A retailer reviews a product once, after an order of it has been delivered. */
export function createReviewsService(db: Database) {
  return {
    async create(retailerId: number, productId: number, input: CreateReviewRequest): Promise<Review> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), isListed))
        .limit(1);
      if (!product) throw notFound('Product');
      const [delivered] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(eq(orders.retailerId, retailerId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
        )
        .limit(1);
      if (!delivered) {
        throw new AppError('forbidden', 'You can review a product once an order of it has been delivered to you.');
      }
      try {
        const created = await db.transaction(async (tx) => {
          const [review] = await tx
            .insert(reviews)
            .values({ productId, userId: retailerId, rating: input.rating, comment: input.comment })
            .returning();
          if (!review) throw new Error('insert returned no row');
          await refreshProductRatings(tx, [productId]);
          return review;
        });
        const [author] = await db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, retailerId));
        return toReviewResponse(created, author?.firstName ?? '', author?.lastName ?? '');
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', 'You have already reviewed this product.');
        throw error;
      }
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
