import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_UNPAGED_MAX, type InventoryResponse } from '@marketplace/contract';
import { wholesalerForm } from '../test/accounts-fixtures.js';
import { call, Cluster, type Answer, type ApiProcess } from './harness.js';

/**
 * Issue 52, finding 1: one seller with 3,000 products of 10 KB descriptions and specifications once made
 * `GET /api/inventory/` answer 59.5 MB; six such requests at once ended the process. Now 20 at once are all
 * answered (at most 500 products each, texts cut) and the server stays up. Its memory is printed.
 *
 * RELIABILITY_BOUNDED_PRODUCTS (default 3000) and RELIABILITY_BOUNDED_REQUESTS (default 20) tune it.
 */

const PRODUCTS = Number(process.env.RELIABILITY_BOUNDED_PRODUCTS ?? 3000);
const REQUESTS = Number(process.env.RELIABILITY_BOUNDED_REQUESTS ?? 20);
const TEN_KB_HTML = `<p>${'Cotton, pre-washed, colour-fast; 40 pieces a carton. '.repeat(190)}</p>`;

/** The process's resident memory now and at its peak, in MB (Linux `/proc`). */
function memoryOf(api: ApiProcess): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8');
    const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kilobytes('VmRSS') / 1024), peak: Math.round(kilobytes('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

const expectStatus = (answer: Answer, status: number, what: string) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
};

describe('a seller with thousands of long products cannot take the server down', () => {
  const cluster = new Cluster({ label: 'bounded' });
  let api: ApiProcess;
  let token: string;

  beforeAll(async () => {
    await cluster.create();
    api = await cluster.start('bounded');
    const form = wholesalerForm({ companyName: 'Bulk Lister Textiles' });
    const registered = expectStatus(await call(api, 'POST', '/api/register/', { body: form }), 201, 'register');
    await cluster.verifyWholesaler(form.email as string);
    const login = expectStatus(
      await call(api, 'POST', '/api/login/', {
        body: { username: form.email, password: form.password, user_type: 'wholesaler' },
      }),
      200,
      'login',
    );
    token = login.access as string;
    // The products go in by SQL, as a seller's import of a large catalogue would leave them: 3,000 creations
    // through the API would take minutes (and meet the creation limit). PGlite is held by one process at a time.
    if (cluster.kind === 'pglite') await cluster.stop(api);
    await cluster.withSql((query) =>
      query(
        `insert into products (wholesaler_id, name, price_paise, stock, product_type, description, specifications,
           rich_text_rules)
         select $1, 'Kurta lot ' || n, 50000 + n, 1 + n % 40, 'clothing', $2, $2, 1 from generate_series(1, $3) as n`,
        [registered.id, TEN_KB_HTML, PRODUCTS],
      ),
    );
    if (cluster.kind === 'pglite') api = await cluster.start('bounded again');
  });

  afterAll(async () => {
    await cluster.destroy();
  });

  it(`answers ${REQUESTS} parallel unpaged inventory requests, each bounded, and stays up`, async () => {
    const before = memoryOf(api);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () => call(api, 'GET', '/api/inventory/', { token, timeoutMs: 120_000 })),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = memoryOf(api);
    const sizes = answers.map((answer) => JSON.stringify(answer.body).length);
    console.log(
      `bounded inventory (${cluster.kind}): ${PRODUCTS} products of ${TEN_KB_HTML.length} characters ×2, ` +
        `${REQUESTS} parallel requests in ${seconds.toFixed(1)} s, answers of ${(Math.max(...sizes) / 1e6).toFixed(2)} MB; ` +
        `server RSS before ${before?.rss ?? '?'} MB, after ${after?.rss ?? '?'} MB, peak ${after?.peak ?? '?'} MB`,
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(REQUESTS).fill(200));
    for (const answer of answers) {
      const body = answer.body as InventoryResponse;
      expect(body.products).toHaveLength(Math.min(PRODUCTS, INVENTORY_UNPAGED_MAX));
      expect(body.count).toBe(PRODUCTS);
      expect(body.next).toBe(PRODUCTS > INVENTORY_UNPAGED_MAX ? '/api/inventory/?page=6&page_size=100' : null);
    }
    // The 59.5 MB answer is now a little over one: 500 products with their texts cut to 1,000 characters.
    expect(Math.max(...sizes)).toBeLessThan(3_000_000);

    expect((await call(api, 'GET', '/api/health')).status).toBe(200);
    expect(cluster.unexpectedExits).toEqual([]);
  });

  it('the rest of the products are reached through `next`, and a product page still has its whole text', async () => {
    const rest = await call(api, 'GET', '/api/inventory/?page=6&page_size=100', { token });
    expect(rest.status).toBe(200);
    const page = rest.body as InventoryResponse;
    expect(page.products).toHaveLength(100);
    const detail = await call(api, 'GET', `/api/products/${page.products[0]!.id}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { products: { description: string } }).products.description).toBe(TEN_KB_HTML);
    expect(cluster.unexpectedExits).toEqual([]);
  });
});
