import { PRODUCT_SORTS, type ProductListQuery } from '@marketplace/contract';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Everything that decides which products the listing shows. It lives in the URL (DECISIONS: shareable). */
export interface CatalogFilters {
  q: string;
  /** A category name as the link gave it (the top bar lowercases it); matched ignoring case. */
  category: string;
  /** A brand name, matched ignoring case. */
  brand: string;
  minPrice: string;
  maxPrice: string;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
};

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);

/** A price bound as typed: a non-negative number, else nothing. */
export function normalisePrice(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return '';
  return text;
}

/** Reads the filters from the URL; anything unreadable falls back to its default instead of failing. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogFilters {
  const page = Number(params.get('page'));
  let minPrice = normalisePrice(params.get('min_price'));
  let maxPrice = normalisePrice(params.get('max_price'));
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    brand: (params.get('brand') ?? '').trim(),
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters as URL parameters, leaving out the empty ones and the defaults. */
export function searchParamsFromFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice) params.set('min_price', filters.minPrice);
  if (filters.maxPrice) params.set('max_price', filters.maxPrice);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changes some filters. Any change but the page itself starts again at page 1. */
export function changeFilters(current: CatalogFilters, changes: Partial<CatalogFilters>): CatalogFilters {
  return { ...current, ...changes, page: changes.page ?? 1 };
}

/** The query sent to GET /api/products. */
export function productListQueryOf(filters: CatalogFilters): ProductListQuery {
  return {
    q: filters.q || undefined,
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    min_price: filters.minPrice || undefined,
    max_price: filters.maxPrice || undefined,
    sort: filters.sort,
    page: filters.page,
  };
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Clicking a filter selects it; clicking the selected one clears it. */
export const toggledName = (current: string, clicked: string) => (sameName(current, clicked) ? '' : clicked);

export const hasActiveFilters = (filters: CatalogFilters) =>
  Boolean(filters.q || filters.category || filters.brand || filters.minPrice || filters.maxPrice);
