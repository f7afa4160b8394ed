import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  pendingProfileChangesResponse,
  profileChangeDecisionResponse,
  reviewDecisionRequest,
  reviewedChangePaths,
} from '@marketplace/contract';
import type { Guards } from '../../http/authenticate.js';
import type { AdminService } from './admin.service.js';

/** Verified parties' identity changes (GSTIN, PAN, company name, licences) awaiting an administrator. */
export const profileChangesRoutes =
  ({ admin, guards }: { admin: AdminService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const onlyAdmins = guards.role('admin');

    app.get(
      reviewedChangePaths.adminPendingProfileChanges,
      { schema: { response: { 200: pendingProfileChangesResponse } }, onRequest: onlyAdmins },
      async () => ({ changes: await admin.profileChanges.listPending() }),
    );

    app.post(
      reviewedChangePaths.adminApproveProfileChange(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: profileChangeDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.profileChanges.decide(request.params.id, 'approved', request.body.version),
    );

    app.post(
      reviewedChangePaths.adminRejectProfileChange(':id'),
      {
        schema: { params: idParam, body: reviewDecisionRequest, response: { 200: profileChangeDecisionResponse } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.profileChanges.decide(request.params.id, 'rejected', request.body.version),
    );
  };
