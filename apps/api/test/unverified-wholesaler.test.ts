import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { AppError } from '../src/errors/app-error.js';
import { useTestApp } from './helper.js';
import { expiredAccessToken, retailerForm, signUp, signUpAdmin, wholesalerForm } from './accounts-fixtures.js';

/**
 * Wholesaler-only endpoints (inventory, dashboard, order status) sit behind `guards.role('wholesaler')`.
 * They are built later, so the guard is exercised here directly with the app's own token settings.
 */
describe('the wholesaler-only guard', () => {
  const ctx = useTestApp();

  async function passWholesalerGuard(accessToken: string | null) {
    const guards = ctx.app.services.guards;
    const request = {
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      authUser: null,
    } as unknown as FastifyRequest;
    await guards.role('wholesaler').call(ctx.app, request, {} as FastifyReply);
    return request.authUser;
  }

  async function refusal(accessToken: string | null): Promise<AppError> {
    const error = await passWholesalerGuard(accessToken).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('refuses a wholesaler awaiting verification with 403 not_verified', async () => {
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    const error = await refusal(wholesaler.access);
    expect(error).toMatchObject({ code: 'not_verified', status: 403 });
    expect(error.message).toContain('24-48 hours');
  });

  it('refuses a rejected wholesaler', async () => {
    const admin = await signUpAdmin(ctx);
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/wholesalers/${wholesaler.id}/reject/`,
      headers: admin.auth,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: wholesaler.refresh },
    });
    expect((await refusal((again.json() as { access: string }).access)).code).toBe('not_verified');
  });

  it('refuses a rejected wholesaler at once, with the token it had while verified', async () => {
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    const decide = (status: 'verified' | 'rejected') =>
      ctx.database.db.update(users).set({ verificationStatus: status }).where(eq(users.id, wholesaler.id));
    await decide('verified');
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: wholesaler.refresh },
    });
    const verifiedToken = (renewed.json() as { access: string }).access;
    expect(await passWholesalerGuard(verifiedToken)).toEqual({
      id: wholesaler.id,
      userType: 'wholesaler',
      verified: true,
    });
    await decide('rejected');
    expect((await refusal(verifiedToken)).code).toBe('not_verified');
  });

  it('lets a verified wholesaler through at once, even with the token issued before verification', async () => {
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    await ctx.database.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, wholesaler.id));
    // Verification is read from the database on every request, not from the token.
    expect(await passWholesalerGuard(wholesaler.access)).toEqual({
      id: wholesaler.id,
      userType: 'wholesaler',
      verified: true,
    });
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: wholesaler.refresh },
    });
    const user = await passWholesalerGuard((renewed.json() as { access: string }).access);
    expect(user).toEqual({ id: wholesaler.id, userType: 'wholesaler', verified: true });
  });

  it('refuses a retailer with 403 forbidden', async () => {
    const retailer = await signUp(ctx.app, retailerForm());
    expect(await refusal(retailer.access)).toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('refuses an administrator with 403 forbidden', async () => {
    const admin = await signUpAdmin(ctx);
    expect(await refusal(admin.access)).toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('refuses a visitor with 401', async () => {
    expect(await refusal(null)).toMatchObject({ code: 'not_authenticated', status: 401 });
  });

  it('refuses an expired token of a verified wholesaler with 401 token_not_valid', async () => {
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    const expired = await expiredAccessToken({ userId: wholesaler.id, userType: 'wholesaler', verified: true });
    expect(await refusal(expired)).toMatchObject({ code: 'token_not_valid', status: 401 });
  });
});
