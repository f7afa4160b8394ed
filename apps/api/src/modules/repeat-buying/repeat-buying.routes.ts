import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  bulkOrderRequest,
  bulkOrderResponse,
  idParam,
  reorderResponse,
  wholesalerChoicesResponse,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { perUserLimit } from '../../http/per-user-limit.js';
import { catalogUntouched } from '../../http/response-cache.js';
import { readQuickOrderForm } from './quick-order-file.js';
import type { QuickOrderService } from './quick-order.service.js';
import type { ReorderService } from './reorder.service.js';

interface RepeatBuyingRoutesDeps {
  reorders: ReorderService;
  quickOrders: QuickOrderService;
  guards: Guards;
  rateLimits: { quickOrder: number; reorder: number };
}

/** Buy again and quick order: many lines into the retailer's cart at once. */
export const repeatBuyingRoutes =
  ({ reorders, quickOrders, guards, rateLimits }: RepeatBuyingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const retailersOnly = guards.role('retailer');
    const cartWrite = { onRequest: retailersOnly, config: catalogUntouched };
    // Each looks up and prices up to 500 lines: limited per retailer, typed and uploaded quick orders counted together.
    const reorderLimit = { preHandler: perUserLimit(app, 'reorder', rateLimits.reorder) };
    const quickOrderLimit = { preHandler: perUserLimit(app, 'quick-order', rateLimits.quickOrder) };

    app.post(
      apiPaths.orderReorder(':id'),
      { schema: { params: idParam, response: { 200: reorderResponse } }, ...cartWrite, ...reorderLimit },
      async (request) => reorders.reorder(currentUser(request), request.params.id),
    );

    app.post(
      apiPaths.cartBulk,
      { schema: { body: bulkOrderRequest, response: { 200: bulkOrderResponse } }, ...cartWrite, ...quickOrderLimit },
      async (request) => quickOrders.bulk(currentUser(request).id, request.body),
    );

    app.post(
      apiPaths.cartBulkFile,
      { schema: { response: { 200: bulkOrderResponse } }, ...cartWrite, ...quickOrderLimit },
      async (request) => quickOrders.bulk(currentUser(request).id, await readQuickOrderForm(request)),
    );

    app.get(
      apiPaths.wholesalers,
      { schema: { response: { 200: wholesalerChoicesResponse } }, onRequest: guards.signedIn },
      async () => quickOrders.wholesalerChoices(),
    );
  };
