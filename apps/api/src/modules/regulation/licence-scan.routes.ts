import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, reviewedChangePaths } from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import type { LicenceScanService } from './licence-scan.js';

/** A retailer's licence scan, for that retailer and administrators only; never cached by a browser or proxy. */
export const licenceScanRoutes =
  ({ licenceScans, guards }: { licenceScans: LicenceScanService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      reviewedChangePaths.licenceScan(':id'),
      { schema: { params: idParam }, onRequest: guards.signedIn },
      async (request, reply) => {
        const scan = await licenceScans.read(currentUser(request), request.params.id);
        return reply
          .type(scan.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(scan.content);
      },
    );
  };
