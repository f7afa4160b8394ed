import etag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  catalogueResponse,
  categoriesResponse,
  createReviewRequest,
  homeDataResponse,
  idParam,
  productDetailResponse,
  productListQuery,
  publicWholesalerProfileResponse,
  review,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { CatalogService } from './catalog.service.js';
import type { StorefrontService } from './storefront.service.js';

/** Cache times of the specification: catalogue 5 minutes, product detail and home data 1 minute. */
const cacheFor = (reply: FastifyReply, seconds: number) =>
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds}`);

interface CatalogRoutesDeps {
  catalog: CatalogService;
  storefront: StorefrontService;
  reviews: ReviewsService;
  guards: Guards;
}

export const catalogRoutes =
  ({ catalog, storefront, reviews, guards }: CatalogRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(etag);

    app.get(apiPaths.categories, { schema: { response: { 200: categoriesResponse } } }, async (_request, reply) => {
      const lookup = await catalog.categoriesAndBrands();
      cacheFor(reply, 300);
      return lookup;
    });

    app.get(
      apiPaths.products,
      { schema: { querystring: productListQuery, response: { 200: catalogueResponse } } },
      async (request, reply) => {
        const page = await catalog.list(request.query);
        cacheFor(reply, 300);
        return page;
      },
    );

    app.get(
      '/api/products/:id',
      { schema: { params: idParam, response: { 200: productDetailResponse } } },
      async (request, reply) => {
        const detail = await catalog.detail(request.params.id);
        cacheFor(reply, 60);
        return detail;
      },
    );

    app.get(apiPaths.homeData, { schema: { response: { 200: homeDataResponse } } }, async (_request, reply) => {
      const home = await storefront.homeData();
      cacheFor(reply, 60);
      return home;
    });

    app.get(
      '/api/wholesaler/profile/:id',
      { schema: { params: idParam, response: { 200: publicWholesalerProfileResponse } } },
      async (request, reply) => {
        const profile = await storefront.wholesalerProfile(request.params.id);
        cacheFor(reply, 60);
        return profile;
      },
    );

    app.post(
      '/api/products/:id/reviews/',
      {
        schema: { params: idParam, body: createReviewRequest, response: { 201: review } },
        onRequest: guards.role('retailer'),
      },
      async (request, reply) =>
        reply.status(201).send(await reviews.create(currentUser(request).id, request.params.id, request.body)),
    );
  };
