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

    // Each document: its JSON and its PDF (the PDF's file name carries the document number).
    const documentRoutes = [
      {
        path: apiPaths.orderInvoice,
        pdf: apiPaths.orderInvoicePdf,
        shape: taxInvoice,
        file: 'invoice',
        read: documents.invoice,
        readPdf: documents.invoicePdf,
      },
      {
        path: apiPaths.orderCreditNote,
        pdf: apiPaths.orderCreditNotePdf,
        shape: creditNote,
        file: 'credit-note',
        read: documents.creditNote,
        readPdf: documents.creditNotePdf,
      },
      {
        path: apiPaths.orderPlatformInvoice,
        pdf: apiPaths.orderPlatformInvoicePdf,
        shape: taxInvoice,
        file: 'platform-invoice',
        read: documents.platformInvoice,
        readPdf: documents.platformInvoicePdf,
      },
      {
        path: apiPaths.orderPlatformCreditNote,
        pdf: apiPaths.orderPlatformCreditNotePdf,
        shape: creditNote,
        file: 'platform-credit-note',
        read: documents.platformCreditNote,
        readPdf: documents.platformCreditNotePdf,
      },
    ];
    for (const route of documentRoutes) {
      app.get(
        route.path(':id'),
        { schema: { ...params, response: { 200: route.shape } }, onRequest: guards.signedIn },
        async (request) => route.read(request.params.id, currentUser(request)),
      );
      app.get(route.pdf(':id'), pdfRoute, async (request, reply) => {
        const { number, pdf } = await route.readPdf(request.params.id, currentUser(request));
        return sendPdf(reply, `${route.file}-${number}`, pdf);
      });
    }
  };
