import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';
import type { WebhookService } from './webhook.service.js';

/** The signature covers the exact bytes sent, so this route keeps the raw body instead of parsed JSON. */
export const webhookRoutes =
  ({ webhooks }: { webhooks: WebhookService }): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(apiPaths.razorpayWebhook, { schema: { hide: true } }, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('validation', 'Send the webhook event as a JSON body.');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const outcome = await webhooks.handle(
        request.body,
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
      );
      return { status: outcome };
    });
  };
