import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginResponse, RefreshResponse } from '@marketplace/contract';
import { DUMMY_PASSWORD_HASH, passwordMatches } from '../../auth/passwords.js';
import { invalidToken, type TokenSigner } from '../../auth/tokens.js';
import type { Database } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { isVerified } from './accounts.mappers.js';

type UserRow = typeof users.$inferSelect;

const ROLE_LABEL = { retailer: 'Retailer', wholesaler: 'Wholesaler', admin: 'Administrator' } as const;

/** Log in, rotate refresh tokens, log out. */
export function createSessionsService(db: Database, tokens: TokenSigner) {
  async function issueTokens(user: UserRow): Promise<LoginResponse> {
    const verified = isVerified(user);
    const access = await tokens.signAccess({ sub: String(user.id), user_type: user.userType, verified });
    const refresh = await tokens.signRefresh(user.id);
    await db.insert(refreshTokens).values({ id: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt });
    return { access, refresh: refresh.token, verified, user_type: user.userType };
  }

  async function revokeAll(userId: number): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  return {
    issueTokens,
    revokeAll,

    async login(input: {
      username: string;
      password: string;
      user_type: LoginResponse['user_type'];
    }): Promise<LoginResponse> {
      const [user] = await db.select().from(users).where(eq(users.email, input.username)).limit(1);
      const matches = await passwordMatches(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
      if (!user || !matches) {
        throw new AppError('invalid_credentials', 'No active account found with the given credentials');
      }
      // Administrators have no tab of their own on the login page, so any tab lets them in.
      if (user.userType !== 'admin' && user.userType !== input.user_type) {
        throw new AppError(
          'forbidden',
          `This is a ${ROLE_LABEL[user.userType].toLowerCase()} account. Choose the ${ROLE_LABEL[user.userType]} tab to log in.`,
        );
      }
      return issueTokens(user);
    },

    /** Each refresh token works once: it is revoked and replaced by a new pair. */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const { userId, jti } = await tokens.verifyRefresh(refreshToken);
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
        .returning({ id: refreshTokens.id });
      if (revoked.length === 0) throw invalidToken('Token is blacklisted');
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw invalidToken('User not found');
      const { access, refresh, verified } = await issueTokens(user);
      return { access, refresh, verified };
    },

    /** Revokes the given refresh token, or every session of the signed-in user when none is given. */
    async logout(refreshToken: string | undefined, signedInUserId: number | null): Promise<void> {
      if (refreshToken) {
        const { jti } = await tokens.verifyRefresh(refreshToken);
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.revokedAt)));
        return;
      }
      if (signedInUserId === null) {
        throw new AppError('not_authenticated', 'Send the refresh token or log in to log out.');
      }
      await revokeAll(signedInUserId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
