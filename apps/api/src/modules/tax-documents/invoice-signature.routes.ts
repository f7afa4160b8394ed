import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  invoiceSignatureResponse,
  invoiceSignatureUpload,
  SIGNATURE_UPLOAD_MAX_BYTES,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { InvoiceSignaturesService } from './invoice-signatures.service.js';

/** The largest picture base64 encoded (4 bytes for every 3), with room for a `data:` prefix and the JSON around it. */
const SIGNATURE_BODY_LIMIT = Math.ceil((SIGNATURE_UPLOAD_MAX_BYTES * 4) / 3) + 4096;

/** A wholesaler's own signature image for its invoices and credit notes. */
export const invoiceSignatureRoutes =
  ({
    invoiceSignatures,
    guards,
  }: {
    invoiceSignatures: InvoiceSignaturesService;
    guards: Guards;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const wholesalersOnly = guards.role('wholesaler');
    const response = { 200: invoiceSignatureResponse };

    app.get(apiPaths.invoiceSignature, { schema: { response }, onRequest: wholesalersOnly }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return invoiceSignatures.read(currentUser(request).id);
    });

    app.put(
      apiPaths.invoiceSignature,
      {
        schema: { body: invoiceSignatureUpload, response },
        onRequest: wholesalersOnly,
        bodyLimit: SIGNATURE_BODY_LIMIT,
      },
      async (request) => invoiceSignatures.replace(currentUser(request).id, request.body.image),
    );

    app.delete(apiPaths.invoiceSignature, { schema: { response }, onRequest: wholesalersOnly }, async (request) =>
      invoiceSignatures.remove(currentUser(request).id),
    );
  };
