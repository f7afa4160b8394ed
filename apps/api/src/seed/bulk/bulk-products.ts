import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, categories, products, users, wholesalerProfiles } from '../../db/schema.js';
import { CATEGORIES } from '../catalog/categories.js';
import { productLine } from '../catalog/product-lines.js';
import { seededRandom } from '../catalog/seeded-random.js';
import { BULK_COLUMNS, bulkProductRow, type BulkCatalog, type BulkProductRow } from './bulk-product-row.js';

/** Rows per insert: few round trips, yet each statement stays a few megabytes. */
const BATCH_SIZE = 2_000;
const COLUMN_LIST = sql.raw(Object.keys(BULK_COLUMNS).join(', '));
const RECORD_TYPE = sql.raw(
  Object.entries(BULK_COLUMNS)
    .map(([column, type]) => `${column} ${type}`)
    .join(', '),
);

/**
 * One multi-row insert whose rows travel as a single JSON parameter: building and binding
 * 26,000 separate parameters per batch took more than twice as long on PGlite.
 */
function insertBatch(db: Database, rows: readonly BulkProductRow[]) {
  return db.execute(sql`
    insert into products (${COLUMN_LIST})
    select ${COLUMN_LIST} from json_to_recordset(${JSON.stringify(rows)}::json) as rows(${RECORD_TYPE})`);
}

/** The database has nothing to spread benchmark products over. */
export class MissingCatalogError extends Error {}

/** The demo categories, every brand and every verified wholesaler, to spread the products over. */
async function loadCatalog(db: Database): Promise<BulkCatalog> {
  const [categoryRows, brandRows, wholesalerRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db
      .select({ id: users.id, companyName: wholesalerProfiles.companyName })
      .from(users)
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
      .where(and(eq(users.userType, 'wholesaler'), eq(users.verificationStatus, 'verified'))),
  ]);
  const typedCategories = categoryRows.flatMap((row) => {
    const known = CATEGORIES.find((category) => category.name === row.name);
    return known ? [{ id: row.id, line: productLine(known.productType) }] : [];
  });
  if (typedCategories.length === 0 || brandRows.length === 0 || wholesalerRows.length === 0) {
    throw new MissingCatalogError(
      'Bulk products need the demo categories, a brand and a verified wholesaler: seed an empty database first.',
    );
  }
  return { categories: typedCategories, brands: brandRows, wholesalers: wholesalerRows };
}

/** The highest BULK-<n> sku so far, so that a second run adds to the first instead of clashing with it. */
async function lastBulkNumber(db: Database): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(substring(${products.sku} from 6)::int), 0)::int` })
    .from(products)
    .where(sql`${products.sku} ~ '^BULK-[0-9]+$'`);
  return row?.last ?? 0;
}

/**
 * Adds count products without pictures (the web app shows placeholders) for benchmarks,
 * 2,000 rows per insert; reports the running total after each batch.
 */
export async function seedBulkProducts(
  db: Database,
  count: number,
  onProgress: (inserted: number) => void = () => {},
): Promise<void> {
  const catalog = await loadCatalog(db);
  const first = (await lastBulkNumber(db)) + 1;
  const rng = seededRandom(first);
  const now = Date.now();
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const rows = Array.from({ length: size }, (_, index) => bulkProductRow(rng, catalog, first + done + index, now));
    await insertBatch(db, rows);
    onProgress(done + size);
  }
}
