import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccessTokenClaims } from '@marketplace/contract';
import type { AuthUser, UserType } from '../auth/auth-user.js';
import type { TokenSigner } from '../auth/tokens.js';
import { AppError } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

const notAuthenticated = () =>
  new AppError('not_authenticated', 'Authentication credentials were not provided. Log in and try again.');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Reads the account behind a token's session as it is now (ended sessions and suspended accounts throw). */
export type SignedInUser = (claims: Pick<AccessTokenClaims, 'sub' | 'sid'>) => Promise<AuthUser>;

/** Hooks that check who is asking; services still check what that user may touch. */
export function createGuards(tokens: TokenSigner, signedInUser: SignedInUser) {
  async function identify(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw notAuthenticated();
    const claims = await tokens.verifyAccess(token);
    // The role and verification come from the database, not the token: a rejection or logout counts at once.
    const user = await signedInUser(claims);
    request.authUser = user;
    return user;
  }

  const signedIn: onRequestAsyncHookHandler = async (request) => {
    await identify(request);
  };

  const optionalUser: onRequestAsyncHookHandler = async (request) => {
    request.authUser = bearerToken(request) ? await identify(request) : null;
  };

  /** Logout must work with an expired access token too: a bad token just means "nobody". */
  const optionalUserQuiet: onRequestAsyncHookHandler = async (request) => {
    request.authUser = null;
    if (bearerToken(request)) await identify(request).catch(() => undefined);
  };

  function role(userType: UserType, options: { verified?: boolean } = { verified: true }): onRequestAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await identify(request);
      if (user.userType !== userType) {
        throw new AppError('forbidden', `Only ${userType} accounts can do this.`);
      }
      if (options.verified && !user.verified) {
        throw new AppError('not_verified', 'Your account is awaiting verification (usually 24-48 hours).');
      }
    };
  }

  return { identify, signedIn, optionalUser, optionalUserQuiet, role };
}

export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user of a route behind a guard. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw notAuthenticated();
  return request.authUser;
}
