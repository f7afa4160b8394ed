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

/** How long browsers may keep public answers, as the specification says: the catalogue 5 minutes, the rest 1 minute. */
const CACHE_SECONDS = { catalogue: 300, detail: 60 };

/**
 * Sends a public catalogue answer from the response cache, for browsers to keep `seconds`. Headers are set only once the answer exists,
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
    const answeredEarly = (seconds: number): { onRequest?: onRequestAsyncHookHandler } =>
      early.enabled
        ? {
            onRequest: async (request, reply) => {
              const kept = early.answerFor(request.url);
              if (kept) return sendPublic(request, reply, seconds, kept);
            },
          }
        : {};

    app.get(
      apiPaths.categories,
      { schema: { response: { 200: categoriesResponse } }, ...answeredEarly(CACHE_SECONDS.catalogue) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          CACHE_SECONDS.catalogue,
          responseCache.json(early.learn(request.url, catalogCacheKeys.categories), () =>
            catalog.categoriesAndBrands(),
          ),
        ),
    );

    app.get(
      apiPaths.products,
      {
        schema: { querystring: productListQuery, response: { 200: catalogResponse } },
        ...answeredEarly(CACHE_SECONDS.catalogue),
      },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          CACHE_SECONDS.catalogue,
          responseCache.encoded(early.learn(request.url, catalogCacheKeys.listing(request.query)), () =>
            catalog.list(request.query),
          ),
        ),
    );

    app.get(
      apiPaths.product(':id'),
      { schema: { params: idParam, response: { 200: productDetailResponse } }, ...answeredEarly(CACHE_SECONDS.detail) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          CACHE_SECONDS.detail,
          responseCache.json(early.learn(request.url, catalogCacheKeys.product(request.params.id)), () =>
            catalog.detail(request.params.id),
          ),
        ),
    );

    app.get(
      apiPaths.homeData,
      { schema: { response: { 200: homeDataResponse } }, ...answeredEarly(CACHE_SECONDS.detail) },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          CACHE_SECONDS.detail,
          responseCache.encoded(early.learn(request.url, catalogCacheKeys.home), () => storefront.homeData()),
        ),
    );

    app.get(
      apiPaths.wholesalerProfile(':id'),
      {
        schema: { params: idParam, response: { 200: publicWholesalerProfileResponse } },
        ...answeredEarly(CACHE_SECONDS.detail),
      },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          CACHE_SECONDS.detail,
          responseCache.json(early.learn(request.url, catalogCacheKeys.wholesaler(request.params.id)), () =>
            storefront.wholesalerProfile(request.params.id),
          ),
        ),
    );
  };
