import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptClaimRequest,
  apiPaths,
  claimListQuery,
  claimResponse,
  claimsResponse,
  decideClaimRequest,
  escalateClaimRequest,
  idParam,
  MAX_CLAIM_PHOTOS,
  rejectClaimRequest,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { readClaimForm } from './claim-form.js';
import type { ClaimReads } from './claim-reads.js';
import type { ClaimsService } from './claims.service.js';

const photoParams = idParam.extend({ index: z.coerce.number().int().min(1).max(MAX_CLAIM_PHOTOS) });

interface ClaimsRoutesDeps {
  claims: ClaimsService;
  claimReads: ClaimReads;
  documents: TaxDocumentsService;
  guards: Guards;
}

/** Claims on delivered orders: filing, answering, escalating and deciding; read by the order's parties and admins. */
export const claimsRoutes =
  ({ claims, claimReads, documents, guards }: ClaimsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const one = { 200: claimResponse };
    const retailers = guards.role('retailer');
    const wholesalers = guards.role('wholesaler');
    const admins = guards.role('admin');

    app.get(
      apiPaths.orderClaims(':id'),
      { schema: { params: idParam, response: { 200: claimsResponse } }, onRequest: guards.signedIn },
      async (request) => ({ claims: await claimReads.ofOrder(request.params.id, currentUser(request)) }),
    );

    app.post(
      apiPaths.orderClaims(':id'),
      { schema: { params: idParam, response: { 201: claimResponse } }, onRequest: retailers },
      async (request, reply) => {
        const user = currentUser(request);
        const { claim, photos } = await readClaimForm(request);
        const id = await claims.file(user, request.params.id, claim, photos);
        return reply.status(201).send(await claimReads.one(id, user));
      },
    );

    app.get(
      apiPaths.claims,
      { schema: { querystring: claimListQuery, response: { 200: claimsResponse } }, onRequest: guards.signedIn },
      async (request) => ({ claims: await claimReads.mine(currentUser(request), request.query.status) }),
    );

    app.post(
      apiPaths.claimAccept(':id'),
      { schema: { params: idParam, body: acceptClaimRequest.nullish(), response: one }, onRequest: wholesalers },
      async (request) => {
        const user = currentUser(request);
        await claims.acceptBySeller(user, request.params.id, request.body ?? {});
        return claimReads.one(request.params.id, user);
      },
    );

    app.post(
      apiPaths.claimReject(':id'),
      { schema: { params: idParam, body: rejectClaimRequest, response: one }, onRequest: wholesalers },
      async (request) => {
        const user = currentUser(request);
        await claims.rejectBySeller(user, request.params.id, request.body.reason);
        return claimReads.one(request.params.id, user);
      },
    );

    app.post(
      apiPaths.claimEscalate(':id'),
      { schema: { params: idParam, body: escalateClaimRequest.nullish(), response: one }, onRequest: retailers },
      async (request) => {
        const user = currentUser(request);
        await claims.escalate(user, request.params.id, request.body?.note ?? '');
        return claimReads.one(request.params.id, user);
      },
    );

    app.get(
      apiPaths.adminClaims,
      { schema: { querystring: claimListQuery, response: { 200: claimsResponse } }, onRequest: admins },
      async (request) => ({ claims: await claimReads.mine(currentUser(request), request.query.status) }),
    );

    app.post(
      apiPaths.adminDecideClaim(':id'),
      { schema: { params: idParam, body: decideClaimRequest, response: one }, onRequest: admins },
      async (request) => {
        await claims.decide(request.params.id, request.body);
        return claimReads.one(request.params.id, currentUser(request));
      },
    );

    app.get(
      apiPaths.claimPhoto(':id', ':index'),
      { schema: { params: photoParams }, onRequest: guards.signedIn },
      async (request, reply) => {
        const photo = await claimReads.photo(request.params.id, request.params.index, currentUser(request));
        return reply.type('image/webp').header('cache-control', 'private, no-store').send(photo);
      },
    );

    app.get(
      apiPaths.claimCreditNotePdf(':id'),
      { schema: { params: idParam }, onRequest: guards.signedIn },
      async (request, reply) => {
        const user = currentUser(request);
        const claim = await claimReads.visibleClaim(request.params.id, user);
        const { number, pdf } = await documents.claimCreditNotePdf(claim);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="credit-note-${number.replaceAll('/', '-')}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
