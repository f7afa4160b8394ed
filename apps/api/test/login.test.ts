import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  ADMIN_PASSWORD,
  bearer,
  jwtPayload,
  login,
  register,
  retailerForm,
  signUpAdmin,
  uniqueEmail,
  wholesalerForm,
} from './accounts-fixtures.js';

describe('login', () => {
  const ctx = useTestApp();
  const loginRaw = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/login/', payload: payload as Record<string, unknown> });

  it('a retailer logs in and gets an access token, a refresh token, its role and verified true', async () => {
    const form = retailerForm();
    const { id } = (await register(ctx.app, form)).json() as { id: number };
    const response = await login(ctx.app, form.email as string, 'retailer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      verified: true,
      user_type: 'retailer',
    });
    const { access } = response.json() as { access: string };
    expect(jwtPayload(access)).toMatchObject({
      sub: String(id),
      user_type: 'retailer',
      verified: true,
      type: 'access',
    });
  });

  it('a wholesaler logs in before verification and is told it is not verified yet', async () => {
    const form = wholesalerForm();
    await register(ctx.app, form);
    const response = await login(ctx.app, form.email as string, 'wholesaler');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: false, user_type: 'wholesaler' });
    const { access } = response.json() as { access: string };
    expect(jwtPayload(access)).toMatchObject({ user_type: 'wholesaler', verified: false });
  });

  it('the access token carries its expiry in seconds, a few minutes ahead', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    const { access } = (await login(ctx.app, form.email as string, 'retailer')).json() as { access: string };
    const { exp } = jwtPayload(access) as { exp: number };
    const nowInSeconds = Date.now() / 1000;
    expect(Number.isInteger(exp)).toBe(true);
    expect(exp).toBeGreaterThan(nowInSeconds);
    expect(exp).toBeLessThan(nowInSeconds + 24 * 60 * 60);
  });

  it('the tokens it hands out open the profile', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    const { access } = (await login(ctx.app, form.email as string, 'retailer')).json() as { access: string };
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(access) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: form.email });
  });

  it('the email may be typed in capitals and with spaces around it', async () => {
    const form = retailerForm();
    await register(ctx.app, form);
    const response = await login(ctx.app, `  ${(form.email as string).toUpperCase()} `, 'retailer');
    expect(response.statusCode).toBe(200);
  });

  describe('refused', () => {
    it('a wrong password gets 401 and the reason under error', async () => {
      const form = retailerForm();
      await register(ctx.app, form);
      const response = await login(ctx.app, form.email as string, 'retailer', 'not-the-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'No active account found with the given credentials',
        detail: 'No active account found with the given credentials',
        code: 'invalid_credentials',
      });
      expect(response.json()).not.toHaveProperty('access');
    });

    it('an unknown email gets exactly the same answer as a wrong password', async () => {
      const form = retailerForm();
      await register(ctx.app, form);
      const wrongPassword = await login(ctx.app, form.email as string, 'retailer', 'not-the-password');
      const unknown = await login(ctx.app, uniqueEmail('nobody'), 'retailer');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrongPassword.json());
    });

    it('a retailer using the wholesaler tab is told to use the retailer tab, and gets no tokens', async () => {
      const form = retailerForm();
      await register(ctx.app, form);
      const response = await login(ctx.app, form.email as string, 'wholesaler');
      expect(response.statusCode).toBe(403);
      const body = response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'forbidden' });
      expect(body.error).toContain('Retailer tab');
      expect(body).not.toHaveProperty('access');
    });

    it('a wholesaler using the retailer tab is told to use the wholesaler tab, and gets no tokens', async () => {
      const form = wholesalerForm();
      await register(ctx.app, form);
      const response = await login(ctx.app, form.email as string, 'retailer');
      expect(response.statusCode).toBe(403);
      expect((response.json() as { error: string }).error).toContain('Wholesaler tab');
      expect(response.json()).not.toHaveProperty('refresh');
    });

    it('a retailer or wholesaler cannot log in as an administrator', async () => {
      const retailer = retailerForm();
      await register(ctx.app, retailer);
      expect((await login(ctx.app, retailer.email as string, 'admin')).statusCode).toBe(403);
    });

    it('missing fields are named', async () => {
      const response = await loginRaw({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        username: ['Email is required'],
        password: ['Password is required'],
        user_type: ['Choose Retailer or Wholesaler'],
        code: 'validation',
        detail: expect.any(String),
      });
    });

    it.each([
      ['an empty password', { password: '' }, 'password'],
      ['a blank email', { username: '   ' }, 'username'],
      ['an unknown user type', { user_type: 'superuser' }, 'user_type'],
      ['a number for the email', { username: 12345 }, 'username'],
      ['a list for the password', { password: ['a-strong-password'] }, 'password'],
      ['an object for the user type', { user_type: { role: 'retailer' } }, 'user_type'],
      ['null for the password', { password: null }, 'password'],
    ])('%s is refused with 400', async (_label, change, field) => {
      const form = retailerForm();
      await register(ctx.app, form);
      const response = await loginRaw({
        username: form.email,
        password: 'a-strong-password',
        user_type: 'retailer',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty(field);
    });

    it('text that looks like SQL is just a wrong email', async () => {
      const response = await login(ctx.app, "' OR 1=1 --", 'retailer', "' OR '1'='1");
      expect(response.statusCode).toBe(401);
    });
  });

  describe('administrators', () => {
    it.each(['retailer', 'wholesaler', 'admin'] as const)(
      'an administrator may log in from the %s tab',
      async (tab) => {
        const admin = await signUpAdmin(ctx);
        const response = await login(ctx.app, admin.email, tab, ADMIN_PASSWORD);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ user_type: 'admin', verified: true });
        expect(jwtPayload((response.json() as { access: string }).access)).toMatchObject({ user_type: 'admin' });
      },
    );
  });
});
