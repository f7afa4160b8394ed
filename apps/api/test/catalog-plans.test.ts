import type { CatalogResponse } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rawRows } from '../src/db/raw-rows.js';
import * as schema from '../src/db/schema.js';
import { createDiskStorage } from '../src/media/storage.js';
import { catalogChangedSince, statementSnapshot } from '../src/modules/catalog/catalog-generations.js';
import { createCatalogService } from '../src/modules/catalog/catalog.service.js';
import { listingChangedSince } from '../src/modules/catalog/listing-index/synced-listing-index.js';
import { createStorefrontService } from '../src/modules/catalog/storefront.service.js';
import { createCategory, insertWholesaler } from './catalog-fixtures.js';
import { freshDatabase, type FreshDatabase } from './helper.js';

/** More than the five executions after which PostgreSQL weighs a plan made once against one per execution. */
const EXECUTIONS = 12;
const PRODUCTS = 20_000;

const listingOf = (json: Buffer) => JSON.parse(json.toString()) as CatalogResponse;

interface PreparedStatement {
  name: string;
  generic_plans: string;
  custom_plans: string;
}

/**
 * The landing page's reads and a listing page's rows are prepared so that each connection plans them once.
 * That holds only while a plan made once is as cheap as one made per execution, which a constant sent as a
 * parameter breaks (the partial indexes on `stock > 0` and `review_count > 0` no longer apply): the statement
 * is then planned on every request. One connection, so that its prepared statements can be read back.
 */
describe.skipIf(!process.env.DATABASE_URL)('catalogue reads on PostgreSQL', () => {
  let database: FreshDatabase;
  let client: pg.Client;
  let db: Database;

  const prepared = async (pattern: string) =>
    (
      await client.query<PreparedStatement>(
        'select name, generic_plans, custom_plans from pg_prepared_statements where name like $1 order by name',
        [pattern],
      )
    ).rows;

  /** A statement planned per execution counts every run as a custom plan. */
  function expectPlannedOnce(rows: PreparedStatement[]) {
    for (const row of rows) {
      expect({ name: row.name, generic: Number(row.generic_plans) > 0 }).toEqual({ name: row.name, generic: true });
      expect(Number(row.custom_plans), row.name).toBeLessThan(EXECUTIONS);
    }
  }

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL as string);
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: 'memory' });
    await migrateDatabase(handle, database.url);
    await handle.close();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    db = drizzle(client, { schema }) as unknown as Database;
    const seller = await insertWholesaler(db);
    const category = await createCategory(db, 'Kitchen');
    // Large enough that a plan without the partial indexes costs far more than one with them: one product in
    // ten in stock, one in a hundred reviewed.
    await client.query(
      `insert into products (wholesaler_id, name, price_paise, stock, product_type, category_id, rating_centi, review_count)
       select $1, 'Steel tumbler ' || n, 10000 + n, case when n % 10 = 0 then 5 else 0 end, 'other', $2, n % 500,
              case when n % 100 = 0 then 3 else 0 end
       from generate_series(1, $3::int) as n`,
      [seller.id, category.id, PRODUCTS],
    );
    await client.query('analyze products');
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const storage = createDiskStorage('/nonexistent-media', 'http://localhost/media');

  it('plans the landing reads once and then reuses them, not planned again on every request', async () => {
    const storefront = createStorefrontService(db, storage, createCatalogService(db, storage));
    for (let run = 0; run < EXECUTIONS; run += 1) await storefront.homeData();

    const rows = await prepared('home\\_%');
    expect(rows.map((row) => row.name)).toEqual(['home_picks']);
    expectPlannedOnce(rows);
  });

  // A page is read whole the first time; read again with nothing written meanwhile, its products are sent as kept
  // after one check for catalogue writes; after a write, their versions are read.
  it("plans the reads of a listing page's rows, their versions and of a product page once, whichever products they show", async () => {
    const catalog = createCatalogService(db, storage);
    const filtersOf = (page: number) => ({ q: 'tumbler', sort: 'price_desc', page, page_size: 24 }) as const;
    for (let page = 1; page <= EXECUTIONS; page += 1) {
      const listing = listingOf(await catalog.list(filtersOf(page)));
      expect(listing.products).toHaveLength(24);
      expect(listingOf(await catalog.list(filtersOf(page)))).toEqual(listing);
    }
    expect((await prepared('catalog\\_%')).map((row) => row.name)).toEqual(['catalog_listing_rows']);

    for (let page = 1; page <= EXECUTIONS; page += 1) {
      const listing = listingOf(await catalog.list(filtersOf(page)));
      const [shown, ...others] = listing.products;
      await client.query('update products set sales = sales + 1 where id = $1', [shown?.id]);
      const again = listingOf(await catalog.list(filtersOf(page)));
      expect(again.products[0]).toEqual({ ...shown, sales: (shown?.sales ?? 0) + 1 });
      expect(again.products.slice(1)).toEqual(others);
      expect((await catalog.detail(shown?.id ?? 0)).products.id).toBe(shown?.id);
    }

    const rows = await prepared('catalog\\_%');
    expect(rows.map((row) => row.name)).toEqual([
      'catalog_listing_rows',
      'catalog_listing_versions',
      'catalog_product_page',
    ]);
    expectPlannedOnce(rows);
  });

  // A turn of a few pages is planned for its ids (PostgreSQL's plan made once counts on ten): that costs only
  // while the server is not busy. A busy server's turns hold more, and are read with the plan made once.
  it('plans the read of a busy turn of product pages once, whichever products they show', async () => {
    const catalog = createCatalogService(db, storage);
    const { products } = listingOf(await catalog.list({ q: 'tumbler', sort: 'newest', page: 1, page_size: 24 }));
    for (let run = 1; run <= EXECUTIONS; run += 1) {
      const shown = products.slice(0, 12 + run).map((product) => product.id);
      const pages = await Promise.all(shown.map((id) => catalog.detail(id)));
      expect(pages.map((page) => page.products.id)).toEqual(shown);
    }

    const rows = await prepared('catalog\\_product\\_pages');
    expect(rows.map((row) => row.name)).toEqual(['catalog_product_pages']);
    expectPlannedOnce(rows);
  });

  // Autovacuum may be off or behind, and the notes of writes are never analysed by the application: an `exists`
  // over "written since the snapshot" was then planned as a scan of every note, some milliseconds for each page.
  it("checks for writes since a snapshot through the writers' indexes, newest first, on tables never analysed", async () => {
    await client.query(
      `insert into catalog_writes (written_by, seen_committed_at)
       select n::text::xid8, now() from generate_series(1, 40000) as n on conflict do nothing`,
    );
    try {
      const [{ snapshot }] = (await rawRows<{ snapshot: string }>(
        db,
        sql`select ${statementSnapshot} as snapshot`,
      )) as [{ snapshot: string }];
      const explained = await rawRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain select ${catalogChangedSince(snapshot)} as catalog, ${listingChangedSince(snapshot)} as listing`,
      );
      const plan = explained.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).not.toContain('Seq Scan');
      for (const index of [
        'catalog_writes_pkey',
        'products_listing_changed_by_idx',
        'removed_products_removed_by_idx',
      ]) {
        expect(plan).toContain(`Index Only Scan Backward using ${index}`);
      }
    } finally {
      await client.query('delete from catalog_writes');
    }
  });
});
