import { sql, type SQL } from 'drizzle-orm';
import { products, reviews, users } from '../../db/schema.js';

/** How many of a product's reviews its page shows, newest first. */
const REVIEWS_SHOWN = 100;

interface ReviewJson {
  id: number;
  rating: number;
  comment: string;
  /** A timestamp as PostgreSQL writes it in JSON. */
  createdAt: string;
  firstName: string;
  lastName: string;
}

/**
 * The JSON `subquery` builds from the reviews, or `empty` when it finds nothing; a product whose review count is 0 gets
 * `empty` without the subquery: most products have no review, and a product's count is set in the transaction
 * that adds a review (`refreshProductRatings`), so 0 means there is nothing to read. Saves the product page
 * about a tenth of its database time.
 */
const fromReviews = <T>(subquery: SQL, empty: '[]' | '{}') =>
  sql<T>`coalesce(case when ${products.reviewCount} <> 0 then (${subquery}) end, ${sql.raw(`'${empty}'::json`)})`;

/**
 * A product's latest counting reviews (not withdrawn: reviews/review-backing.ts) with their authors' names, built by
 * the database so that the product page is one query. The inner "users" are the reviewers; the outer query's "users"
 * is the seller.
 */
export const latestReviewsOfProduct = fromReviews<ReviewJson[]>(
  sql`
  select json_agg(latest order by latest."createdAt" desc, latest.id desc)
  from (
    select ${reviews.id} as id, ${reviews.rating} as rating, ${reviews.comment} as comment,
      ${reviews.createdAt} as "createdAt", ${users.firstName} as "firstName", ${users.lastName} as "lastName"
    from ${reviews} inner join ${users} on ${users.id} = ${reviews.userId}
    where ${reviews.productId} = ${products.id} and ${reviews.withdrawnAt} is null
    order by ${reviews.createdAt} desc, ${reviews.id} desc
    limit ${sql.raw(String(REVIEWS_SHOWN))}
  ) latest`,
  '[]',
);

/** How many counting reviews gave each rating, by rating ("5": 12); ratings nobody gave are absent. */
export const ratingHistogramOfProduct = fromReviews<Record<string, number>>(
  sql`
  select json_object_agg(counted.rating, counted.votes)
  from (
    select ${reviews.rating} as rating, count(*)::int as votes
    from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.withdrawnAt} is null
    group by ${reviews.rating}
  ) counted`,
  '{}',
);
