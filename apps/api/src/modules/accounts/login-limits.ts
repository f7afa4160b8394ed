import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../errors/app-error.js';

const ONE_MINUTE_MS = 60_000;

export interface LoginLimits {
  /** Login attempts per minute for one account, from any address (guessing one account's password). */
  perAccount: number;
  /** Login attempts per minute from one address, for any accounts (one password tried on many accounts). */
  perAddress: number;
}

const usernameOf = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.toLowerCase() : '';
};

/**
 * Counts each login attempt against its address and its account, in the rate-limit store (Redis with REDIS_URL, so
 * every API process shares the counts). Attempts count before the password is checked: a burst of parallel guesses
 * cannot slip past a limit that only looked at finished failures. The address is what `TRUST_PROXY` makes of the
 * connection and X-Forwarded-For; IPv6 addresses count per /64 network, as the rate-limit plugin does.
 */
export function loginLimiter(app: FastifyInstance, limits: LoginLimits) {
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `login-address:${normalizeIP(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `login-account:${usernameOf(request)}`,
  });

  return async function limitLogins(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // An address over its limit does not also use up the accounts it names.
    for (const limit of [perAddress, perAccount]) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) {
        void reply.header('retry-after', Math.max(1, counted.ttlInSeconds));
        throw new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.');
      }
    }
  };
}
