import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error.js';

interface PerUserLimitOptions {
  /** How long a count lasts, in milliseconds or as @fastify/rate-limit reads it ('1 hour'); a minute by default. */
  timeWindow?: number | string;
  /** The refusal's text, for a window where waiting a minute is not the answer. */
  message?: string;
}

/**
 * A limit of `max` requests per signed-in user in each time window, shared by every route that is given the
 * returned hook (one count for the invoice and the credit note PDF). It runs after the route's guard, so it counts
 * the user, not the address: people behind one office router do not share it. The counters live where the login
 * limits live: this process, or Redis with REDIS_URL (shared by every API process). A refusal is 429 with
 * `Retry-After`.
 */
export function perUserLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  { timeWindow = 60_000, message = 'Too many requests. Please wait a minute and try again.' }: PerUserLimitOptions = {},
): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`}`,
  });
  return async (request, reply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw new AppError('rate_limited', message);
  };
}
