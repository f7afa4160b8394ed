import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccount,
  adminAccountsQuery,
  adminAccountsResponse,
  apiPaths,
  idParam,
  suspendAccountRequest,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { AdminService } from './admin.service.js';

/** Administrators find any account and suspend or restore it. */
export const adminAccountsRoutes =
  ({ admin, guards }: { admin: AdminService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const onlyAdmins = guards.role('admin');

    app.get(
      apiPaths.adminAccounts,
      { schema: { querystring: adminAccountsQuery, response: { 200: adminAccountsResponse } }, onRequest: onlyAdmins },
      async (request) => admin.accounts.search(request.query),
    );

    app.post(
      apiPaths.adminSuspendAccount(':id'),
      {
        schema: { params: idParam, body: suspendAccountRequest, response: { 200: adminAccount } },
        onRequest: onlyAdmins,
      },
      async (request) => admin.accounts.suspend(request.params.id, request.body.reason, currentUser(request).id),
    );

    app.post(
      apiPaths.adminUnsuspendAccount(':id'),
      { schema: { params: idParam, response: { 200: adminAccount } }, onRequest: onlyAdmins },
      async (request) => admin.accounts.unsuspend(request.params.id),
    );
  };
