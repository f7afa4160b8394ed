import type { ProductListQuery } from './catalog.js';
import { DEFAULT_SORT, PRODUCT_SORTS } from './constants.js';
import { apiPaths } from './paths.js';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Everything that decides which products the listing page shows. It lives in the page's address
 * (DECISIONS: shareable); the web app reads it to ask the API, and the server reads it to name that
 * request in the page's HTML so the browser starts it with the scripts.
 */
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

export type QueryValue = string | number | boolean | null | undefined;

/** An address with its query, leaving out empty values; the one place both sides build API addresses. */
export function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);

/** A price bound as typed: a non-negative number, else nothing. */
export function normalisePrice(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return '';
  return text;
}

/** Reads the filters from the page's address; anything unreadable falls back to its default instead of failing. */
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

/** Writes the filters as address parameters, leaving out the empty ones and the defaults. */
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

/** The API request a listing page (/products or /search) makes first, given its address's parameters. */
export const listingRequestOf = (params: URLSearchParams) =>
  withQuery(apiPaths.products, productListQueryOf(filtersFromSearchParams(params)) as Record<string, QueryValue>);
