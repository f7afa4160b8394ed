import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectTokenNotValid,
  jwtPayload,
  login,
  retailerForm,
  signUp,
  wholesalerForm,
} from './accounts-fixtures.js';
import { createBrand, createCategory } from './catalog-fixtures.js';

interface TokenPair {
  access: string;
  refresh: string;
}

describe('sessions end at once', () => {
  const ctx = useTestApp();
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const profile = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(access) });

  it('an access token names its session', async () => {
    const user = await signUp(ctx.app, retailerForm());
    expect(jwtPayload(user.access)).toMatchObject({ sub: String(user.id), sid: expect.any(String) });
  });

  it('reusing a rotated refresh token ends the whole session: the tokens that replaced it stop working', async () => {
    const user = await signUp(ctx.app, retailerForm());
    const rotated = (await refresh(user.refresh)).json() as TokenPair;
    expect((await profile(rotated.access)).statusCode).toBe(200);

    expectTokenNotValid(await refresh(user.refresh));

    expectTokenNotValid(await refresh(rotated.refresh));
    expectTokenNotValid(await profile(rotated.access));
    expectTokenNotValid(await profile(user.access));
  });

  it('a replayed refresh token leaves the other sessions of the account alone', async () => {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (await login(ctx.app, form.email as string, 'retailer')).json() as TokenPair;
    await refresh(phone.refresh);
    expectTokenNotValid(await refresh(phone.refresh));
    expect((await profile(laptop.access)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it("logging out ends that session's access token at once, and only that session's", async () => {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (await login(ctx.app, form.email as string, 'retailer')).json() as TokenPair;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: phone.refresh } });
    expect(out.statusCode).toBe(200);
    expectTokenNotValid(await profile(phone.access));
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });

  it('logging out everywhere ends every access token of the account', async () => {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (await login(ctx.app, form.email as string, 'retailer')).json() as TokenPair;
    await ctx.app.inject({ method: 'POST', url: '/api/logout/', payload: {}, headers: phone.auth });
    expectTokenNotValid(await profile(phone.access));
    expectTokenNotValid(await profile(laptop.access));
  });

  it("a rejected wholesaler's old token, issued while verified, can no longer create products", async () => {
    const form = wholesalerForm();
    const registered = await signUp(ctx.app, form);
    await ctx.database.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, registered.id));
    const verified = (await login(ctx.app, form.email as string, 'wholesaler')).json() as TokenPair & {
      verified: boolean;
    };
    expect(verified.verified).toBe(true);
    const category = await createCategory(ctx.database.db, 'Fabrics');
    const brand = await createBrand(ctx.database.db, 'Cotton Co');
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/inventory/create/',
        headers: bearer(verified.access),
        payload: {
          name: 'Handloom cotton saree',
          description: '<p>Soft cotton.</p>',
          category: category.id,
          brand: brand.id,
          product_type: 'clothing',
          price: 1499.5,
          stock: 25,
          specifications: '<ul><li>Length: 6.3 m</li></ul>',
          sku: `SAREE-${Math.random().toString(36).slice(2, 10)}`,
          images: [],
        },
      });
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);

    await ctx.database.db.update(users).set({ verificationStatus: 'rejected' }).where(eq(users.id, registered.id));
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_verified' });
  });
});
