import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectTokenNotValid,
  expiredAccessToken,
  forgedAccessToken,
  login,
  refreshToken,
  retailerForm,
  signUp,
  wholesalerForm,
} from './accounts-fixtures.js';

describe('logout', () => {
  const ctx = useTestApp();
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const logout = (options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/logout/', ...options });

  /** Two sessions of one account, as on a phone and a laptop. */
  async function twoSessions() {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (await login(ctx.app, form.email as string, 'retailer')).json() as {
      access: string;
      refresh: string;
    };
    return { phone, laptop };
  }

  it('logging out with the refresh token ends that session only', async () => {
    const { phone, laptop } = await twoSessions();
    const response = await logout({ payload: { refresh: phone.refresh } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Logged out.' });
    expectTokenNotValid(await refresh(phone.refresh));
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('logging out with the refresh token and the bearer token ends that session', async () => {
    const { phone } = await twoSessions();
    const response = await logout({ payload: { refresh: phone.refresh }, headers: phone.auth });
    expect(response.statusCode).toBe(200);
    expectTokenNotValid(await refresh(phone.refresh));
  });

  it('logging out with only the bearer token and an empty JSON body ends every session', async () => {
    const { phone, laptop } = await twoSessions();
    const response = await logout({ payload: {}, headers: phone.auth });
    expect(response.statusCode).toBe(200);
    expectTokenNotValid(await refresh(phone.refresh));
    expectTokenNotValid(await refresh(laptop.refresh));
  });

  it('logging out with only the bearer token and no body at all ends every session', async () => {
    const { phone, laptop } = await twoSessions();
    const response = await logout({ headers: phone.auth });
    expect(response.statusCode).toBe(200);
    expectTokenNotValid(await refresh(phone.refresh));
    expectTokenNotValid(await refresh(laptop.refresh));
  });

  it('an expired access token with a valid refresh token still logs out', async () => {
    const { phone, laptop } = await twoSessions();
    const expired = await expiredAccessToken({ userId: phone.id, userType: 'retailer', verified: true });
    const response = await logout({ payload: { refresh: phone.refresh }, headers: bearer(expired) });
    expect(response.statusCode).toBe(200);
    expectTokenNotValid(await refresh(phone.refresh));
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('logging out twice with the same refresh token is harmless', async () => {
    const { phone } = await twoSessions();
    expect((await logout({ payload: { refresh: phone.refresh } })).statusCode).toBe(200);
    expect((await logout({ payload: { refresh: phone.refresh } })).statusCode).toBe(200);
  });

  describe('refused', () => {
    it('with nothing at all: 401', async () => {
      const response = await logout();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
    });

    it('with an empty JSON body and no token: 401', async () => {
      const response = await logout({ payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
    });

    it('with only an expired access token: 401, and the sessions stay open', async () => {
      const { phone } = await twoSessions();
      const expired = await expiredAccessToken({ userId: phone.id, userType: 'retailer', verified: true });
      const response = await logout({ payload: {}, headers: bearer(expired) });
      expect(response.statusCode).toBe(401);
      expect((await refresh(phone.refresh)).statusCode).toBe(200);
    });

    it("a forged bearer token cannot end someone else's sessions", async () => {
      const victim = await signUp(ctx.app, wholesalerForm());
      const forged = await forgedAccessToken({ userId: victim.id, userType: 'wholesaler', verified: false });
      const response = await logout({ payload: {}, headers: bearer(forged) });
      expect(response.statusCode).toBe(401);
      expect((await refresh(victim.refresh)).statusCode).toBe(200);
    });

    it('a forged refresh token: 401 token_not_valid', async () => {
      const { phone } = await twoSessions();
      const forged = await refreshToken(phone.id, { secret: 'another-secret-of-enough-length-0123456789' });
      expectTokenNotValid(await logout({ payload: { refresh: forged } }));
      expect((await refresh(phone.refresh)).statusCode).toBe(200);
    });

    it('an access token sent as the refresh token: 401 token_not_valid', async () => {
      const { phone } = await twoSessions();
      expectTokenNotValid(await logout({ payload: { refresh: phone.access } }));
      expect((await refresh(phone.refresh)).statusCode).toBe(200);
    });

    it('a refresh token that is not text: 400', async () => {
      const response = await logout({ payload: { refresh: 12345 } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', detail: expect.any(String) });
    });
  });
});
