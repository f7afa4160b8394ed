import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  createReviewRequest,
  idParam,
  inventoryReviewsResponse,
  myReviewResponse,
  review,
  reviewPaths,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { ReviewsService } from './reviews.service.js';

export const reviewsRoutes =
  ({ reviews, guards }: { reviews: ReviewsService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const retailersOnly = guards.role('retailer');

    // A first review answers 201, an edit of the retailer's own review 200.
    app.post(
      apiPaths.productReviews(':id'),
      {
        schema: { params: idParam, body: createReviewRequest, response: { 200: review, 201: review } },
        onRequest: retailersOnly,
      },
      async (request, reply) => {
        const saved = await reviews.save(currentUser(request).id, request.params.id, request.body);
        return reply.status(saved.created ? 201 : 200).send(saved.review);
      },
    );

    app.get(
      reviewPaths.mine(':id'),
      { schema: { params: idParam, response: { 200: myReviewResponse } }, onRequest: retailersOnly },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviews.mine(currentUser(request).id, request.params.id);
      },
    );

    app.get(
      reviewPaths.inventory(':id'),
      {
        schema: { params: idParam, response: { 200: inventoryReviewsResponse } },
        onRequest: guards.role('wholesaler'),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviews.forWholesaler(currentUser(request).id, request.params.id);
      },
    );
  };
