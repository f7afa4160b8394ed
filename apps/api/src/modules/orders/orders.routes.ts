import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  cancelOrderRequest,
  createOrderRequest,
  createOrderResponse,
  idParam,
  orderDetailsResponse,
  refundResponse,
  retailerOrdersResponse,
  updateOrderStatusRequest,
  updateOrderStatusResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import type { OrderCancellationService } from './order-cancellation.service.js';
import type { OrderCreationService } from './order-creation.service.js';
import type { OrderDeliveryService } from './order-delivery.service.js';
import type { OrderStatusService } from './order-status.service.js';
import type { OrdersReadService } from './orders-read.service.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';
import type { PaymentRetryService } from './payment-retry.service.js';

interface OrdersRoutesDeps {
  creation: OrderCreationService;
  confirmation: PaymentConfirmationService;
  paymentRetry: PaymentRetryService;
  reads: OrdersReadService;
  status: OrderStatusService;
  cancellation: OrderCancellationService;
  delivery: OrderDeliveryService;
  refunds: RefundsService;
  guards: Guards;
}

/** The GET form takes no delivery code: an address is written to access logs, and the code must never be. */
const statusQuery = updateOrderStatusRequest.extend({
  delivery_code: z
    .never({ error: 'Send the delivery code with PATCH, in the request body, not in the address.' })
    .optional(),
});

export const ordersRoutes =
  ({
    creation,
    confirmation,
    paymentRetry,
    reads,
    status,
    cancellation,
    delivery,
    refunds,
    guards,
  }: OrdersRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const retailersOnly = guards.role('retailer');

    app.post(
      apiPaths.orderCreate,
      { schema: { body: createOrderRequest, response: { 201: createOrderResponse } }, onRequest: retailersOnly },
      async (request, reply) => reply.status(201).send(await creation.create(currentUser(request).id, request.body)),
    );

    app.post(
      apiPaths.verifyPayment,
      { schema: { body: verifyPaymentRequest, response: { 200: verifyPaymentResponse } }, onRequest: retailersOnly },
      async (request) => confirmation.verify(currentUser(request).id, request.body),
    );

    app.post(
      apiPaths.orderPay(':id'),
      { schema: { params: idParam, response: { 200: createOrderResponse } }, onRequest: retailersOnly },
      async (request) => paymentRetry.reopen(currentUser(request).id, request.params.id),
    );

    app.get(
      apiPaths.retailerOrders,
      { schema: { response: { 200: retailerOrdersResponse } }, onRequest: retailersOnly },
      async (request) => reads.retailerOrders(currentUser(request).id),
    );

    app.get(
      apiPaths.orderDetails(':id'),
      { schema: { params: idParam, response: { 200: orderDetailsResponse } }, onRequest: guards.signedIn },
      async (request) => reads.details(request.params.id, currentUser(request)),
    );

    const statusRoute = { params: idParam, response: { 200: updateOrderStatusResponse } };
    const wholesalersOnly = guards.role('wholesaler');

    // The documented GET form, kept for compatibility; the web app uses PATCH with a JSON body.
    // A GET that writes: cancelling returns stock to the catalogue.
    app.get(
      apiPaths.orderStatus(':id'),
      {
        schema: { ...statusRoute, querystring: statusQuery },
        onRequest: wholesalersOnly,
        config: { changesCatalog: true },
      },
      async (request) => status.update(currentUser(request), request.params.id, request.query),
    );

    app.patch(
      apiPaths.orderStatus(':id'),
      { schema: { ...statusRoute, body: updateOrderStatusRequest }, onRequest: wholesalersOnly },
      async (request) => status.update(currentUser(request), request.params.id, request.body),
    );

    app.post(
      apiPaths.orderCancel(':id'),
      {
        // A POST without any body (no content type) reaches validation as null: it cancels as `{}` does.
        schema: { params: idParam, body: cancelOrderRequest.nullish(), response: { 200: updateOrderStatusResponse } },
        onRequest: retailersOnly,
      },
      async (request) =>
        cancellation.cancelByRetailer(currentUser(request), request.params.id, request.body?.reason ?? ''),
    );

    app.post(
      apiPaths.orderReceived(':id'),
      { schema: { params: idParam, response: { 200: updateOrderStatusResponse } }, onRequest: guards.signedIn },
      async (request) => delivery.confirmReceipt(currentUser(request), request.params.id),
    );

    app.get(
      apiPaths.orderRefund(':id'),
      { schema: { params: idParam, response: { 200: refundResponse } }, onRequest: guards.signedIn },
      async (request) => refunds.forOrder(request.params.id, currentUser(request)),
    );
  };
