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
 * `reviewed` when the product has reviews, otherwise the JSON `empty` without reading the reviews: most products
 * have none, and a product's review count is set in the transaction that adds a review
 * (`refreshProductRatings`), so a count of 0 means there is nothing to read. Saves the product page about a
 * tenth of its database time.
 */
const ifReviewed = <T>(reviewed: SQL<T>, empty: '[]' | '{}') =>
  sql<T>`case when ${products.reviewCount} = 0 then ${sql.raw(`'${empty}'::json`)} else ${reviewed} end`;

/**
 * A product's latest reviews with their authors' names, built by the database so that the product page is one
 * query. The inner "users" are the reviewers; the outer query's "users" is the seller.
 */
export const latestReviewsOfProduct = ifReviewed(
  sql<ReviewJson[]>`coalesce((
  select json_agg(latest order by latest."createdAt" desc, latest.id desc)
  from (
    select ${reviews.id} as id, ${reviews.rating} as rating, ${reviews.comment} as comment,
      ${reviews.createdAt} as "createdAt", ${users.firstName} as "firstName", ${users.lastName} as "lastName"
    from ${reviews} inner join ${users} on ${users.id} = ${reviews.userId}
    where ${reviews.productId} = ${products.id}
    order by ${reviews.createdAt} desc, ${reviews.id} desc
    limit ${sql.raw(String(REVIEWS_SHOWN))}
  ) latest
), '[]')`,
  '[]',
);

/** How many reviews gave each rating, by rating ("5": 12); ratings nobody gave are absent. */
export const ratingHistogramOfProduct = ifReviewed(
  sql<Record<string, number>>`coalesce((
  select json_object_agg(counted.rating, counted.votes)
  from (
    select ${reviews.rating} as rating, count(*)::int as votes
    from ${reviews} where ${reviews.productId} = ${products.id}
    group by ${reviews.rating}
  ) counted
), '{}')`,
  '{}',
);
