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
import { catalogUntouched } from '../../http/response-cache.js';
import { readQuickOrderForm } from './quick-order-file.js';
import type { QuickOrderService } from './quick-order.service.js';
import type { ReorderService } from './reorder.service.js';

interface RepeatBuyingRoutesDeps {
  reorders: ReorderService;
  quickOrders: QuickOrderService;
  guards: Guards;
}

/** Buy again and quick order: many lines into the retailer's cart at once. */
export const repeatBuyingRoutes =
  ({ reorders, quickOrders, guards }: RepeatBuyingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const retailersOnly = guards.role('retailer');
    const cartWrite = { onRequest: retailersOnly, config: catalogUntouched };

    app.post(
      apiPaths.orderReorder(':id'),
      { schema: { params: idParam, response: { 200: reorderResponse } }, ...cartWrite },
      async (request) => reorders.reorder(currentUser(request), request.params.id),
    );

    app.post(
      apiPaths.cartBulk,
      { schema: { body: bulkOrderRequest, response: { 200: bulkOrderResponse } }, ...cartWrite },
      async (request) => quickOrders.bulk(currentUser(request).id, request.body),
    );

    app.post(
      apiPaths.cartBulkFile,
      { schema: { response: { 200: bulkOrderResponse } }, ...cartWrite },
      async (request) => quickOrders.bulk(currentUser(request).id, await readQuickOrderForm(request)),
    );

    app.get(
      apiPaths.wholesalers,
      { schema: { response: { 200: wholesalerChoicesResponse } }, onRequest: guards.signedIn },
      async () => quickOrders.wholesalerChoices(),
    );
  };
