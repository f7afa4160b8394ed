import { LOW_STOCK_THRESHOLD, type Product } from '@marketplace/contract';

/** One threshold for the low-stock count and the low-stock filter (DECISIONS: stock of 10 or less). */
export function isLowStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock <= LOW_STOCK_THRESHOLD;
}

export function countLowStock(products: ReadonlyArray<Pick<Product, 'stock'>>): number {
  return products.filter(isLowStock).length;
}

export interface InventoryFilter {
  /** Matched, ignoring case and surrounding spaces, against the name or the SKU. */
  search: string;
  lowStockOnly: boolean;
}

export function matchesSearch(product: Pick<Product, 'name' | 'sku'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return product.name.toLowerCase().includes(needle) || (product.sku ?? '').toLowerCase().includes(needle);
}

export function filterInventory<T extends Pick<Product, 'name' | 'sku' | 'stock'>>(
  products: readonly T[],
  { search, lowStockOnly }: InventoryFilter,
): T[] {
  return products.filter((product) => matchesSearch(product, search) && (!lowStockOnly || isLowStock(product)));
}

/** The filter as it is kept in the address: `?q=<text>&low_stock=1`. */
export function readInventoryFilter(params: URLSearchParams): InventoryFilter {
  return { search: params.get('q') ?? '', lowStockOnly: params.get('low_stock') === '1' };
}

export function writeInventoryFilter(params: URLSearchParams, filter: Partial<InventoryFilter>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.search !== undefined) {
    if (filter.search === '') next.delete('q');
    else next.set('q', filter.search);
  }
  if (filter.lowStockOnly !== undefined) {
    if (filter.lowStockOnly) next.set('low_stock', '1');
    else next.delete('low_stock');
  }
  return next;
}
