import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, singleLineMessage } from '@marketplace/contract';
import { buildApp, type App } from '../src/app.js';
import { ADMIN_CONTROL_PATH } from '../src/modules/admin/admin-control.routes.js';
import { register, retailerForm, wholesalerForm } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderStatuses, useOrderMarketplace } from './order-fixtures.js';
import { bulkOrder, storedCart, updateProduct, uploadOrderFile } from './repeat-buying-fixtures.js';

/** Issue 52, finding 10: the smaller holes a hostile caller found. */
const { ctx, accounts } = useOrderMarketplace();

describe('the shell’s control route checks its secret before anything else', () => {
  const SECRET = 'a-control-secret-for-this-test-only';
  let controlApp: App;

  beforeAll(async () => {
    controlApp = await buildApp(ctx.config, { database: ctx.database, adminControlSecret: SECRET });
    await controlApp.ready();
  });
  afterAll(() => controlApp?.close());

  const command = (headers: Record<string, string>, payload?: unknown) =>
    controlApp.inject({
      method: 'POST',
      url: ADMIN_CONTROL_PATH,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('an anonymous caller with a bad body gets the same 403 as one with a good body: no list of commands', async () => {
    const refusal = (await command({}, { command: 'list-pending' })).json();
    for (const [headers, body] of [
      [{}, { command: 'no-such-command' }],
      [{ 'x-admin-secret': 'wrong' }, { command: 'no-such-command' }],
      [{}, 'not json at all'],
      [{ 'x-admin-secret': 'wrong' }, undefined],
    ] as const) {
      const response = await command({ ...headers }, body);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(refusal);
      expect(response.body).not.toMatch(/list-pending|verify|reject/);
    }
  });

  it('with the secret, a bad body is still a 400 and a good one runs', async () => {
    expect((await command({ 'x-admin-secret': SECRET }, { command: 'no-such-command' })).statusCode).toBe(400);
    const listed = await command({ 'x-admin-secret': SECRET }, { command: 'list-pending' });
    expect(listed.statusCode, listed.body).toBe(200);
  });
});

describe('a quick-order file keeps the SKU length limit of typed lines', () => {
  it('a 201-character SKU is refused in the file as in JSON, and the cart stays empty', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, stock: 50 });
    await updateProduct(ctx.database.db, product.id, { sku: 'SHORT-1' });
    const longSku = 'X'.repeat(201);
    const json = await bulkOrder(ctx.app, accounts.otherRetailer, {
      wholesaler: accounts.wholesaler.id,
      lines: [{ sku: longSku, quantity: 1 }],
    });
    expect(json.statusCode).toBe(400);

    const file = await uploadOrderFile(ctx.app, accounts.otherRetailer, `sku,quantity\nSHORT-1,2\n${longSku},1\n`, {
      wholesaler: String(accounts.wholesaler.id),
      dry_run: 'false',
    });
    expect(file.statusCode, file.body).toBe(400);
    expect(file.json()).toMatchObject({ code: 'validation', file: ['Order line 2: SKU is too long.'] });
    expect(await storedCart(ctx.database.db, accounts.otherRetailer.id)).toEqual({});

    const fits = await uploadOrderFile(ctx.app, accounts.otherRetailer, `sku,quantity\n${'X'.repeat(200)},1\n`, {
      wholesaler: String(accounts.wholesaler.id),
      dry_run: 'true',
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe('a retailer cancels an order with an empty request', () => {
  it('no body and no content type cancels as `{}` does', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, stock: 10 });
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.orderCancel(orderId),
      headers: accounts.retailer.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, order_status: 'canceled' });
    expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['canceled']);
  });
});

describe('names refuse control characters', () => {
  const forged = 'Mehta Traders\r\nBcc: everyone@example.com';

  it('registration: a company name, a shop name and a first name with CR/LF get a field error and no account', async () => {
    for (const [form, field] of [
      [wholesalerForm({ companyName: forged }), 'companyName'],
      [retailerForm({ shop_name: forged }), 'shop_name'],
      [retailerForm({ firstName: 'Priya\nNair' }), 'firstName'],
    ] as const) {
      const response = await register(ctx.app, form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', [field]: [singleLineMessage] });
    }
  });

  it('a product name with a line break is refused when created and when edited', async () => {
    const create = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.inventoryCreate,
        headers: accounts.wholesaler.auth,
        payload: { name, price: 10, stock: 5 },
      });
    const refused = await create('Basmati rice\r\n25 kg');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ name: [singleLineMessage] });
    const created = await create('Basmati rice 25 kg');
    expect(created.statusCode, created.body).toBe(201);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: apiPaths.inventoryEdit((created.json() as { id: number }).id),
      headers: accounts.wholesaler.auth,
      payload: { name: 'Basmati\u0000rice' },
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toMatchObject({ name: [singleLineMessage] });
  });
});
