import { describe, expect, it } from 'vitest';
import { signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import { checkoutAndPay, insertProduct as insertOrderProduct, useOrderTestApp } from './order-fixtures.js';
import { createProductThroughApi, insertProduct, verifiedWholesaler } from './workspace-fixtures.js';

describe('catalogue answers reused for a few seconds and dropped on any change', () => {
  const ctx = useTestApp({}, { CATALOG_CACHE_SECONDS: '60' });

  const listedNames = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products?sort=name_asc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=300');
    return (response.json() as { products: Array<{ name: string }> }).products.map((product) => product.name);
  };

  it('serves the same listing until a change goes through the API, then the fresh one', async () => {
    const wholesaler = await verifiedWholesaler(ctx);
    await insertProduct(ctx.database.db, {
      wholesalerId: wholesaler.id,
      name: 'Alpha Soap',
      pricePaise: 5_000,
      stock: 10,
    });
    expect(await listedNames()).toEqual(['Alpha Soap']);

    // Written behind the API's back: the cached answer still stands.
    await insertProduct(ctx.database.db, {
      wholesalerId: wholesaler.id,
      name: 'Beta Soap',
      pricePaise: 6_000,
      stock: 10,
    });
    expect(await listedNames()).toEqual(['Alpha Soap']);

    await createProductThroughApi(ctx, wholesaler, { name: 'Gamma Soap', price: 70, stock: 5 });
    expect(await listedNames()).toEqual(['Alpha Soap', 'Beta Soap', 'Gamma Soap']);
  });

  it('counts in every new answer what the database holds, even what was written behind the API', async () => {
    const wholesaler = await verifiedWholesaler(ctx);
    const listing = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/products?q=kesar&${query}` });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { count: number; products: Array<{ name: string }> };
      return { count: body.count, names: body.products.map((product) => product.name) };
    };
    for (const name of ['Kesar Tea', 'Kesar Milk']) {
      await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, name, pricePaise: 9_000, stock: 10 });
    }
    expect(await listing('sort=name_asc')).toEqual({ count: 2, names: ['Kesar Milk', 'Kesar Tea'] });

    // Written behind the API's back: the kept answer stays, but another sort is a new answer, counted anew.
    await insertProduct(ctx.database.db, {
      wholesalerId: wholesaler.id,
      name: 'Kesar Syrup',
      pricePaise: 9_000,
      stock: 1,
    });
    expect(await listing('sort=name_asc')).toEqual({ count: 2, names: ['Kesar Milk', 'Kesar Tea'] });
    expect(await listing('sort=name_desc')).toEqual({ count: 3, names: ['Kesar Tea', 'Kesar Syrup', 'Kesar Milk'] });

    await createProductThroughApi(ctx, wholesaler, { name: 'Kesar Badam', price: 90, stock: 5 });
    expect(await listing('sort=name_asc&page_size=2&page=2')).toEqual({
      count: 4,
      names: ['Kesar Syrup', 'Kesar Tea'],
    });
  });

  it('does not keep a refused write from clearing nothing: a 4xx leaves the cache alone', async () => {
    const before = await listedNames();
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/inventory/create/', payload: { name: '' } });
    expect(refused.statusCode).toBe(401);
    expect(await listedNames()).toEqual(before);
  });
});

describe('catalogue answers after a write made through the documented GET form', () => {
  const ctx = useOrderTestApp({}, { CATALOG_CACHE_SECONDS: '60' });

  it('shows the stock a canceled order gives back at once', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const product = await insertOrderProduct(ctx.database.db, { wholesalerId: wholesaler.id, stock: 10 });
    const stockShown = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      return (response.json() as { products: { stock: number } }).products.stock;
    };

    const created = await checkoutAndPay(ctx.app, retailer, [{ product, quantity: 4 }]);
    expect(await stockShown()).toBe(6);

    const canceled = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${created.order_ids[0]}/status/?status=canceled`,
      headers: wholesaler.auth,
    });
    expect(canceled.statusCode).toBe(200);
    expect(await stockShown()).toBe(10);
  });
});
