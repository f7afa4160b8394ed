import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
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
import { createEarlyAnswers } from '../../http/early-answers.js';
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
async function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  body: Buffer | Promise<Buffer>,
) {
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
    const early = createEarlyAnswers(responseCache);
    /** A route's options that give a request the answer kept for its URL, if there is one, before validation. */
    const answeredEarly = (seconds: number): { onRequest: onRequestAsyncHookHandler } => ({
      onRequest: async (request, reply) => {
        const kept = early.answerFor(request.url);
        if (kept) return sendPublic(request, reply, seconds, kept);
      },
    });

    app.get(
      apiPaths.categories,
      { schema: { response: { 200: categoriesResponse } }, ...answeredEarly(300) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          300,
          responseCache.json(early.learn(request.url, catalogCacheKeys.categories), () =>
            catalog.categoriesAndBrands(),
          ),
        ),
    );

    app.get(
      apiPaths.products,
      { schema: { querystring: productListQuery, response: { 200: catalogResponse } }, ...answeredEarly(300) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          300,
          responseCache.encoded(early.learn(request.url, catalogCacheKeys.listing(request.query)), () =>
            catalog.list(request.query),
          ),
        ),
    );

    app.get(
      apiPaths.product(':id'),
      { schema: { params: idParam, response: { 200: productDetailResponse } }, ...answeredEarly(60) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          60,
          responseCache.json(early.learn(request.url, catalogCacheKeys.product(request.params.id)), () =>
            catalog.detail(request.params.id),
          ),
        ),
    );

    app.get(
      apiPaths.homeData,
      { schema: { response: { 200: homeDataResponse } }, ...answeredEarly(60) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          60,
          responseCache.encoded(early.learn(request.url, catalogCacheKeys.home), () => storefront.homeData()),
        ),
    );

    app.get(
      apiPaths.wholesalerProfile(':id'),
      { schema: { params: idParam, response: { 200: publicWholesalerProfileResponse } }, ...answeredEarly(60) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          60,
          responseCache.json(early.learn(request.url, catalogCacheKeys.wholesaler(request.params.id)), () =>
            storefront.wholesalerProfile(request.params.id),
          ),
        ),
    );
  };
