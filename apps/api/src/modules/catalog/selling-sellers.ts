import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import { products, users, wholesalerProfiles } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/**
 * Who sells on the marketplace. A seller sells only while it is a verified wholesaler and not suspended: a pending,
 * rejected or suspended seller's products are out of the catalogue, and no path that takes a quantity (cart,
 * checkout, quick order, buy again) accepts them. Every such path uses the rule below, nothing else.
 */

/**
 * The rule over an account's row: `users`, or an alias of it. Its constants are written into the SQL, not sent as
 * parameters, so that prepared statements that hold it are planned once (catalog-plans.test.ts).
 */
export const sells = (account: Record<'userType' | 'verificationStatus' | 'suspendedAt', AnyPgColumn>): SQL =>
  sql`(${account.userType} = 'wholesaler' and ${account.verificationStatus} = 'verified' and ${account.suspendedAt} is null)`;

/** The rule in a query over `users` (or joined to it). */
export const isSellingSeller = sells(users);

const seller = alias(users, 'selling_seller');

/**
 * Whether the seller `wholesalerId` (a product's column, or the SQL of one) sells now: for queries that do not join
 * the seller's account. One lookup by primary key per product.
 */
export const sellerSells = (wholesalerId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from ${users} ${seller} where ${seller.id} = ${wholesalerId} and ${sells(seller)})`;

/** Whether a product's seller sells now, in a query over `products`. */
export const productSellerSells = sellerSells(products.wholesalerId);

export const notSellingMessage = (companyName: string) =>
  `${companyName} is not selling on the marketplace at the moment.`;

export const notSelling = (companyName: string) => new AppError('conflict', notSellingMessage(companyName));

/**
 * Refuses with 409 when any of the sellers `wholesalerIds` does not sell now, naming the first such (by id). Read
 * with the statement's snapshot: a seller suspended while a checkout runs is refused by its later statements.
 */
export async function assertSelling(db: Database | Tx, wholesalerIds: number[]): Promise<void> {
  if (wholesalerIds.length === 0) return;
  const [refused] = await db
    .select({ companyName: wholesalerProfiles.companyName })
    .from(users)
    .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
    .where(and(inArray(users.id, [...new Set(wholesalerIds)]), sql`not (${isSellingSeller})`))
    .orderBy(users.id)
    .limit(1);
  if (refused) throw notSelling(refused.companyName);
}
