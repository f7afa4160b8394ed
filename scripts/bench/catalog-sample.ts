// The products the real-traffic block builds its requests from: up to 20,000 listed products, taken from every
// category in proportion to its size, on evenly spaced pages of that category's listing by price (an order the
// database has an index for, so that deep pages stay cheap at a million products).
import { PRODUCT_PAGE_SIZE_MAX, type CatalogResponse } from '@marketplace/contract';
import { listPath } from './catalog-requests.js';
import { mapConcurrently } from './map-concurrently.js';

/** Asks the server for a catalogue listing (a GET that must answer 2xx). */
export type ListingReader = (path: string) => Promise<CatalogResponse>;

export interface SampledProduct {
  id: number;
  name: string;
  category: string;
  brand: string | null;
  price: number;
}

export interface CatalogSample {
  products: SampledProduct[];
  /** Products the unfiltered listing counts. */
  listed: number;
}

const PARALLEL_REQUESTS = 4;

/** `wanted` page numbers spread evenly over pages 1 to `pages`. */
function spreadPages(pages: number, wanted: number): number[] {
  const count = Math.min(pages, Math.max(1, wanted));
  return Array.from({ length: count }, (_, index) => 1 + Math.floor((index * pages) / count));
}

export async function sampleCatalog(read: ListingReader, limit: number): Promise<CatalogSample> {
  const list = (params: Record<string, string | number>) => read(listPath(params));
  const { categories, count: listed } = await list({ page_size: 1 });
  const sizes = await mapConcurrently(categories, PARALLEL_REQUESTS, async (category) => ({
    name: category.name,
    count: (await list({ category: category.name, page_size: 1 })).count,
  }));
  const pageRequests = sizes.flatMap(({ name, count }) =>
    spreadPages(
      Math.ceil(count / PRODUCT_PAGE_SIZE_MAX),
      Math.round((limit * count) / Math.max(1, listed) / PRODUCT_PAGE_SIZE_MAX),
    ).map((page) => ({ category: name, sort: 'price_asc', page_size: PRODUCT_PAGE_SIZE_MAX, page })),
  );
  const pages = await mapConcurrently(pageRequests, PARALLEL_REQUESTS, async (params) => (await list(params)).products);
  const byId = new Map<number, SampledProduct>();
  for (const product of pages.flat()) {
    byId.set(product.id, {
      id: product.id,
      name: product.name,
      category: product.category?.name ?? '',
      brand: product.brand?.name ?? null,
      price: product.price,
    });
  }
  return { products: [...byId.values()].slice(0, limit), listed };
}
