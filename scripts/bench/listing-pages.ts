// How many pages each drawn filter combination has (up to the 5 the traffic asks for). Counted in the sample when
// the sample is the whole catalogue, or when its estimate is safely above 5 pages; otherwise asked of the server
// (page 1, newest first), which at a million products saves most of the slow counting requests.
import { PRODUCT_PAGE_SIZE_DEFAULT } from '@marketplace/contract';
import type { CatalogSample, ListingReader, SampledProduct } from './catalog-sample.js';
import type { ListingFilters } from './listing-filters.js';
import { listingPath } from './listing-urls.js';
import { mapConcurrently } from './map-concurrently.js';

export const MAX_PAGE = 5;
/** Sampled matches below which an estimate is too rough to trust. */
export const FEW_MATCHES = 10;
const PARALLEL_REQUESTS = 4;

/** The server's listing filter (catalog.service.ts) applied to one sampled product. */
function matches(product: SampledProduct, filters: ListingFilters): boolean {
  const same = (a: string, b: string | null) => a.toLowerCase() === (b ?? '').toLowerCase();
  return (
    (!filters.q || product.name.toLowerCase().includes(filters.q.toLowerCase())) &&
    (!filters.category || same(filters.category, product.category)) &&
    (!filters.brand || same(filters.brand, product.brand)) &&
    (!filters.minPrice || product.price >= Number(filters.minPrice)) &&
    (!filters.maxPrice || product.price <= Number(filters.maxPrice))
  );
}

export interface PageCounts {
  /** Pages of each combination, capped at 5, in the order of `drawn`. */
  pages: number[];
  /** Combinations whose pages were asked of the server. */
  asked: number;
}

export async function countPages(
  read: ListingReader,
  drawn: ListingFilters[],
  sample: CatalogSample,
): Promise<PageCounts> {
  const complete = sample.products.length >= sample.listed;
  const pagesOf = (count: number) => Math.min(MAX_PAGE, Math.max(1, Math.ceil(count / PRODUCT_PAGE_SIZE_DEFAULT)));
  const estimates = drawn.map((filters) => {
    const hits = sample.products.filter((product) => matches(product, filters)).length;
    const estimate = (hits * sample.listed) / Math.max(1, sample.products.length);
    const certain = complete || (hits >= FEW_MATCHES && estimate >= 2 * MAX_PAGE * PRODUCT_PAGE_SIZE_DEFAULT);
    return certain ? pagesOf(estimate) : null;
  });
  const uncertain = drawn.filter((_, index) => estimates[index] === null);
  const asked = await mapConcurrently(
    uncertain,
    PARALLEL_REQUESTS,
    async (filters) => (await read(listingPath(filters, 'newest', 1))).count,
  );
  let next = 0;
  const pages = estimates.map((estimate) => estimate ?? pagesOf(asked[next++] ?? 0));
  return { pages, asked: uncertain.length };
}
