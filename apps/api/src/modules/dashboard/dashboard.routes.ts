import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, dashboardQuery, dashboardResponse } from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes =
  ({ dashboard, guards }: { dashboard: DashboardService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.dashboard,
      {
        schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } },
        onRequest: guards.role('wholesaler'),
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return dashboard.figures(currentUser(request).id, request.query.period);
      },
    );
  };
