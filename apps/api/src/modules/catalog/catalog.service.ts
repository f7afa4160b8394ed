import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  toPaise,
  type Brand,
  type CatalogResponse,
  type CategoriesResponse,
  type Category,
  type Product,
  type ProductDetailResponse,
  type ProductListFilters,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { brands, categories, listingCounts, products } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { MediaStorage } from '../../media/storage.js';
import { toReviewResponse } from '../reviews/review-mapper.js';
import { toProductResponse, ratingOf } from './product-mapper.js';
import { isListed, selectProducts, whereAll, type ProductRow } from './product-query.js';
import { latestReviewsOfProduct, ratingHistogramOfProduct } from './product-reviews.js';

const SORTS: Record<ProductListFilters['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.pricePaise), asc(products.id)],
  price_desc: [desc(products.pricePaise), desc(products.id)],
  name_asc: [asc(products.nameLower), asc(products.id)],
  name_desc: [desc(products.nameLower), desc(products.id)],
};

/** Bounds beyond the largest storable price mean "no bound" rather than an overflow. */
const toPaiseBound = (rupees: number) => Math.min(toPaise(rupees), 2_147_483_647);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Finds a category or brand by id or by name, ignoring case. */
function findNamed<T extends { id: number; name: string }>(list: T[], wanted: string): T | undefined {
  const id = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const lower = wanted.toLowerCase();
  return list.find((item) => item.id === id || item.name.toLowerCase() === lower);
}

const LOOKUP_TTL_MS = 60_000;

/** Where values shared by several answers are kept between writes (`http/response-cache.ts`). */
type SharedValues = Pick<ResponseCache, 'shared'>;

export function createCatalogService(db: Database, storage: MediaStorage, sharedValues: SharedValues) {
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

  // A product page and a listing page's rows have one shape each: prepared once, planned once per connection.
  // Which products a listing page holds depends on its filters, so that read is planned each time.
  const preparedQueries = {
    listingRows: selectProducts(db)
      .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
      .prepare('catalog_listing_rows'),
    productPage: selectProducts(db, { reviews: latestReviewsOfProduct, histogram: ratingHistogramOfProduct })
      .where(whereAll([eq(products.id, sql.placeholder('productId')), isListed]))
      .limit(1)
      .prepare('catalog_product_page'),
  };

  const toProducts = (rows: ProductRow[]): Product[] => rows.map((row) => toProductResponse(row, storage));

  async function rowsInOrder(ids: number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await preparedQueries.listingRows.execute({ ids })).map((row) => [row.product.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Without a text or price filter the count is a sum over the per-category-and-brand counts the
   * database keeps; otherwise the matching entries of a listing index are counted.
   */
  async function countListed(
    where: SQL | undefined,
    filters: ProductListFilters,
    categoryId?: number,
    brandId?: number,
  ) {
    if (!filters.q && filters.min_price === undefined && filters.max_price === undefined) {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${listingCounts.listed}), 0)::int` })
        .from(listingCounts)
        .where(
          and(
            categoryId === undefined ? undefined : eq(listingCounts.categoryId, categoryId),
            brandId === undefined ? undefined : eq(listingCounts.brandId, brandId),
          ),
        );
      return row?.count ?? 0;
    }
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    return row?.count ?? 0;
  }

  return {
    categoriesAndBrands,
    toProducts,

    /** Filtering, sorting and paging all happen in SQL. An unknown category or brand simply matches nothing. */
    async list(filters: ProductListFilters): Promise<CatalogResponse> {
      const lookup = await categoriesAndBrands();
      const category = filters.category ? findNamed(lookup.categories, filters.category) : undefined;
      const brand = filters.brand ? findNamed(lookup.brands, filters.brand) : undefined;
      const page = { page: filters.page, page_size: filters.page_size };
      if ((filters.category && !category) || (filters.brand && !brand)) {
        return { products: [], ...lookup, count: 0, ...page, total_pages: 0 };
      }
      const where = whereAll([
        isListed,
        filters.q ? sql`${products.nameLower} like ${`%${escapeLike(filters.q.toLowerCase())}%`}` : undefined,
        category ? eq(products.categoryId, category.id) : undefined,
        brand ? eq(products.brandId, brand.id) : undefined,
        filters.min_price !== undefined ? gte(products.pricePaise, toPaiseBound(filters.min_price)) : undefined,
        filters.max_price !== undefined ? lte(products.pricePaise, toPaiseBound(filters.max_price)) : undefined,
      ]);
      // The page is chosen from a listing index alone; only its rows are then read whole, in that order.
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...SORTS[filters.sort])
        .limit(filters.page_size)
        .offset((filters.page - 1) * filters.page_size);
      const [rows, count] = await Promise.all([
        pageIds.then((page) => rowsInOrder(page.map(({ id }) => id))),
        // Every sort and page of the same filters has the same count: counted once between writes.
        sharedValues.shared(
          `count:${JSON.stringify([filters.q ?? '', category?.id, brand?.id, filters.min_price, filters.max_price])}`,
          () => countListed(where, filters, category?.id, brand?.id),
        ),
      ]);
      return {
        products: toProducts(rows),
        ...lookup,
        count,
        ...page,
        total_pages: Math.ceil(count / filters.page_size),
      };
    },

    async detail(productId: number): Promise<ProductDetailResponse> {
      const [row] = await preparedQueries.productPage.execute({ productId });
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
