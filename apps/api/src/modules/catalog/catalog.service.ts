import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  toPaise,
  type Brand,
  type CatalogResponse,
  type CategoriesResponse,
  type Category,
  type Product,
  type ProductDetailResponse,
  type ProductListItem,
  type ProductListFilters,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { readsPerTurn } from '../../db/reads-per-turn.js';
import { brands, categories, products } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { MediaStorage } from '../../media/storage.js';
import { toReviewResponse } from '../reviews/review-mapper.js';
import { toProductListItem, toProductResponse, ratingOf, withCurrentRichText } from './product-mapper.js';
import { productResponseJson } from './product-json.js';
import {
  galleriesOf,
  isListed,
  selectProducts,
  selectProductVersions,
  whereAll,
  type ProductRow,
} from './product-query.js';
import { createProductFragments } from './product-fragments.js';
import { isSellingSeller } from './selling-sellers.js';
import { appendItems, inOrderOf } from './json-bytes.js';
import { latestReviewsOfProduct, ratingHistogramOfProduct } from './product-reviews.js';
import type { ListingQuery } from './listing-index/listing-index.js';
import { createSyncedListingIndex, listingChangedSince } from './listing-index/synced-listing-index.js';
import { catalogChangedSince, createGenerations, statementSnapshot } from './catalog-generations.js';
import { rawRows } from '../../db/raw-rows.js';

/** Bounds beyond the largest storable price mean "no bound" rather than an overflow. */
const toPaiseBound = (rupees: number) => Math.min(toPaise(rupees), 2_147_483_647);

/** How many times a page is chosen when its rows keep showing that the listing changed meanwhile. */
const PAGE_ATTEMPTS = 3;

/** Finds a category or brand by id or by name, ignoring case. */
function findNamed<T extends { id: number; name: string }>(list: T[], wanted: string): T | undefined {
  const id = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const lower = wanted.toLowerCase();
  return list.find((item) => item.id === id || item.name.toLowerCase() === lower);
}

const LOOKUP_TTL_MS = 60_000;

const PRODUCTS_OPENING = '{"products":[';
const OPENING_BYTES = Buffer.from(PRODUCTS_OPENING);

/**
 * A listing answer's JSON, UTF-8 encoded, byte for byte `JSON.stringify` of it: the products' JSON as given, in
 * order, then the rest of `answer` (whose `products` is empty and comes first).
 */
function catalogJson(products: Buffer[], answer: CatalogResponse & { products: [] }): Buffer {
  const rest = Buffer.from(JSON.stringify(answer).slice(PRODUCTS_OPENING.length));
  return Buffer.concat([...appendItems([OPENING_BYTES], products), rest]);
}

