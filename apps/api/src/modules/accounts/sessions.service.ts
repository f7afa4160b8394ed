import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccessTokenClaims, LoginResponse, RefreshResponse } from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import { DUMMY_PASSWORD_HASH, passwordMatches } from '../../auth/passwords.js';
import { invalidToken, type TokenSigner } from '../../auth/tokens.js';
import type { Database, Tx } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { isVerified } from './accounts.mappers.js';

type UserRow = typeof users.$inferSelect;
type Executor = Database | Tx;

const ROLE_LABEL = { retailer: 'Retailer', wholesaler: 'Wholesaler', admin: 'Administrator' } as const;

export const SUSPENDED_MESSAGE = 'This account is suspended.';
const sessionEnded = () => invalidToken('Token is blacklisted');

/** Ends sessions (and their refresh tokens) of one account, or one session when `sessionId` is given. */
export async function revokeSessions(executor: Executor, userId: number, sessionId?: string): Promise<void> {
  const now = new Date();
  const ofSession = sessionId ? [eq(sessions.id, sessionId)] : [];
  const tokensOfSession = sessionId ? [eq(refreshTokens.sessionId, sessionId)] : [];
  await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...ofSession));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), ...tokensOfSession));
}

/** Log in, rotate refresh tokens within a session, log out; and the per-request check of a session. */
export function createSessionsService(db: Database, tokens: TokenSigner) {
  /** A new token pair in `sessionId`; the caller has opened the session (or rotated its last token). */
  async function tokensIn(executor: Executor, user: UserRow, sessionId: string): Promise<LoginResponse> {
    const verified = isVerified(user);
    const access = await tokens.signAccess({
      sub: String(user.id),
      sid: sessionId,
      user_type: user.userType,
      verified,
    });
    const refresh = await tokens.signRefresh(user.id);
    await executor
      .insert(refreshTokens)
      .values({ id: refresh.jti, userId: user.id, sessionId, expiresAt: refresh.expiresAt });
    return { access, refresh: refresh.token, verified, user_type: user.userType };
  }

  /** Opens a new session (a login) for `user`. */
  async function issueTokens(user: UserRow): Promise<LoginResponse> {
    return db.transaction(async (tx) => {
      const sessionId = randomUUID();
      await tx.insert(sessions).values({ id: sessionId, userId: user.id });
      return tokensIn(tx, user, sessionId);
    });
  }

  /**
   * Uses up a refresh token. A token that was already rotated is being replayed, by a thief or by whoever it was
   * stolen from: its whole session ends, so the token that replaced it stops working too (OAuth 2.0 Security BCP).
   */
  async function rotate(userId: number, jti: string): Promise<LoginResponse | 'refused'> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const [used] = await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!used) {
        const [known] = await tx
          .select({ sessionId: refreshTokens.sessionId, revokedAt: refreshTokens.revokedAt })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.id, jti), eq(refreshTokens.userId, userId)))
          .limit(1);
        if (known?.revokedAt) await revokeSessions(tx, userId, known.sessionId);
        return 'refused';
      }
      const [row] = await tx
        .select({ user: users, revokedAt: sessions.revokedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, used.sessionId), eq(sessions.userId, userId)))
        .limit(1);
      if (!row || row.revokedAt || row.user.suspendedAt) return 'refused';
      return tokensIn(tx, row.user, used.sessionId);
    });
  }

  return {
    issueTokens,
    revokeAll: (userId: number) => revokeSessions(db, userId),

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
      // Told only to whoever knows the password, so the answer reveals nothing to a guesser.
      if (user.suspendedAt) throw new AppError('forbidden', SUSPENDED_MESSAGE);
      // Administrators have no tab of their own on the login page, so any tab lets them in.
      if (user.userType !== 'admin' && user.userType !== input.user_type) {
        throw new AppError(
          'forbidden',
          `This is a ${ROLE_LABEL[user.userType].toLowerCase()} account. Choose the ${ROLE_LABEL[user.userType]} tab to log in.`,
        );
      }
      return issueTokens(user);
    },

    /** Each refresh token works once: it is revoked and replaced by a new pair in the same session. */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const { userId, jti } = await tokens.verifyRefresh(refreshToken);
      const rotated = await rotate(userId, jti);
      if (rotated === 'refused') throw sessionEnded();
      const { access, refresh, verified } = rotated;
      return { access, refresh, verified };
    },

    /** Ends the session of the given refresh token, or every session of the signed-in user when none is given. */
    async logout(refreshToken: string | undefined, signedInUserId: number | null): Promise<void> {
      if (refreshToken) {
        const { userId, jti } = await tokens.verifyRefresh(refreshToken);
        const [token] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.id, jti), eq(refreshTokens.userId, userId)))
          .limit(1);
        if (token) await revokeSessions(db, userId, token.sessionId);
        return;
      }
      if (signedInUserId === null) {
        throw new AppError('not_authenticated', 'Send the refresh token or log in to log out.');
      }
      await revokeSessions(db, signedInUserId);
    },

    /**
     * Who an access token speaks for now: one primary-key lookup of its session joined to the account, so logging
     * out, suspension and a changed verification take effect on the next request, whatever the token says.
     */
    async signedInUser(claims: Pick<AccessTokenClaims, 'sub' | 'sid'>): Promise<AuthUser> {
      const [row] = await db
        .select({
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          userType: users.userType,
          verificationStatus: users.verificationStatus,
          suspendedAt: users.suspendedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, claims.sid))
        .limit(1);
      if (!row || row.revokedAt || String(row.userId) !== claims.sub) throw sessionEnded();
      if (row.suspendedAt) throw invalidToken(SUSPENDED_MESSAGE);
      return { id: row.userId, userType: row.userType, verified: isVerified(row) };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
