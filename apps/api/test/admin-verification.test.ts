import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectTokenNotValid,
  forgedAccessToken,
  jwtPayload,
  login,
  retailerForm,
  signUp,
  signUpAdmin,
  wholesalerForm,
} from './accounts-fixtures.js';

const PENDING = '/api/admin/wholesalers/pending/';
const verifyUrl = (id: number | string) => `/api/admin/wholesalers/${id}/verify/`;
const rejectUrl = (id: number | string) => `/api/admin/wholesalers/${id}/reject/`;

describe('wholesaler verification by an administrator', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  // Since issue 52 a decision names the profile version the administrator saw (1 for a profile never changed).
  const post = (url: string, headers: Record<string, string> = {}, version = 1) =>
    ctx.app.inject({ method: 'POST', url, headers, payload: { version } });
  const pendingIds = async (auth: Record<string, string>) =>
    ((await get(PENDING, auth)).json() as { wholesalers: Array<{ id: number }> }).wholesalers.map((w) => w.id);

  it('a new wholesaler starts unverified: login and the access token both say so', async () => {
    const form = wholesalerForm();
    const wholesaler = await signUp(ctx.app, form);
    expect(wholesaler.verified).toBe(false);
    expect(jwtPayload(wholesaler.access)).toMatchObject({ user_type: 'wholesaler', verified: false });
    const profile = await get('/api/profile', wholesaler.auth);
    expect(profile.json()).toMatchObject({ verified: false, verification_status: 'pending' });
  });

  it('an administrator sees a waiting wholesaler with its company details, and no retailers', async () => {
    const admin = await signUpAdmin(ctx);
    const form = wholesalerForm({ companyName: 'Gupta Wholesale Traders', yearsInBusiness: '7' });
    const wholesaler = await signUp(ctx.app, form);
    const retailer = await signUp(ctx.app, retailerForm());
    const response = await get(PENDING, admin.auth);
    expect(response.statusCode).toBe(200);
    const { wholesalers } = response.json() as { wholesalers: Array<Record<string, unknown>> };
    expect(wholesalers).toContainEqual({
      id: wholesaler.id,
      email: form.email,
      first_name: 'Arjun',
      last_name: 'Mehta',
      company_name: 'Gupta Wholesale Traders',
      company_description: 'Textiles and garments wholesale.',
      gst_number: '24AAACM5678B1Z3',
      address: '5 Relief Road, Ahmedabad, Gujarat 380001',
      contact_number: '+919824012345',
      years_in_business: 7,
      verification_status: 'pending',
      created_at: expect.any(String),
      version: 1,
    });
    expect(Number.isNaN(Date.parse(wholesalers[0]?.created_at as string))).toBe(false);
    expect(wholesalers.map((w) => w.id)).not.toContain(retailer.id);
    expect(wholesalers.map((w) => w.id)).not.toContain(admin.id);
  });

  it('after verification the wholesaler leaves the list, and a fresh login says verified', async () => {
    const admin = await signUpAdmin(ctx);
    const form = wholesalerForm();
    const wholesaler = await signUp(ctx.app, form);
    const response = await post(verifyUrl(wholesaler.id), admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: wholesaler.id,
      email: form.email,
      verification_status: 'verified',
      verified: true,
    });
    expect(await pendingIds(admin.auth)).not.toContain(wholesaler.id);
    const loggedIn = (await login(ctx.app, form.email as string, 'wholesaler')).json() as { access: string };
    expect(loggedIn).toMatchObject({ verified: true });
    expect(jwtPayload(loggedIn.access)).toMatchObject({ verified: true });
    expect((await get('/api/profile', bearer(loggedIn.access))).json()).toMatchObject({
      verified: true,
      verification_status: 'verified',
    });
  });

  it('after verification a refreshed token says verified without logging in again', async () => {
    const admin = await signUpAdmin(ctx);
    const wholesaler = await signUp(ctx.app, wholesalerForm());
    await post(verifyUrl(wholesaler.id), admin.auth);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: wholesaler.refresh },
    });
    expect(refreshed.json()).toMatchObject({ verified: true });
    expect(jwtPayload((refreshed.json() as { access: string }).access)).toMatchObject({ verified: true });
  });

  it('a rejected wholesaler leaves the list and stays unverified', async () => {
    const admin = await signUpAdmin(ctx);
    const form = wholesalerForm();
    const wholesaler = await signUp(ctx.app, form);
    const response = await post(rejectUrl(wholesaler.id), admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: wholesaler.id,
      email: form.email,
      verification_status: 'rejected',
      verified: false,
    });
    expect(await pendingIds(admin.auth)).not.toContain(wholesaler.id);
    expect((await login(ctx.app, form.email as string, 'wholesaler')).json()).toMatchObject({ verified: false });
    expect((await get('/api/profile', wholesaler.auth)).json()).toMatchObject({
      verified: false,
      verification_status: 'rejected',
    });
  });

  it('an unknown wholesaler id answers 404', async () => {
    const admin = await signUpAdmin(ctx);
    for (const url of [verifyUrl(999_999), rejectUrl(999_999)]) {
      const response = await post(url, admin.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    }
  });

  it('a retailer id answers 404 and the retailer is untouched', async () => {
    const admin = await signUpAdmin(ctx);
    const retailer = await signUp(ctx.app, retailerForm());
    expect((await post(rejectUrl(retailer.id), admin.auth)).statusCode).toBe(404);
    expect((await get('/api/profile', retailer.auth)).json()).toMatchObject({ verified: true });
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])('an id of %s answers 400', async (id) => {
    const admin = await signUpAdmin(ctx);
    const response = await post(verifyUrl(id), admin.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ id: expect.any(Array), detail: expect.any(String) });
  });

  describe('only administrators', () => {
    it('a visitor gets 401 from every admin endpoint', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      expect((await get(PENDING)).statusCode).toBe(401);
      expect((await post(verifyUrl(wholesaler.id))).statusCode).toBe(401);
      expect((await post(rejectUrl(wholesaler.id))).statusCode).toBe(401);
      expect((await get('/api/profile', wholesaler.auth)).json()).toMatchObject({ verification_status: 'pending' });
    });

    it.each([
      ['retailer', retailerForm],
      ['wholesaler', wholesalerForm],
    ] as const)('a %s gets 403 from every admin endpoint and nothing changes', async (_role, makeForm) => {
      const admin = await signUpAdmin(ctx);
      const someone = await signUp(ctx.app, makeForm());
      const waiting = await signUp(ctx.app, wholesalerForm());
      const list = await get(PENDING, someone.auth);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ code: 'forbidden', detail: expect.any(String) });
      expect(list.json()).not.toHaveProperty('wholesalers');
      expect((await post(verifyUrl(waiting.id), someone.auth)).statusCode).toBe(403);
      expect((await post(rejectUrl(waiting.id), someone.auth)).statusCode).toBe(403);
      expect(await pendingIds(admin.auth)).toContain(waiting.id);
    });

    it('a waiting wholesaler cannot verify itself', async () => {
      const admin = await signUpAdmin(ctx);
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      expect((await post(verifyUrl(wholesaler.id), wholesaler.auth)).statusCode).toBe(403);
      expect(await pendingIds(admin.auth)).toContain(wholesaler.id);
    });

    it('a token forged to claim the administrator role gets 401', async () => {
      const admin = await signUpAdmin(ctx);
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const forged = await forgedAccessToken({ userId: wholesaler.id, userType: 'admin', verified: true });
      expectTokenNotValid(await get(PENDING, bearer(forged)));
      expectTokenNotValid(await post(verifyUrl(wholesaler.id), bearer(forged)));
      expect(await pendingIds(admin.auth)).toContain(wholesaler.id);
    });
  });
});
