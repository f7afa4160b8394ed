import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  idParam,
  licenceDecisionResponse,
  pendingLicencesResponse,
  pendingWholesalersResponse,
  reviewDecisionRequest,
  verificationDecisionResponse,
} from '@marketplace/contract';
import type { Guards } from '../../http/authenticate.js';
import type { AdminService } from './admin.service.js';

export const adminRoutes =
  ({ admin, guards }: { admin: AdminService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const onlyAdmins = guards.role('admin');

    app.get(
      apiPaths.adminPendingWholesalers,
      { schema: { response: { 200: pendingWholesalersResponse } }, onRequest: onlyAdmins },
      async () => ({ wholesalers: await admin.listPending() }),
    );

    app.post(
      apiPaths.adminVerifyWholesaler(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: verificationDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.decide(request.params.id, 'verified', request.body.version),
    );

    app.post(
      apiPaths.adminRejectWholesaler(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: verificationDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.decide(request.params.id, 'rejected', request.body.version),
    );

    app.get(
      apiPaths.adminPendingLicences,
      { schema: { response: { 200: pendingLicencesResponse } }, onRequest: onlyAdmins },
      async () => ({ licences: await admin.licences.listPending() }),
    );

    app.post(
      apiPaths.adminApproveLicence(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: licenceDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.licences.decide(request.params.id, 'approved', request.body.version),
    );

    app.post(
      apiPaths.adminRejectLicence(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: licenceDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.licences.decide(request.params.id, 'rejected', request.body.version),
    );
  };
