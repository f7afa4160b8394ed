import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, idParam, pendingWholesalersResponse, verificationDecisionResponse } from '@marketplace/contract';
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
      { schema: { params: idParam, response: { 200: verificationDecisionResponse } }, onRequest: onlyAdmins },
      async (request) => admin.decide(request.params.id, 'verified'),
    );

    app.post(
      apiPaths.adminRejectWholesaler(':id'),
      { schema: { params: idParam, response: { 200: verificationDecisionResponse } }, onRequest: onlyAdmins },
      async (request) => admin.decide(request.params.id, 'rejected'),
    );
  };
