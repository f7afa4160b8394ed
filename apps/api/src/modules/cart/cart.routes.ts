import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartRequest,
  addToCartResponse,
  apiPaths,
  cartResponse,
  removeFromCartParams,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { catalogUntouched } from '../../http/response-cache.js';
import type { CartService } from './cart.service.js';

export const cartRoutes =
  ({ cart, guards }: { cart: CartService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const retailersOnly = guards.role('retailer');

    app.get(apiPaths.cart, { schema: { response: { 200: cartResponse } }, onRequest: retailersOnly }, async (request) =>
      cart.read(currentUser(request).id),
    );

    app.post(
      apiPaths.cartAdd,
      {
        schema: { body: addToCartRequest, response: { 200: addToCartResponse } },
        onRequest: retailersOnly,
        config: catalogUntouched,
      },
      async (request) =>
        cart.add(currentUser(request).id, request.body.product, request.body.quantity, request.body.mode),
    );

    app.delete(
      apiPaths.cartRemove(':productId'),
      {
        schema: { params: removeFromCartParams, response: { 200: cartResponse } },
        onRequest: retailersOnly,
        config: catalogUntouched,
      },
      async (request) => cart.remove(currentUser(request).id, request.params.productId),
    );

    app.delete(
      apiPaths.cart,
      { schema: { response: { 200: cartResponse } }, onRequest: retailersOnly, config: catalogUntouched },
      async (request) => cart.empty(currentUser(request).id),
    );
  };
