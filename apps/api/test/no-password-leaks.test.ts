import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  ADMIN_PASSWORD,
  bearer,
  expectNoPasswordSecrets,
  multipartForm,
  pngPicture,
  retailerForm,
  signUpAdmin,
  wholesalerForm,
} from './accounts-fixtures.js';

describe('passwords never leave the server', () => {
  const ctx = useTestApp();

  it('no answer of a whole account journey carries a password, a hash or a hash-shaped key', async () => {
    const responses: Array<{ label: string; body: string; statusCode: number }> = [];
    const call = async (label: string, options: InjectOptions) => {
      const response = await ctx.app.inject(options);
      responses.push({ label, body: response.body, statusCode: response.statusCode });
      return response;
    };
    const retailer = retailerForm({ password: 'retailer-secret-1', confirmPassword: 'retailer-secret-1' });
    const wholesaler = wholesalerForm({ password: 'wholesaler-secret-1', confirmPassword: 'wholesaler-secret-1' });
    const admin = await signUpAdmin(ctx);

    await call('register retailer', { method: 'POST', url: '/api/register/', payload: retailer });
    await call('register duplicate', { method: 'POST', url: '/api/register/', payload: retailer });
    await call('register invalid', { method: 'POST', url: '/api/register/', payload: { password: 'x' } });
    const wholesalerRegistered = await call('register wholesaler', {
      method: 'POST',
      url: '/api/register/',
      payload: wholesaler,
    });
    const wholesalerId = (wholesalerRegistered.json() as { id: number }).id;

    const retailerLogin = await call('login retailer', {
      method: 'POST',
      url: '/api/login/',
      payload: { username: retailer.email, password: 'retailer-secret-1', user_type: 'retailer' },
    });
    await call('login wrong password', {
      method: 'POST',
      url: '/api/login/',
      payload: { username: retailer.email, password: 'wrong-password', user_type: 'retailer' },
    });
    await call('login wrong tab', {
      method: 'POST',
      url: '/api/login/',
      payload: { username: retailer.email, password: 'retailer-secret-1', user_type: 'wholesaler' },
    });
    const wholesalerLogin = await call('login wholesaler', {
      method: 'POST',
      url: '/api/login/',
      payload: { username: wholesaler.email, password: 'wholesaler-secret-1', user_type: 'wholesaler' },
    });
    await call('login admin', {
      method: 'POST',
      url: '/api/login/',
      payload: { username: admin.email, password: ADMIN_PASSWORD, user_type: 'retailer' },
    });
    const retailerTokens = retailerLogin.json() as { access: string; refresh: string };
    const wholesalerTokens = wholesalerLogin.json() as { access: string; refresh: string };

    await call('refresh', {
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: wholesalerTokens.refresh },
    });
    await call('profile retailer', { method: 'GET', url: '/api/profile', headers: bearer(retailerTokens.access) });
    await call('profile wholesaler', { method: 'GET', url: '/api/profile', headers: bearer(wholesalerTokens.access) });
    await call('profile admin', { method: 'GET', url: '/api/profile', headers: admin.auth });
    const logo = multipartForm(
      {
        company_name: 'Mehta Distributors',
        gst_number: '24AAACM5678B1Z3',
        address: 'Ahmedabad',
        company_description: 'Textiles',
        years_in_business: '12',
      },
      [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content: await pngPicture() }],
    );
    await call('update wholesaler profile', {
      method: 'POST',
      url: '/api/update-profile/',
      headers: { ...bearer(wholesalerTokens.access), ...logo.headers },
      payload: logo.payload,
    });
    await call('update profile with a password field', {
      method: 'POST',
      url: '/api/update-profile/',
      headers: bearer(retailerTokens.access),
      payload: { password: 'sneaky-new-password', password_hash: 'x' },
    });
    await call('admin pending list', { method: 'GET', url: '/api/admin/wholesalers/pending/', headers: admin.auth });
    await call('admin verify', {
      method: 'POST',
      url: `/api/admin/wholesalers/${wholesalerId}/verify/`,
      headers: admin.auth,
    });
    await call('change password wrong', {
      method: 'POST',
      url: '/api/update-password/',
      headers: bearer(retailerTokens.access),
      payload: {
        old_password: 'wrong-password',
        new_password: 'retailer-secret-2',
        confirm_password: 'retailer-secret-2',
      },
    });
    await call('change password', {
      method: 'POST',
      url: '/api/update-password/',
      headers: bearer(retailerTokens.access),
      payload: {
        old_password: 'retailer-secret-1',
        new_password: 'retailer-secret-2',
        confirm_password: 'retailer-secret-2',
      },
    });
    await call('logout', { method: 'POST', url: '/api/logout/', payload: { refresh: wholesalerTokens.refresh } });

    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    for (const response of responses) {
      expect(response.body.length, response.label).toBeGreaterThan(0);
      expectNoPasswordSecrets(response.body, [
        'retailer-secret-1',
        'retailer-secret-2',
        'wholesaler-secret-1',
        ADMIN_PASSWORD,
        'sneaky-new-password',
      ]);
    }
  });
});
