import type { CatalogFilters, ProductSort } from '@marketplace/contract';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
};

/** Changes some filters. Any change but the page itself starts again at page 1. */
export function changeFilters(current: CatalogFilters, changes: Partial<CatalogFilters>): CatalogFilters {
  return { ...current, ...changes, page: changes.page ?? 1 };
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Clicking a filter selects it; clicking the selected one clears it. */
export const toggledName = (current: string, clicked: string) => (sameName(current, clicked) ? '' : clicked);

export const hasActiveFilters = (filters: CatalogFilters) =>
  Boolean(filters.q || filters.category || filters.brand || filters.minPrice || filters.maxPrice);
