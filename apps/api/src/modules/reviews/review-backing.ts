import { and, eq, inArray, isNull, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, refunds, reviews } from '../../db/schema.js';
import { refreshProductRatings } from './product-ratings.js';

/**
 * Whether a retailer has a delivered order of a product that was not canceled or fully refunded: what a review
 * stands on. Refunds that add up to the whole order (its cancellation's, or its claims') count, whatever the
 * provider answered, since the money is on its way back.
 */
export const hasBackingDelivery = (retailerId: SQLWrapper | number, productId: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orders.retailerId} = ${retailerId} and ${orderItems.productId} = ${productId}
      and ${orders.status} = 'delivered'
      and (
        select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id}
      ) < ${orders.totalPaise}
  )`;

/** The reviews that count: shown on the product and in its rating. */
export const reviewCounts = isNull(reviews.withdrawnAt);

/**
 * Withdraws the reviews that `order` was holding up, in the transaction that cancels or refunds it: its retailer's
 * reviews of its products, unless another delivered order still backs them. Their products' ratings are counted
 * again at once; a product row that changes is how the catalogue's kept answers learn of it. A withdrawn review
 * never counts again by itself: only the retailer's next review, checked against its deliveries, does.
 */
export async function withdrawUnbackedReviews(tx: Tx, order: { id: number; retailerId: number }): Promise<void> {
  const withdrawn = await tx
    .update(reviews)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(reviews.userId, order.retailerId),
        inArray(
          reviews.productId,
          tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id)),
        ),
        reviewCounts,
        not(hasBackingDelivery(reviews.userId, reviews.productId)),
      ),
    )
    .returning({ productId: reviews.productId });
  if (withdrawn.length > 0) await refreshProductRatings(tx, [...new Set(withdrawn.map((row) => row.productId))]);
}
