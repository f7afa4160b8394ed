import { and, asc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { products, removedProducts } from '../../../db/schema.js';
import { isListed } from '../product-query.js';
import { productSellerSells, sellerSells } from '../selling-sellers.js';
import { createListingIndex, type ChangedProduct, type ListingIndex } from './listing-index.js';
import { rawRows } from '../../../db/raw-rows.js';

/** The index and the database snapshot it was read at (PostgreSQL's `pg_snapshot` as text). */
export interface ListingState {
  index: ListingIndex;
  seen: string;
}

/** Past this many changes, reading the whole listing again is cheaper than placing each change. */
const MOST_CHANGES_APPLIED = 2_000;

const listingColumns = {
  id: products.id,
  nameLower: products.nameLower,
  categoryId: products.categoryId,
  brandId: products.brandId,
  pricePaise: products.pricePaise,
  createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
};

/** A snapshot as text, or a placeholder for one in a prepared statement. */
export type SnapshotText = string | Placeholder;

/** Written by a transaction that `seen` had not seen committed. */
export function writtenSince(writer: PgColumn, seen: SnapshotText): SQL {
  const snapshot = sql`${seen}::pg_snapshot`;
  return sql`${writer} >= pg_snapshot_xmin(${snapshot}) and not pg_visible_in_snapshot(${writer}, ${snapshot})`;
}

/**
 * Whether a row of `table` was written by a transaction that `seen` had not seen committed. Asked as the newest
 * such writer, so that PostgreSQL walks the writer's index down from its newest entry to the snapshot's horizon
 * whatever its statistics say: an `exists` over the same condition was planned as a scan of the whole table where
 * the table had never been analysed (5 ms for the notes of 21,000 orders, at every check).
 */
export function anyWrittenSince(table: PgTable, writer: PgColumn, seen: SnapshotText): SQL<boolean> {
  return sql<boolean>`((select ${writer} from ${table} where ${writtenSince(writer, seen)} order by ${writer} desc limit 1) is not null)`;
}

/**
 * Whether any listed product changed, or any product was deleted, since the snapshot `seen`. A change of a seller's
 * standing (verified, suspended) marks its products as changed (the `users_seller_standing` trigger).
 */
export const listingChangedSince = (seen: SnapshotText) =>
  sql<boolean>`(${anyWrittenSince(products, products.listingChangedBy, seen)}
    or ${anyWrittenSince(removedProducts, removedProducts.removedBy, seen)})`;

/**
 * The listing index of this process, read from the database at first use and then kept in step with it: a
 * listing page's products (their versions, or their rows) are read together with whether anything changed since
 * the index's snapshot
 * (`listingChangedSince`), and if so the page asks for `refresh` and is chosen again. So a page never shows
 * what an earlier snapshot held, whichever process wrote the change, and nothing has to announce writes.
 */
export function createSyncedListingIndex(db: Database) {
  let state: Promise<ListingState> | null = null;
  let refreshing: Promise<ListingState> | null = null;

  // Written out: in a selected column drizzle leaves the names of a one-table query unqualified.
  const namePredecessor = sql<number | null>`(select "before"."id" from "products" "before"
    where "before"."archived_at" is null and ${sellerSells(sql`"before"."wholesaler_id"`)}
    and ("before"."name_lower", "before"."id") < ("products"."name_lower", "products"."id")
    order by "before"."name_lower" desc, "before"."id" desc limit 1)`;

  async function currentSnapshot(): Promise<string> {
    const [row] = await rawRows<{ snapshot: string }>(db, sql`select pg_current_snapshot()::text as snapshot`);
    return row!.snapshot;
  }

  // The snapshot is taken before the rows are read: changes between the two are read again next time, which
  // is harmless, while a snapshot taken after could hide a change from the index for good.
  async function build(): Promise<ListingState> {
    const seen = await currentSnapshot();
    const listed = await db
      .select(listingColumns)
      .from(products)
      .where(and(isListed, productSellerSells))
      .orderBy(asc(products.nameLower), asc(products.id));
    return { index: createListingIndex(listed), seen };
  }

  async function catchUp(current: ListingState): Promise<ListingState> {
    const seen = await currentSnapshot();
    const changed = await db
      .select({ ...listingColumns, listed: sql<boolean>`${isListed} and ${productSellerSells}`, namePredecessor })
      .from(products)
      .where(writtenSince(products.listingChangedBy, current.seen))
      .orderBy(asc(products.nameLower), asc(products.id));
    const removed = await db
      .select({ id: removedProducts.productId })
      .from(removedProducts)
      .where(writtenSince(removedProducts.removedBy, current.seen));
    if (changed.length + removed.length > MOST_CHANGES_APPLIED) return build();
    const stillListed: ChangedProduct[] = changed.filter((product) => product.listed);
    const unlisted = [...changed.filter((product) => !product.listed), ...removed].map(({ id }) => id);
    return current.index.update(stillListed, unlisted) ? { index: current.index, seen } : build();
  }

  function settle(next: Promise<ListingState>): Promise<ListingState> {
    // A failed read leaves no state behind: the next page tries again.
    next.catch(() => {
      if (state === next) state = null;
    });
    state = next;
    return next;
  }

  const current = (): Promise<ListingState> => state ?? settle(build());

  return {
    current,

    /** Reads the changes since `stale.seen`, once however many pages found them. */
    async refresh(stale: ListingState): Promise<ListingState> {
      const latest = await current();
      if (latest !== stale) return latest;
      refreshing ??= settle(catchUp(latest)).finally(() => (refreshing = null));
      return refreshing;
    },
  };
}

export type SyncedListingIndex = ReturnType<typeof createSyncedListingIndex>;
