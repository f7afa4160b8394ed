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
    /**
     * The public answers browsers keep `seconds`: the options that give a request the answer kept for its URL, if
     * there is one, before validation; and `send`, which sends the answer kept under `key` (`keep` computes and
     * keeps it when there is none) and learns the request's URL with that key.
     */
    const publicAnswers = (seconds: number) => ({
      options: (early.enabled
        ? {
            onRequest: async (request, reply) => {
              const kept = early.answerFor(request.url);
              if (kept) return sendPublic(request, reply, seconds, kept);
            },
          }
        : {}) satisfies { onRequest?: onRequestAsyncHookHandler },
      send: (request: FastifyRequest, reply: FastifyReply, key: string, keep: (key: string) => Promise<Buffer>) =>
        sendPublic(request, reply, seconds, keep(early.learn(request.url, key))),
    });
    const catalogue = publicAnswers(CACHE_SECONDS.catalogue);
    const detail = publicAnswers(CACHE_SECONDS.detail);

    app.get(
      apiPaths.categories,
      { schema: { response: { 200: categoriesResponse } }, ...catalogue.options },
      async (request, reply) =>
        catalogue.send(request, reply, catalogCacheKeys.categories, (key) =>
          responseCache.json(key, () => catalog.categoriesAndBrands()),
        ),
    );

    app.get(
      apiPaths.products,
      { schema: { querystring: productListQuery, response: { 200: catalogResponse } }, ...catalogue.options },
      async (request, reply) =>
        catalogue.send(request, reply, catalogCacheKeys.listing(request.query), (key) =>
          responseCache.encoded(key, () => catalog.list(request.query)),
        ),
    );

    app.get(
      apiPaths.product(':id'),
      { schema: { params: idParam, response: { 200: productDetailResponse } }, ...detail.options },
      async (request, reply) =>
        detail.send(request, reply, catalogCacheKeys.product(request.params.id), (key) =>
          responseCache.json(key, () => catalog.detail(request.params.id)),
        ),
    );

    app.get(
      apiPaths.homeData,
      { schema: { response: { 200: homeDataResponse } }, ...detail.options },
      async (request, reply) =>
        detail.send(request, reply, catalogCacheKeys.home, (key) =>
          responseCache.encoded(key, () => storefront.homeData()),
        ),
    );

    app.get(
      apiPaths.wholesalerProfile(':id'),
      { schema: { params: idParam, response: { 200: publicWholesalerProfileResponse } }, ...detail.options },
      async (request, reply) =>
        detail.send(request, reply, catalogCacheKeys.wholesaler(request.params.id), (key) =>
          responseCache.json(key, () => storefront.wholesalerProfile(request.params.id)),
        ),
    );
  };
