import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameSecret } from '../../auth/same-secret.js';
import { AppError } from '../../errors/app-error.js';
import { adminCommand, runAdminCommand, type AdminCommandServices } from './admin-commands.js';

export const ADMIN_CONTROL_PATH = '/api/internal/admin-command';
/** Written into DATA_DIR by a running server that holds the embedded database. */
export const ADMIN_CONTROL_FILE = 'admin-control.json';

/**
 * Lets `npm run admin` act through the running server: the embedded database can be open
 * in one process only. The secret lives in a file only the server's user can read.
 */
export const adminControlRoutes =
  ({ secret, ...services }: AdminCommandServices & { secret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ADMIN_CONTROL_PATH,
      {
        schema: { hide: true, body: adminCommand, response: { 200: z.object({ output: z.string() }) } },
        // The secret is checked before the body is read: a caller without it learns nothing, not even the commands.
        onRequest: async (request) => {
          const given = request.headers['x-admin-secret'];
          if (typeof given !== 'string' || !sameSecret(secret, given)) throw new AppError('forbidden', 'Not allowed.');
        },
      },
      async (request) => ({ output: await runAdminCommand(services, request.body) }),
    );
  };
