import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  eInvoiceJson,
  eInvoiceJsonQuery,
  idParam,
  recordedIrn,
  recordIrnRequest,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { EInvoicesService } from './e-invoices.service.js';

interface EInvoiceRoutesDeps {
  eInvoices: EInvoicesService;
  guards: Guards;
}

/** An order's e-invoice: the INV-01 JSON to upload to the portal, and the portal's answer (404 for anyone else). */
export const eInvoiceRoutes =
  ({ eInvoices, guards }: EInvoiceRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.orderEInvoiceJson(':id'),
      {
        schema: { params: idParam, querystring: eInvoiceJsonQuery, response: { 200: eInvoiceJson } },
        onRequest: guards.signedIn,
      },
      async (request, reply) => {
        const json = await eInvoices.json(request.params.id, currentUser(request), request.query.document);
        const fileName = `e-invoice-${json.DocDtls.No.replaceAll('/', '-')}.json`;
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(json);
      },
    );

    app.put(
      apiPaths.orderEInvoice(':id'),
      {
        schema: { params: idParam, body: recordIrnRequest, response: { 200: recordedIrn } },
        onRequest: guards.signedIn,
      },
      async (request) => eInvoices.record(request.params.id, currentUser(request), request.body),
    );
  };
