// The listing requests of the real-traffic block: every drawn filter combination with each sort and its first
// pages, ranked by how likely a shopper is to ask for it. The web app's own function turns the filters into the
// request it sends.
import {
  apiPaths,
  PRODUCT_SORTS,
  productListQueryOf,
  withQuery,
  type ProductSort,
  type QueryValue,
} from '@marketplace/contract';
import type { ListingFilters } from './listing-filters.js';

/** How often shoppers pick each sort, relative to the default. */
export const SORT_WEIGHTS: Record<ProductSort, number> = {
  newest: 1,
  price_asc: 0.5,
  price_desc: 0.3,
  name_asc: 0.15,
  name_desc: 0.1,
};
/** How often shoppers reach pages 1 to 5, relative to the first. */
export const PAGE_WEIGHTS = [1, 0.35, 0.2, 0.12, 0.08];

export const listingPath = (filters: ListingFilters, sort: ProductSort, page: number) =>
  withQuery(apiPaths.products, productListQueryOf({ ...filters, sort, page }) as Record<string, QueryValue>);

export interface ListingUrls {
  /** Most likely first. */
  paths: string[];
  /** Filter combinations drawn. */
  filterSets: number;
  /** Of the chosen paths, how many ask for each page. */
  byPage: number[];
}

/**
 * Ranks every (filters, sort, page) that exists by the filters' draw order (1 / rank), the sort's and the page's
 * weight, and keeps the `limit` likeliest. `pageCounts` are the pages of each combination, in draw order.
 */
export function rankListingUrls(drawn: ListingFilters[], pageCounts: number[], limit: number): ListingUrls {
  const candidates = drawn.flatMap((filters, rank) =>
    PRODUCT_SORTS.flatMap((sort) =>
      PAGE_WEIGHTS.slice(0, Math.max(1, pageCounts[rank] ?? 1)).map((pageWeight, index) => ({
        path: listingPath(filters, sort, index + 1),
        page: index + 1,
        weight: (SORT_WEIGHTS[sort] * pageWeight) / (rank + 1),
      })),
    ),
  );
  // A stable sort keeps ties in draw order, so the ranking is the same on every run.
  const chosen = candidates.sort((a, b) => b.weight - a.weight).slice(0, limit);
  return {
    paths: chosen.map((candidate) => candidate.path),
    filterSets: drawn.length,
    byPage: PAGE_WEIGHTS.map((_, index) => chosen.filter((candidate) => candidate.page === index + 1).length),
  };
}
