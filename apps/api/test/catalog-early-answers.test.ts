import { apiPaths } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { createProductThroughApi, insertProduct, verifiedWholesaler } from './workspace-fixtures.js';

/** The headers a public catalogue answer is sent with. */
const ANSWER_HEADERS = ['cache-control', 'content-type', 'etag', 'vary', 'content-encoding'] as const;

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
    const urls = [
      `${apiPaths.products}?q=haldi&sort=price_asc`,
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
        expect(again.statusCode, url).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
        for (const header of ANSWER_HEADERS)
          expect(again.headers[header], `${url} ${header}`).toBe(first.headers[header]);
      }
      const held = await get(url, { 'if-none-match': String((await get(url)).headers.etag) });
      expect(held.statusCode, url).toBe(304);
      expect(timesValidated(url), url).toBe(1);
    }

    await createProductThroughApi(ctx, wholesaler, { name: 'Haldi Powder 1 kg', price: 230, stock: 10 });
    const fresh = await get(urls[0] as string);
    expect(timesValidated(urls[0] as string)).toBe(2);
    expect((fresh.json() as { products: Array<{ name: string }> }).products.map((listed) => listed.name)).toEqual([
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
