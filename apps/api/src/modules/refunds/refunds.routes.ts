import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundsResponse, apiPaths, idParam, refundResponse } from '@marketplace/contract';
import { catalogUntouched } from '../../http/response-cache.js';
import type { Guards } from '../../http/authenticate.js';
import type { RefundsService } from './refunds.service.js';

/** The administrator's view of refunds that are not settled yet, and the retry of a failed one. */
export const refundsRoutes =
  ({ refunds, guards }: { refunds: RefundsService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const onlyAdmins = guards.role('admin');

    app.get(
      apiPaths.adminRefunds,
      { schema: { response: { 200: adminRefundsResponse } }, onRequest: onlyAdmins },
      async () => refunds.open(),
    );

    app.post(
      apiPaths.adminRetryRefund(':id'),
      {
        schema: { params: idParam, response: { 200: refundResponse } },
        onRequest: onlyAdmins,
        config: catalogUntouched,
      },
      async (request) => refunds.retry(request.params.id),
    );
  };
