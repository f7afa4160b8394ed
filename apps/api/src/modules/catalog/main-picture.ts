import { mainImageOf, type ProductDetailResponse } from '@marketplace/contract';
import type { MainPictureOf } from '../../http/page-html.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { catalogCacheKeys } from './catalog-cache-keys.js';
import type { CatalogService } from './catalog.service.js';

/**
 * A product page's main picture, read from the same kept answer the page then asks the API for (computed once
 * for both), picked by the web app's own rule.
 */
export function createMainPictureOf(catalog: CatalogService, responseCache: ResponseCache): MainPictureOf {
  return async (productId) => {
    const answer = await responseCache.json(catalogCacheKeys.product(productId), () => catalog.detail(productId));
    return mainImageOf((JSON.parse(answer.toString()) as ProductDetailResponse).products.images)?.image ?? null;
  };
}