export function createCatalogService(db: Database, storage: MediaStorage) {
  let lookups: { at: number; value: Promise<CategoriesResponse> } | null = null;

  /** Categories and brands change rarely; one read a minute serves every listing. */
  function categoriesAndBrands(): Promise<CategoriesResponse> {
    if (!lookups || Date.now() - lookups.at > LOOKUP_TTL_MS) {
      const value = Promise.all([
        db.select().from(categories).orderBy(asc(categories.name)),
        db.select().from(brands).orderBy(asc(brands.name)),
      ]).then(([categoryRows, brandRows]) => ({
        categories: categoryRows.map(({ hsnCode, gstRate, ...category }): Category => ({
          ...category,
          hsn_code: hsnCode,
          gst_rate: gstRate,
        })),
        brands: brandRows.map((brand): Brand => ({ ...brand, icon: brand.icon ? storage.url(brand.icon) : null })),
      }));
      value.catch(() => (lookups = null));
      lookups = { at: Date.now(), value };
    }
    return lookups.value;
  }

  const listing = createSyncedListingIndex(db);

  const productPagesWhere = (which: SQL, name: string) =>
    withCompiledRows(
      selectProducts(db, { reviews: latestReviewsOfProduct, histogram: ratingHistogramOfProduct })
        .where(whereAll([which, isListed, isSellingSeller]))
        .prepare(name),
    );

  // Product pages, a listing page's rows and their versions have one shape each: prepared once, planned once per
  // connection.
  const pageIds = sql.placeholder('ids');
  const pageGalleries = galleriesOf(db, pageIds, storage.baseUrl);
  const pageChecks = {
    listingChanged: listingChangedSince(sql.placeholder('seen')),
    catalogChanged: catalogChangedSince(sql.placeholder('since')),
    snapshot: statementSnapshot,
  };
  const preparedQueries = {
    listingVersions: withCompiledRows(
      selectProductVersions(db, pageGalleries.versions, pageChecks)
        .leftJoin(pageGalleries, eq(pageGalleries.productId, products.id))
        .where(whereAll([sql`${products.id} = any(${pageIds})`, isSellingSeller]))
        .prepare('catalog_listing_versions'),
    ),
    listingRows: withCompiledRows(
      selectProductVersions(db, pageGalleries.versions, {
        json: productResponseJson(storage.baseUrl, sql`${pageGalleries.json}`),
        richTextRules: sql<number>`${products.richTextRules}`,
        ...pageChecks,
      })
        .leftJoin(pageGalleries, eq(pageGalleries.productId, products.id))
        .where(whereAll([sql`${products.id} = any(${pageIds})`, isSellingSeller]))
        .prepare('catalog_listing_rows'),
    ),
    // One product, the usual turn of a quiet server, has a statement of its own, planned once; several share one
    // that PostgreSQL plans once as soon as its turns are busy (catalog-plans.test.ts).
    productPage: productPagesWhere(eq(products.id, sql.placeholder('productId')), 'catalog_product_page'),
    productPages: productPagesWhere(
      sql`${products.id} = any(${sql.placeholder('productIds')})`,
      'catalog_product_pages',
    ),
  };

  /** Listed products by id, with their latest reviews: read for every product page of one turn together. */
  const productPages = readsPerTurn(async (_all: null, productIds: number[]) => {
    const rows =
      productIds.length === 1
        ? await preparedQueries.productPage.execute({ productId: productIds[0] })
        : await preparedQueries.productPages.execute({ productIds });
    return new Map(rows.map((row) => [row.product.id, row]));
  });

  const toProducts = (rows: ProductRow[]): Product[] => rows.map((row) => toProductResponse(row, storage));
  /** Rows of `selectProductListItems` as a list answers them. */
  const toProductListItems = (rows: ProductRow[]): ProductListItem[] =>
    rows.map((row) => toProductListItem(row, storage));

  /** Whether the listing changed since the snapshot `seen`, for a read that found no rows to tell it. */
  async function listingChangedSinceSnapshot(seen: string): Promise<boolean> {
    const [row] = await rawRows<{ changed: boolean }>(db, sql`select ${listingChangedSince(seen)} as changed`);
    return row!.changed;
  }

  const generations = createGenerations();
  const fragments = createProductFragments();

  /**
   * Reads the rows of a listing page, checked against the current generation: the rows, whether the listing
   * changed since the snapshot `seen`, and the generation the rows belong to (0 when there were none).
   */
  async function readPage<Row extends { listingChanged: boolean; catalogChanged: boolean; snapshot: string }>(
    seen: string,
    ids: number[],
    read: (params: { ids: number[]; seen: string; since: string }) => Promise<Row[]>,
  ): Promise<{ rows: Row[]; changed: boolean; generation: number }> {
    const checked = generations.current();
    const rows = ids.length > 0 ? await read({ ids, seen, since: checked?.snapshot ?? seen }) : [];
    const first = rows[0];
    if (!first) return { rows, changed: await listingChangedSinceSnapshot(seen), generation: 0 };
    const generation = generations.settle(checked, first.snapshot, first.catalogChanged);
    return { rows, changed: first.listingChanged, generation };
  }

  /**
   * The response versions of the products `ids`, and whether the listing changed since the snapshot `seen`:
   * read for every listing page of one turn of the event loop that holds the same snapshot together.
   */
  const pageVersionsSince = readsPerTurn(async (seen: string, ids: number[]) => {
    const { rows, changed, generation } = await readPage(seen, ids, (params) =>
      preparedQueries.listingVersions.execute(params),
    );
    return { versionOf: new Map(rows.map((row) => [row.id, row.version])), changed, generation };
  });

  /** The rows of `ids` and whether the listing changed since `seen`, read like `pageVersionsSince`. */
  const pageRowsSince = readsPerTurn(async (seen: string, ids: number[]) => {
    const { rows, changed, generation } = await readPage(seen, ids, (params) =>
      preparedQueries.listingRows.execute(params),
    );
    return { byId: new Map(rows.map((row) => [row.id, row])), changed, generation };
  });

  /**
   * Whether the listing changed since `seen`, if no catalogue write has been committed since the current
   * generation began (null if one has, or there is no generation): one check for every page of a turn.
   */
  const unchangedGeneration = readsPerTurn(async (seen: string) => {
    const checked = generations.current();
    if (!checked) return null;
    const [row] = await rawRows<{ catalog_changed: boolean; listing_changed: boolean }>(
      db,
      sql`select ${catalogChangedSince(checked.snapshot)} as catalog_changed, ${listingChangedSince(seen)} as listing_changed`,
    );
    return row!.catalog_changed ? null : { checked, listingChanged: row!.listing_changed };
  });

  /** Reads the JSON of `ids`, keeps that of each and adds it to `json`; whether the listing changed. */
  async function serialiseSince(seen: string, ids: number[], json: Map<number, Buffer>): Promise<boolean> {
    const { byId, changed, generation } = await pageRowsSince(seen, ids);
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      json.set(
        id,
        fragments.set(id, row.version, withCurrentRichText(row.json, row.richTextRules, row.version), generation),
      );
    }
    return changed;
  }

  /**
   * The page from kept products alone when every one of them belongs to the current generation and no catalogue
   * write has been committed since it began; null otherwise.
   */
  async function keptSince(
    ids: number[],
    seen: string,
  ): Promise<{ json: Map<number, Buffer>; changed: boolean } | null> {
    const generation = generations.current();
    if (!generation) return null;
    const json = new Map<number, Buffer>();
    for (const id of ids) {
      const kept = fragments.ofGeneration(id, generation.number);
      if (!kept) return null;
      json.set(id, kept);
    }
    const unchanged = await unchangedGeneration(seen, []);
    return unchanged?.checked === generation ? { json, changed: unchanged.listingChanged } : null;
  }

  /**
   * The JSON of each of the products `ids` that is found, and whether the listing changed since the snapshot
   * `seen`. Only the products not kept at their current version are read whole and serialised.
   */
  async function productsJsonSince(
    ids: number[],
    seen: string,
  ): Promise<{ json: Map<number, Buffer>; changed: boolean }> {
    const unchanged = await keptSince(ids, seen);
    if (unchanged) return unchanged;
    const json = new Map<number, Buffer>();
    const kept: number[] = [];
    const absent: number[] = [];
    for (const id of ids) (fragments.has(id) ? kept : absent).push(id);
    // A page of mostly new products is read whole at once: asking for their versions first would only add a query.
    if (kept.length * 2 < ids.length) {
      const changed = await serialiseSince(seen, ids, json);
      return { json, changed };
    }
    // The kept products' versions and the others' rows in the same turn: two reads at once, not one after the other.
    const [{ versionOf, changed, generation }, absentChanged] = await Promise.all([
      pageVersionsSince(seen, kept),
      absent.length > 0 ? serialiseSince(seen, absent, json) : false,
    ]);
    const stale: number[] = [];
    for (const id of kept) {
      const version = versionOf.get(id);
      if (version === undefined) continue;
      const known = fragments.get(id, version, generation);
      if (known) json.set(id, known);
      else stale.push(id);
    }
    const staleChanged = stale.length > 0 && (await serialiseSince(seen, stale, json));
    return { json, changed: changed || absentChanged || staleChanged };
  }

  /** The page's ids and count come from the listing index, checked against the snapshot of its rows. */
  async function listingPage(query: ListingQuery): Promise<{ products: Buffer[]; count: number }> {
    let state = await listing.current();
    for (let attempt = 1; ; attempt++) {
      const { ids, count } = state.index.page(query);
      const { json, changed } = await productsJsonSince(ids, state.seen);
      if (!changed || attempt === PAGE_ATTEMPTS) return { products: inOrderOf(ids, json), count };
      state = await listing.refresh(state);
    }
  }

  return {
    categoriesAndBrands,
    toProducts,
    toProductListItems,

    /**
     * The JSON of the products `ids` as a listing page shows them, by id; a product not found is left out. Those
     * kept at their current version are not read whole again.
     */
    async productsJson(ids: number[]): Promise<Map<number, Buffer>> {
      if (ids.length === 0) return new Map();
      const { seen } = await listing.current();
      return (await productsJsonSince(ids, seen)).json;
    },

    /** Reads the listing index now, so that the first listing page does not wait for it. */
    async readListingIndex(): Promise<void> {
      await listing.current();
    },

    /** The listing's JSON, UTF-8 encoded. An unknown category or brand simply matches nothing. */
    async list(filters: ProductListFilters): Promise<Buffer> {
      const lookup = await categoriesAndBrands();
      const category = filters.category ? findNamed(lookup.categories, filters.category) : undefined;
      const brand = filters.brand ? findNamed(lookup.brands, filters.brand) : undefined;
      const page = { page: filters.page, page_size: filters.page_size };
      if ((filters.category && !category) || (filters.brand && !brand)) {
        return catalogJson([], { products: [], ...lookup, count: 0, ...page, total_pages: 0 });
      }
      const { products, count } = await listingPage({
        text: filters.q?.toLowerCase() ?? '',
        categoryId: category?.id,
        brandId: brand?.id,
        minPaise: filters.min_price === undefined ? undefined : toPaiseBound(filters.min_price),
        maxPaise: filters.max_price === undefined ? undefined : toPaiseBound(filters.max_price),
        sort: filters.sort,
        offset: (filters.page - 1) * filters.page_size,
        limit: filters.page_size,
      });
      return catalogJson(products, {
        products: [],
        ...lookup,
        count,
        ...page,
        total_pages: Math.ceil(count / filters.page_size),
      });
    },

    async detail(productId: number): Promise<ProductDetailResponse> {
      const row = (await productPages(null, [productId])).get(productId);
      if (!row) throw notFound('Product');
      const histogram: Record<string, number> = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
      for (const [rating, count] of Object.entries(row.histogram)) histogram[rating] = count;
      return {
        products: toProductResponse(row, storage),
        review: row.reviews.map(({ firstName, lastName, createdAt, ...review }) =>
          toReviewResponse({ ...review, createdAt: new Date(createdAt) }, firstName, lastName),
        ),
        rating: { average: ratingOf(row.product.ratingCenti), count: row.product.reviewCount, histogram },
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
