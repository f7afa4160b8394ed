import type { FastifyInstance } from 'fastify';

const API_PREFIX = '/api/';

/**
 * Every API answer that does not say how long it may be kept gets `Cache-Control: no-store`: signed-in answers
 * (profiles, orders, carts, tokens) and errors never stay in a shared computer's browser cache or a proxy.
 * Public catalogue answers set their own `public, max-age` before sending and are left exactly as they are:
 * they are the same for everyone, with or without an Authorization header.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith(API_PREFIX))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
