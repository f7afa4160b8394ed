import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Sets each product's review count and average rating (times 100) from the reviews that count (not withdrawn):
 * of the given products, or of every product that has or had a review. Computed from the reviews themselves, so
 * it never drifts; a product whose last counting review went is set back to 0. The given products are locked
 * first: the totals are then read after any other review of them has committed, so two reviews arriving together
 * both count.
 */
export async function refreshProductRatings(tx: Tx, productIds?: number[]): Promise<void> {
  if (productIds) {
    await tx.execute(sql`select id from products where id in ${productIds} order by id for update`);
  }
  const which = productIds
    ? sql`products.id in ${productIds}`
    : sql`(products.review_count <> 0 or exists (select 1 from reviews where reviews.product_id = products.id))`;
  await tx.execute(sql`
    update products set rating_centi = totals.rating_centi, review_count = totals.review_count
    from (
      select products.id as product_id,
        coalesce(round(avg(reviews.rating) * 100)::int, 0) as rating_centi, count(reviews.id)::int as review_count
      from products left join reviews on reviews.product_id = products.id and reviews.withdrawn_at is null
      where ${which}
      group by products.id
    ) as totals
    where products.id = totals.product_id`);
}
