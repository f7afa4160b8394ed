import { describe, expect, it } from 'vitest';
import type { AdminAccountsResponse } from '@marketplace/contract';
import { adminCommand, runAdminCommand } from '../src/modules/admin/admin-commands.js';
import { useTestApp } from './helper.js';
import {
  expectTokenNotValid,
  login,
  retailerForm,
  signUp,
  signUpAdmin,
  signUpVerifiedWholesaler,
  uniqueEmail,
  wholesalerForm,
} from './accounts-fixtures.js';
import { createOrder, createProduct } from './catalog-fixtures.js';

describe('administrators find and suspend accounts', () => {
  const ctx = useTestApp();
  let adminAuth: { authorization: string };
  const search = (query: string, auth = adminAuth) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/users/${query}`, headers: auth });
  const suspend = (id: number, payload: unknown, auth = adminAuth) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/suspend/`,
      headers: auth,
      payload: payload as object,
    });
  const unsuspend = (id: number, auth = adminAuth) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/users/${id}/unsuspend/`, headers: auth });
  const emailsFound = async (query: string) =>
    ((await search(query)).json() as AdminAccountsResponse).accounts.map((account) => account.email);

  it('finds an account by e-mail, name, GSTIN or shop and company name', async () => {
    adminAuth = (await signUpAdmin(ctx)).auth;
    const shop = retailerForm({ firstName: 'Zarina', lastName: 'Qureshi', shop_name: 'Qureshi Kirana Store' });
    await signUp(ctx.app, shop);
    const company = wholesalerForm({ companyName: 'Xylo Textiles Private Limited', gstNumber: '27AAACX1234B1Z5' });
    await signUp(ctx.app, company);

    expect(await emailsFound(`?q=${encodeURIComponent((shop.email as string).toUpperCase())}`)).toEqual([shop.email]);
    expect(await emailsFound('?q=zarina%20qureshi')).toEqual([shop.email]);
    expect(await emailsFound('?q=kirana')).toEqual([shop.email]);
    expect(await emailsFound('?q=xylo%20textiles')).toEqual([company.email]);
    expect(await emailsFound('?q=27AAACX1234B1Z5')).toEqual([company.email]);
    expect(await emailsFound('?q=%25')).toEqual([]);

    const found = (await search('?q=kirana')).json() as AdminAccountsResponse;
    expect(found).toMatchObject({ page: 1, page_size: 20, has_more: false });
    expect(found.accounts[0]).toMatchObject({
      user_type: 'retailer',
      business_name: 'Qureshi Kirana Store',
      gst_number: shop.gstNumber,
      suspended: false,
      suspension_reason: null,
    });
  });

  it('answers in bounded pages, newest first', async () => {
    const first = (await search('?page_size=2')).json() as AdminAccountsResponse;
    expect(first.accounts).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = (await search('?page_size=2&page=2')).json() as AdminAccountsResponse;
    expect(second.accounts[0]!.id).toBeLessThan(first.accounts[1]!.id);
    expect((await search('?page_size=51')).statusCode).toBe(400);
    expect((await search(`?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const retailer = await signUp(ctx.app, retailerForm());
    expect((await search('', retailer.auth)).statusCode).toBe(403);
    expect((await suspend(retailer.id, { reason: 'x' }, retailer.auth)).statusCode).toBe(403);
    expect((await unsuspend(retailer.id, retailer.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users/' })).statusCode).toBe(401);
  });

  it('a suspension needs a reason of at most 500 characters and an existing account', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    expect((await suspend(retailer.id, {})).statusCode).toBe(400);
    expect((await suspend(retailer.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await suspend(retailer.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await suspend(999_999, { reason: 'Fake reviews' })).statusCode).toBe(404);
    expect((await login(ctx.app, form.email as string, 'retailer')).statusCode).toBe(200);
  });

  it('a suspended account cannot log in, and its sessions end at once', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await suspend(retailer.id, { reason: 'Chargebacks on three orders' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: retailer.id,
      suspended: true,
      suspended_at: expect.any(String),
      suspension_reason: 'Chargebacks on three orders',
    });

    const refused = await login(ctx.app, form.email as string, 'retailer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', detail: 'This account is suspended.' });
    expectTokenNotValid(await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: retailer.auth }));
    expectTokenNotValid(
      await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: retailer.refresh } }),
    );

    const restored = await unsuspend(retailer.id);
    expect(restored.json()).toMatchObject({ suspended: false, suspended_at: null, suspension_reason: null });
    expect((await login(ctx.app, form.email as string, 'retailer')).statusCode).toBe(200);
  });

  it('a wrong password for a suspended account gets the usual answer, telling a guesser nothing', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    await suspend(retailer.id, { reason: 'Under review' });
    const guess = await login(ctx.app, form.email as string, 'retailer', 'not-the-password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it("a suspended seller's open orders stay visible to their retailers", async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const buyer = await signUp(ctx.app, retailerForm());
    const product = await createProduct(ctx.database.db, { wholesalerId: seller.id, name: 'Steel tumbler set' });
    const order = await createOrder(ctx.database.db, {
      retailerId: buyer.id,
      wholesalerId: seller.id,
      productId: product.id,
      status: 'confirmed',
    });
    expect((await suspend(seller.id, { reason: 'Counterfeit goods reported' })).statusCode).toBe(200);
    expectTokenNotValid(await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: seller.auth }));
    const read = await ctx.app.inject({ method: 'GET', url: `/api/order_details/${order.id}`, headers: buyer.auth });
    expect(read.statusCode).toBe(200);
  });

  it('an administrator cannot suspend their own account', async () => {
    const admin = await signUpAdmin(ctx);
    const response = await suspend(admin.id, { reason: 'Oops' }, admin.auth);
    expect(response.statusCode).toBe(400);
    expect((await search('', admin.auth)).statusCode).toBe(200);
  });

  it('the shell suspends and restores an account by e-mail, with or without a reason', async () => {
    const email = uniqueEmail('shell');
    await signUp(ctx.app, retailerForm({ email }));
    const { services } = ctx.app;
    expect(await runAdminCommand(services, { command: 'suspend', email, reason: 'Unpaid returns' })).toContain(
      'is suspended (Unpaid returns)',
    );
    expect((await login(ctx.app, email, 'retailer')).json()).toMatchObject({ detail: 'This account is suspended.' });
    expect(await runAdminCommand(services, { command: 'unsuspend', email })).toContain('may log in again');
    expect((await login(ctx.app, email, 'retailer')).statusCode).toBe(200);
    const withoutReason = await runAdminCommand(services, adminCommand.parse({ command: 'suspend', email }));
    expect(withoutReason).toContain('is suspended (Suspended by an administrator from the shell.)');
    expect((await login(ctx.app, email, 'retailer')).statusCode).toBe(403);
  });
});
