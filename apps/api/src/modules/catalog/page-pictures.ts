import {
  LISTING_CARDS_ABOVE_THE_FOLD,
  mainImageOf,
  productListQuery,
  thumbnailOf,
  type CatalogResponse,
  type ProductDetailResponse,
} from '@marketplace/contract';
import type { PagePictures } from '../../http/page-html.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { catalogCacheKeys } from './catalog-cache-keys.js';
import type { CatalogService } from './catalog.service.js';

/**
 * The pictures a shop page paints first, read from the same kept answers the page then asks the API for: the
 * answer is computed once for both, and the pictures are the ones the web app picks from it.
 */
export function createPagePictures(catalog: CatalogService, responseCache: ResponseCache): PagePictures {
  return {
    async product(productId) {
      const answer = await responseCache.json(catalogCacheKeys.product(productId), () => catalog.detail(productId));
      const main = mainImageOf((JSON.parse(answer) as ProductDetailResponse).products.images);
      return main ? [main.image] : [];
    },
    async listing(request) {
      const query = productListQuery.parse(Object.fromEntries(new URL(request, 'http://page').searchParams));
      const answer = await responseCache.json(catalogCacheKeys.listing(query), () => catalog.list(query));
      return (JSON.parse(answer) as CatalogResponse).products
        .slice(0, LISTING_CARDS_ABOVE_THE_FOLD)
        .flatMap((product) => thumbnailOf(product.images) ?? []);
    },
  };
}
