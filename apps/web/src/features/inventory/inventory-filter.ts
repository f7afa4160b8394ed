import {
  DEFAULT_INVENTORY_SORT,
  INVENTORY_PAGE_SIZE_DEFAULT,
  INVENTORY_SORTS,
  LOW_STOCK_THRESHOLD,
  type InventoryFilters,
  type InventorySort,
  type Product,
} from '@marketplace/contract';

/** One threshold for the low-stock badge, count and filter (DECISIONS: stock of 10 or less). */
export function isLowStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock <= LOW_STOCK_THRESHOLD;
}

/** The page asks for this many products at a time. */
export const INVENTORY_PAGE_SIZE = INVENTORY_PAGE_SIZE_DEFAULT;

export interface InventoryFilter {
  /** Matched by the server, ignoring case and surrounding spaces, against the name or the SKU. */
  search: string;
  lowStockOnly: boolean;
  sort: InventorySort;
  page: number;
}

const isSort = (value: string | null): value is InventorySort =>
  value !== null && (INVENTORY_SORTS as readonly string[]).includes(value);

/** The filter as it is kept in the address: `?q=<text>&low_stock=1&sort=stock_asc&page=2`; anything odd is ignored. */
export function readInventoryFilter(params: URLSearchParams): InventoryFilter {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    lowStockOnly: params.get('low_stock') === '1',
    sort: isSort(sort) ? sort : DEFAULT_INVENTORY_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes a change into the address, leaving defaults out. A new search, filter or sort starts again
 * at page 1, unless the change names a page itself.
 */
export function writeInventoryFilter(params: URLSearchParams, change: Partial<InventoryFilter>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if (change.search !== undefined) set('q', change.search === '' ? null : change.search);
  if (change.lowStockOnly !== undefined) set('low_stock', change.lowStockOnly ? '1' : null);
  if (change.sort !== undefined) set('sort', change.sort === DEFAULT_INVENTORY_SORT ? null : change.sort);
  const restarts = change.search !== undefined || change.lowStockOnly !== undefined || change.sort !== undefined;
  if (change.page !== undefined) set('page', change.page > 1 ? String(change.page) : null);
  else if (restarts) next.delete('page');
  return next;
}

/** What the page asks the server for: always one page of 20. */
export function toInventoryQuery(filter: InventoryFilter): InventoryFilters {
  const q = filter.search.trim();
  return {
    ...(q ? { q } : {}),
    ...(filter.lowStockOnly ? { low_stock: true } : {}),
    sort: filter.sort,
    page: filter.page,
    page_size: INVENTORY_PAGE_SIZE,
  };
}

/** "1–20" of a count, or the one position when a page holds a single product. */
export function pageRange(page: number, shown: number): string {
  const first = (page - 1) * INVENTORY_PAGE_SIZE + 1;
  const last = first + shown - 1;
  return first === last ? String(first) : `${first}–${last}`;
}

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / INVENTORY_PAGE_SIZE));
