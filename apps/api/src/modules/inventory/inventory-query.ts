import { asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import {
  apiPaths,
  DEFAULT_INVENTORY_SORT,
  INVENTORY_PAGE_SIZE_DEFAULT,
  INVENTORY_PAGE_SIZE_MAX,
  INVENTORY_UNPAGED_MAX,
  LOW_STOCK_THRESHOLD,
  withQuery,
  type InventoryFilters,
  type InventorySort,
} from '@marketplace/contract';
import { products } from '../../db/schema.js';
import { isListed, whereAll } from '../catalog/product-query.js';

/** Every order ends on the id, in the same direction, so equal values never swap places between pages. */
export const INVENTORY_ORDER: Record<InventorySort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name_asc: [asc(sql`lower(${products.name})`), asc(products.id)],
  name_desc: [desc(sql`lower(${products.name})`), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
  sales_asc: [asc(products.sales), asc(products.id)],
  sales_desc: [desc(products.sales), desc(products.id)],
  price_asc: [asc(products.pricePaise), asc(products.id)],
  price_desc: [desc(products.pricePaise), desc(products.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The wholesaler's listed products. */
export const ownListed = (wholesalerId: number) => whereAll([isListed, eq(products.wholesalerId, wholesalerId)]);

/** The wholesaler's listed products that match the search (name or SKU, any case) and the low-stock filter. */
export function inventoryMatches(wholesalerId: number, filters: Pick<InventoryFilters, 'q' | 'low_stock'>) {
  const pattern = filters.q ? `%${escapeLike(filters.q.toLowerCase())}%` : undefined;
  return whereAll([
    ownListed(wholesalerId),
    pattern
      ? sql`(lower(${products.name}) like ${pattern} or lower(coalesce(${products.sku}, '')) like ${pattern})`
      : undefined,
    filters.low_stock ? lte(products.stock, LOW_STOCK_THRESHOLD) : undefined,
  ]);
}

/** The rows one answer holds: a page of `page_size` (default 20), or the first `INVENTORY_UNPAGED_MAX` without paging. */
export function inventoryWindow(filters: InventoryFilters): { offset: number; limit: number; paged: boolean } {
  if (filters.page === undefined && filters.page_size === undefined) {
    return { offset: 0, limit: INVENTORY_UNPAGED_MAX, paged: false };
  }
  const pageSize = filters.page_size ?? INVENTORY_PAGE_SIZE_DEFAULT;
  return { offset: ((filters.page ?? 1) - 1) * pageSize, limit: pageSize, paged: true };
}

/**
 * The path of the products after `window` with the same search, filter and sort, or null when `count` ends
 * there. After a page comes the next page of its size; after an unpaged answer (a whole number of the largest
 * pages) the largest page that follows it.
 */
export function nextInventoryPath(
  filters: InventoryFilters,
  window: { offset: number; limit: number; paged: boolean },
  count: number,
): string | null {
  const end = window.offset + window.limit;
  if (end >= count) return null;
  const pageSize = window.paged ? window.limit : INVENTORY_PAGE_SIZE_MAX;
  return withQuery(apiPaths.inventory, {
    q: filters.q,
    low_stock: filters.low_stock ? 'true' : undefined,
    sort: filters.sort === DEFAULT_INVENTORY_SORT ? undefined : filters.sort,
    page: Math.floor(end / pageSize) + 1,
    page_size: pageSize,
  });
}
