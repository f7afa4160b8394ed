import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  createProductRequest,
  deleteProductResponse,
  editProductRequest,
  idParam,
  inventoryQuery,
  inventoryResponse,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  product,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { perUserLimit } from '../../http/per-user-limit.js';
import type { InventoryService } from './inventory.service.js';

/** Room for the most images a product may carry, base64 encoded (4 bytes for every 3), plus the text fields. */
const PRODUCT_BODY_LIMIT = Math.ceil((MAX_IMAGES_PER_PRODUCT * MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024;

interface InventoryRoutesDeps {
  inventory: InventoryService;
  guards: Guards;
  /** Products one wholesaler may create in an hour (`RATE_LIMIT_PRODUCT_CREATE`). */
  productCreatesPerHour: number;
}

export const inventoryRoutes =
  ({ inventory, guards, productCreatesPerHour }: InventoryRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const wholesalersOnly = guards.role('wholesaler');
    // Counted per wholesaler, so one seller cannot fill the database, and every listing with it, from many addresses.
    const productCreateLimit = perUserLimit(app, 'product-create', productCreatesPerHour, {
      timeWindow: '1 hour',
      message: 'You have added too many products in the last hour. Please try again later.',
    });

    app.get(
      apiPaths.inventory,
      { schema: { querystring: inventoryQuery, response: { 200: inventoryResponse } }, onRequest: wholesalersOnly },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return inventory.list(currentUser(request).id, request.query);
      },
    );

    app.post(
      apiPaths.inventoryCreate,
      {
        schema: { body: createProductRequest, response: { 201: product } },
        onRequest: wholesalersOnly,
        bodyLimit: PRODUCT_BODY_LIMIT,
        preHandler: productCreateLimit,
      },
      async (request, reply) => reply.status(201).send(await inventory.create(currentUser(request).id, request.body)),
    );

    // PUT and PATCH are one partial edit: only the fields sent change.
    app.route({
      method: ['PUT', 'PATCH'],
      url: apiPaths.inventoryEdit(':id'),
      schema: { params: idParam, body: editProductRequest, response: { 200: product } },
      onRequest: wholesalersOnly,
      bodyLimit: PRODUCT_BODY_LIMIT,
      handler: async (request) => inventory.edit(currentUser(request).id, request.params.id, request.body),
    });

    app.delete(
      apiPaths.inventoryDelete(':id'),
      { schema: { params: idParam, response: { 200: deleteProductResponse } }, onRequest: wholesalersOnly },
      async (request) => inventory.remove(currentUser(request).id, request.params.id),
    );
  };
