import type { ProductListFilters } from '@marketplace/contract';

/** The keys the response cache keeps the catalogue's public answers under, one per request that gives the same answer. */
export const catalogCacheKeys = {
  categories: 'categories',
  listing: (query: ProductListFilters) => `products:${JSON.stringify(query)}`,
  product: (productId: number) => `product:${productId}`,
  home: 'home',
  wholesaler: (wholesalerId: number) => `wholesaler:${wholesalerId}`,
};
