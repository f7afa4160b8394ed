import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  catalogResponse,
  categoriesResponse,
  homeDataResponse,
  idParam,
  productDetailResponse,
  productListQuery,
  publicWholesalerProfileResponse,
} from '@marketplace/contract';
import { sendEncoded } from '../../http/encoded-answers.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { weakTagOf } from '../../http/weak-etag.js';
import { catalogCacheKeys } from './catalog-cache-keys.js';
import type { CatalogService } from './catalog.service.js';
import type { StorefrontService } from './storefront.service.js';

/**
 * Sends a public catalogue answer from the response cache, with the cache times of the specification:
 * catalogue 5 minutes, product detail and home data 1 minute. Headers are set only once the answer exists,
 * so an error is never marked cacheable. A client that accepts Brotli or gzip gets the answer's kept encoding.
 */
async function sendPublic(request: FastifyRequest, reply: FastifyReply, seconds: number, body: Promise<Buffer>) {
  const json = await body;
  return sendEncoded(request, reply, json, {
    'cache-control': `public, max-age=${seconds}, stale-while-revalidate=${seconds}`,
    'content-type': 'application/json; charset=utf-8',
    etag: weakTagOf(json),
  });
}

interface CatalogRoutesDeps {
  responseCache: ResponseCache;
  catalog: CatalogService;
  storefront: StorefrontService;
}

export const catalogRoutes =
  ({ responseCache, catalog, storefront }: CatalogRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.categories, { schema: { response: { 200: categoriesResponse } } }, async (request, reply) =>
      sendPublic(
        request,
        reply,
        300,
        responseCache.json(catalogCacheKeys.categories, () => catalog.categoriesAndBrands()),
      ),
    );

    app.get(
      apiPaths.products,
      { schema: { querystring: productListQuery, response: { 200: catalogResponse } } },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          300,
          responseCache.encoded(catalogCacheKeys.listing(request.query), () => catalog.list(request.query)),
        ),
    );

    app.get(
      apiPaths.product(':id'),
      { schema: { params: idParam, response: { 200: productDetailResponse } } },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          60,
          responseCache.json(catalogCacheKeys.product(request.params.id), () => catalog.detail(request.params.id)),
        ),
    );

    app.get(apiPaths.homeData, { schema: { response: { 200: homeDataResponse } } }, async (request, reply) =>
      sendPublic(
        request,
        reply,
        60,
        responseCache.encoded(catalogCacheKeys.home, () => storefront.homeData()),
      ),
    );

    app.get(
      apiPaths.wholesalerProfile(':id'),
      { schema: { params: idParam, response: { 200: publicWholesalerProfileResponse } } },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          60,
          responseCache.json(catalogCacheKeys.wholesaler(request.params.id), () =>
            storefront.wholesalerProfile(request.params.id),
          ),
        ),
    );
  };
