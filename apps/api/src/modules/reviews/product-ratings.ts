import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Sets each product's review count and average rating (times 100) from its reviews: of the given
 * products, or of every reviewed product. Computed from the reviews themselves, so it never drifts.
 * The given products are locked first: the totals are then read after any other review of them has
 * committed, so two reviews arriving together both count.
 */
export async function refreshProductRatings(tx: Tx, productIds?: number[]): Promise<void> {
  if (productIds) {
    await tx.execute(sql`select id from products where id in ${productIds} order by id for update`);
  }
  const only = productIds ? sql`where product_id in ${productIds}` : sql``;
  await tx.execute(sql`
    update products set rating_centi = totals.rating_centi, review_count = totals.review_count
    from (
      select product_id, round(avg(rating) * 100)::int as rating_centi, count(*)::int as review_count
      from reviews ${only} group by product_id
    ) as totals
    where products.id = totals.product_id`);
}
