import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectTokenNotValid,
  jwtPayload,
  refreshToken,
  retailerForm,
  signUp,
  unsignedToken,
} from './accounts-fixtures.js';

describe('token refresh', () => {
  const ctx = useTestApp();
  const refresh = (token: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  it('a refresh token buys a new access token and a new refresh token', async () => {
    const user = await signUp(ctx.app, retailerForm());
    const response = await refresh(user.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { access: string; refresh: string; verified: boolean };
    expect(body).toEqual({ access: expect.any(String), refresh: expect.any(String), verified: true });
    expect(body.refresh).not.toBe(user.refresh);
    expect(jwtPayload(body.access)).toMatchObject({ sub: String(user.id), type: 'access', exp: expect.any(Number) });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(body.access) });
    expect(profile.statusCode).toBe(200);
  });

  // Reusing the old token also ends the session it rotated in (sessions.test.ts), so the new one is used first here.
  it('a refresh token works once: the new one works, the old one is refused after use', async () => {
    const user = await signUp(ctx.app, retailerForm());
    const first = (await refresh(user.refresh)).json() as { refresh: string };
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    expectTokenNotValid(await refresh(user.refresh));
    expectTokenNotValid(await refresh(first.refresh));
  });

  it('the same refresh token sent twice at once buys only one new pair', async () => {
    const user = await signUp(ctx.app, retailerForm());
    const responses = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('refreshing does not end the other sessions of the same account', async () => {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: form.email, password: form.password, user_type: 'retailer' },
      })
    ).json() as { refresh: string };
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  describe('refused with 401 token_not_valid', () => {
    it('a token signed with another secret', async () => {
      const user = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(
        await refresh(await refreshToken(user.id, { secret: 'another-secret-of-enough-length-0123456789' })),
      );
    });

    it('an expired refresh token', async () => {
      const user = await signUp(ctx.app, retailerForm());
      const response = await refresh(await refreshToken(user.id, { expiresInSeconds: -60 }));
      expectTokenNotValid(response);
      expect((response.json() as { detail: string }).detail).toMatch(/expired/i);
    });

    it('a correctly signed refresh token for a session the server never opened', async () => {
      const user = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(await refresh(await refreshToken(user.id)));
    });

    it('an access token sent as a refresh token', async () => {
      const user = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(await refresh(user.access));
    });

    it('a token without a signature', async () => {
      const user = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(await refresh(unsignedToken({ sub: String(user.id), type: 'refresh', jti: 'x' })));
    });

    it.each(['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', 'x'.repeat(100_000)])('garbage (%s)', async (token) => {
      expectTokenNotValid(await refresh(token));
    });

    it('a refresh token whose signature was tampered with', async () => {
      const user = await signUp(ctx.app, retailerForm());
      const [header, payload, signature] = user.refresh.split('.');
      const tampered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
      expectTokenNotValid(await refresh(tampered));
      // The genuine token was not spent by the failed attempt.
      expect((await refresh(user.refresh)).statusCode).toBe(200);
    });
  });

  describe('refused with 400', () => {
    it.each([
      ['no refresh token', {}],
      ['an empty refresh token', { refresh: '' }],
      ['a number', { refresh: 42 }],
      ['a list', { refresh: ['token'] }],
      ['null', { refresh: null }],
    ])('%s', async (_label, payload) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ refresh: ['Refresh token is required'], detail: expect.any(String) });
    });
  });
});
