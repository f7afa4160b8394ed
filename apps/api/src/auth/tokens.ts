import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AccessTokenClaims } from '@marketplace/contract';
import { accessTokenClaims } from '@marketplace/contract';
import { AppError } from '../errors/app-error.js';

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface TokenSigner {
  signAccess(claims: Omit<AccessTokenClaims, 'exp' | 'type'>): Promise<string>;
  signRefresh(userId: number): Promise<{ token: string; jti: string; expiresAt: Date }>;
  verifyAccess(token: string): Promise<AccessTokenClaims>;
  verifyRefresh(token: string): Promise<{ userId: number; jti: string }>;
}

export const invalidToken = (detail = 'Given token not valid for any token type') =>
  new AppError('token_not_valid', detail);

export function createTokenSigner(settings: TokenSettings): TokenSigner {
  const key = new TextEncoder().encode(settings.jwtSecret);

  async function verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.type !== type)
        throw invalidToken(`Token is not ${type === 'access' ? 'an access' : 'a refresh'} token`);
      return payload;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw invalidToken('Token is expired');
      throw invalidToken();
    }
  }

  return {
    signAccess: (claims) =>
      new SignJWT({ ...claims, type: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
        .sign(key),

    async signRefresh(userId) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + settings.refreshTokenTtlSeconds * 1000);
      const token = await new SignJWT({ type: 'refresh' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti, expiresAt };
    },

    async verifyAccess(token) {
      const payload = await verify(token, 'access');
      const claims = accessTokenClaims.safeParse(payload);
      if (!claims.success) throw invalidToken();
      return claims.data;
    },

    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.jti !== 'string') throw invalidToken();
      return { userId, jti: payload.jti };
    },
  };
}
