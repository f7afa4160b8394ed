import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { login, retailerForm, signUpAccount, type Account } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import { insertProduct } from './order-fixtures.js';
import { signUpVerifiedWholesaler } from './accounts-fixtures.js';

/** Issue 52, finding 10: what a shared computer's browser or a proxy may keep. */
describe('signed-in answers are never kept; public catalogue answers keep their cache times', () => {
  const ctx = useTestApp();
  const form = retailerForm();
  let retailer: Account;
  let productId: number;

  beforeAll(async () => {
    retailer = await signUpAccount(ctx.app, form);
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    productId = (await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id })).id;
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it.each([apiPaths.profile, apiPaths.cart, apiPaths.retailerOrders, apiPaths.notifications])(
    'GET %s with a bearer token answers Cache-Control: no-store',
    async (path) => {
      const response = await get(path, retailer.auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('the login answer, which carries tokens, and a refused request are not kept either', async () => {
    const signedIn = await login(ctx.app, form.email as string, 'retailer');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await get(apiPaths.profile);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('public catalogue answers keep their own cache times, with or without a bearer token', async () => {
    for (const headers of [{}, retailer.auth]) {
      expect((await get(apiPaths.products, headers)).headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=300',
      );
      expect((await get(apiPaths.categories, headers)).headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=300',
      );
      const detail = await get(apiPaths.product(productId), headers);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    }
  });
});
