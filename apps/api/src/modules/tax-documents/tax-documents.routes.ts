import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, creditNote, idParam, taxInvoice } from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { perUserLimit } from '../../http/per-user-limit.js';
import type { TaxDocumentsService } from './tax-documents.service.js';

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

interface TaxDocumentsRoutesDeps {
  documents: TaxDocumentsService;
  guards: Guards;
  rateLimits: { documents: number };
}

/** An order's tax documents, for its retailer, its wholesaler and administrators (404 for anyone else). */
export const taxDocumentsRoutes =
  ({ documents, guards, rateLimits }: TaxDocumentsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = { params: idParam };
    // One count for both PDFs of a user: a PDF is the costliest read (made once, then served from storage).
    const pdfRoute = {
      schema: params,
      onRequest: guards.signedIn,
      preHandler: perUserLimit(app, 'pdf', rateLimits.documents),
    };

    app.get(
      apiPaths.orderInvoice(':id'),
      { schema: { ...params, response: { 200: taxInvoice } }, onRequest: guards.signedIn },
      async (request) => documents.invoice(request.params.id, currentUser(request)),
    );

    app.get(apiPaths.orderInvoicePdf(':id'), pdfRoute, async (request, reply) => {
      const { number, pdf } = await documents.invoicePdf(request.params.id, currentUser(request));
      return sendPdf(reply, `invoice-${number}`, pdf);
    });

    app.get(
      apiPaths.orderCreditNote(':id'),
      { schema: { ...params, response: { 200: creditNote } }, onRequest: guards.signedIn },
      async (request) => documents.creditNote(request.params.id, currentUser(request)),
    );

    app.get(apiPaths.orderCreditNotePdf(':id'), pdfRoute, async (request, reply) => {
      const { number, pdf } = await documents.creditNotePdf(request.params.id, currentUser(request));
      return sendPdf(reply, `credit-note-${number}`, pdf);
    });
  };
