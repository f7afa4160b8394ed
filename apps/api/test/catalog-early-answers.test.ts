import { apiPaths } from '@marketplace/contract';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { createProductThroughApi, insertProduct, verifiedWholesaler } from './workspace-fixtures.js';

/** An answer's headers but its date, the moment it was sent. */
const headersOf = (response: LightMyRequestResponse) => {
  const { date: _sentAt, ...headers } = response.headers;
  return headers;
};

describe('kept catalogue answers given before the request is validated', () => {
  /** The URL of every request that reached validation. */
  const validated: string[] = [];
  const ctx = useTestApp({}, { CATALOG_CACHE_SECONDS: '60' }, (app) =>
    app.addHook('preValidation', async (request) => {
      validated.push(request.url);
    }),
  );
  const timesValidated = (url: string) => validated.filter((seen) => seen === url).length;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers a repeated request with the same bytes and headers, a 304 for its ETag, until a change', async () => {
    const wholesaler = await verifiedWholesaler(ctx);
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: wholesaler.id,
      name: 'Haldi Powder 500 g',
      pricePaise: 12_050,
      stock: 40,
    });
    // Enough products for the listing to be sent compressed (answers under 1 KB go out as they are).
    for (const [name, pricePaise] of [
      ['Haldi Powder 100 g', 2_500],
      ['Haldi Powder 200 g', 5_000],
    ] as const) {
      await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, name, pricePaise, stock: 40 });
    }
    const listing = `${apiPaths.products}?q=haldi&sort=price_asc`;
    const urls = [
      listing,
      apiPaths.product(product.id),
      apiPaths.homeData,
      apiPaths.categories,
      apiPaths.wholesalerProfile(wholesaler.id),
    ];
    for (const url of urls) {
      for (const encoding of ['br', 'identity']) {
        const first = await get(url, { 'accept-encoding': encoding });
        const again = await get(url, { 'accept-encoding': encoding });
        expect(first.statusCode, url).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
        expect(headersOf(again), url).toEqual(headersOf(first));
      }
      const { etag } = (await get(url)).headers;
      expect((await get(url, { 'if-none-match': String(etag) })).statusCode, url).toBe(304);
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers.etag, url).toBe(etag);
      expect(timesValidated(url), url).toBe(1);
    }
    expect((await get(listing, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');

    await createProductThroughApi(ctx, wholesaler, { name: 'Haldi Powder 1 kg', price: 230, stock: 10 });
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of urls) expect(timesValidated(url), url).toBe(2);
    const fresh = (await get(listing)).json() as { products: Array<{ name: string }> };
    expect(fresh.products.map((listed) => listed.name)).toEqual([
      'Haldi Powder 100 g',
      'Haldi Powder 200 g',
      'Haldi Powder 500 g',
      'Haldi Powder 1 kg',
    ]);
  });

  it('validates every request that was refused, however often it comes', async () => {
    const url = `${apiPaths.products}?page=0`;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await get(url)).statusCode).toBe(400);
    expect(timesValidated(url)).toBe(3);
  });
});
