import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  INVENTORY_UNPAGED_MAX,
  LIST_TEXT_MAX_LENGTH,
  type CatalogResponse,
  type HomeDataResponse,
  type InventoryResponse,
  type ProductDetailResponse,
} from '@marketplace/contract';
import { RICH_TEXT_RULES_VERSION } from '../src/content/rich-text.js';
import { products } from '../src/db/schema.js';
import type { Account } from './accounts-fixtures.js';
import { storeRawRichText } from './catalog-fixtures.js';
import { testConfig, useTestApp } from './helper.js';
import { productCount, verifiedWholesaler } from './workspace-fixtures.js';

/** Issue 52, finding 1: every list answers a bounded amount, and one seller cannot add products without end. */

/** 10 KB of rich text, as the attack used. */
const LONG_HTML = `<p>${'Pure cotton, pre-washed, colour-fast. '.repeat(270)}</p>`;
const SHELF_SIZE = INVENTORY_UNPAGED_MAX + 7;
const codePoints = (text: string) => Array.from(text).length;

async function inventory(context: ReturnType<typeof useTestApp>, account: Account, url: string = apiPaths.inventory) {
  const response = await context.app.inject({ method: 'GET', url, headers: account.auth });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as InventoryResponse, bytes: response.rawPayload.length };
}

describe('GET /api/inventory/ without paging parameters', () => {
  const ctx = useTestApp();
  let seller: Account;
  /** Newest first, as the inventory lists them. */
  let newestFirst: number[];

  beforeAll(async () => {
    seller = await verifiedWholesaler(ctx, { companyName: 'Bulk Lister' });
    const rows = await ctx.database.db
      .insert(products)
      .values(
        Array.from({ length: SHELF_SIZE }, (_, index) => ({
          wholesalerId: seller.id,
          name: `Kurta lot ${index + 1}`,
          pricePaise: 50_000,
          stock: index % 3 === 0 ? 5 : 50,
          productType: 'clothing' as const,
          description: LONG_HTML,
          specifications: LONG_HTML,
          richTextRules: RICH_TEXT_RULES_VERSION,
        })),
      )
      .returning({ id: products.id });
    newestFirst = rows.map((row) => row.id).sort((a, b) => b - a);
  });

  it('answers at most 500 products, the count of all of them and where the rest are', async () => {
    const { body, bytes } = await inventory(ctx, seller);
    expect(body.products).toHaveLength(INVENTORY_UNPAGED_MAX);
    expect(body.count).toBe(SHELF_SIZE);
    expect(body.product_count).toBe(SHELF_SIZE);
    expect(body.products.map((product) => product.id)).toEqual(newestFirst.slice(0, INVENTORY_UNPAGED_MAX));
    expect(body.next).toBe('/api/inventory/?page=6&page_size=100');
    // 500 products with 20 KB of text each were 10 MB; cut, the answer stays near a megabyte.
    expect(bytes).toBeLessThan(2_000_000);
  });

  it('leads through `next` to the remaining products, each exactly once, and then to nothing', async () => {
    const first = await inventory(ctx, seller);
    const rest = await inventory(ctx, seller, first.body.next!);
    expect(rest.body.products.map((product) => product.id)).toEqual(newestFirst.slice(INVENTORY_UNPAGED_MAX));
    expect(rest.body.next).toBeNull();
    expect(rest.body.count).toBe(SHELF_SIZE);
  });

  it('keeps the search, filter and sort in `next`, and has none when everything fitted', async () => {
    const filtered = await inventory(ctx, seller, `${apiPaths.inventory}?q=kurta&sort=name_asc&low_stock=1`);
    expect(filtered.body.count).toBe(Math.ceil(SHELF_SIZE / 3));
    expect(filtered.body.products).toHaveLength(filtered.body.count);
    expect(filtered.body.next).toBeNull();
    const sorted = await inventory(ctx, seller, `${apiPaths.inventory}?q=kurta&sort=stock_asc`);
    expect(sorted.body.next).toBe('/api/inventory/?q=kurta&sort=stock_asc&page=6&page_size=100');
  });

  it('answers `next` after a page that is not the last, null after the last one', async () => {
    const page = await inventory(ctx, seller, `${apiPaths.inventory}?page=2&page_size=50&low_stock=true`);
    expect(page.body.next).toBe('/api/inventory/?low_stock=true&page=3&page_size=50');
    const last = await inventory(ctx, seller, `${apiPaths.inventory}?page=11&page_size=50`);
    expect(last.body.products).toHaveLength(SHELF_SIZE - 500);
    expect(last.body.next).toBeNull();
  });

  it('answers an empty inventory with no products and no `next`', async () => {
    const newcomer = await verifiedWholesaler(ctx);
    const { body } = await inventory(ctx, newcomer);
    expect(body).toMatchObject({ products: [], count: 0, next: null });
  });
});

describe('list answers cut long texts; the product page has them whole', () => {
  const ctx = useTestApp();
  let seller: Account;
  let plainId: number;
  let emojiId: number;
  let oldRulesId: number;
  const emojiHtml = `<p>${'नमस्ते 😀 '.repeat(400)}</p>`;

  beforeAll(async () => {
    seller = await verifiedWholesaler(ctx, { companyName: 'Long Texts Traders' });
    const create = async (name: string, description: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.inventoryCreate,
        headers: seller.auth,
        payload: { name, price: 120, stock: 40, description, specifications: description },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    plainId = await create('Cotton bedsheet', LONG_HTML);
    emojiId = await create('Greeting cards', emojiHtml);
    oldRulesId = await create('Imported towel', '<p>short</p>');
    // Text from an old import, under no rules: cleaned when read, and still cut after cleaning.
    await storeRawRichText(ctx.database.db, oldRulesId, {
      description: `<p onclick="x()">${'Soft & thick '.repeat(200)}<script>alert(1)</script></p>`,
      specifications: LONG_HTML,
    });
    await ctx.database.db.update(products).set({ richTextRules: 0 }).where(eq(products.id, oldRulesId));
  });

  async function wholeTexts(id: number) {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.product(id) });
    expect(response.statusCode).toBe(200);
    const { products: product } = response.json() as ProductDetailResponse;
    return { description: product.description, specifications: product.specifications };
  }

  const expectCutFrom = (
    listed: { description: string; specifications: string },
    whole: { description: string; specifications: string },
  ) => {
    for (const field of ['description', 'specifications'] as const) {
      expect(codePoints(listed[field])).toBeLessThanOrEqual(LIST_TEXT_MAX_LENGTH);
      expect(codePoints(whole[field])).toBeGreaterThan(LIST_TEXT_MAX_LENGTH);
      expect(whole[field].startsWith(listed[field]), field).toBe(true);
      expect(codePoints(listed[field]), field).toBe(LIST_TEXT_MAX_LENGTH);
    }
  };

  it('the product page answers the whole description and specifications', async () => {
    expect((await wholeTexts(plainId)).description).toBe(LONG_HTML);
    expect((await wholeTexts(emojiId)).specifications).toBe(emojiHtml);
  });

  it('the inventory, the catalogue listing and the landing page answer their first 1,000 characters', async () => {
    const { body: inventoryBody } = await inventory(ctx, seller);
    const listing = (
      await ctx.app.inject({ method: 'GET', url: `${apiPaths.products}?page_size=100` })
    ).json() as CatalogResponse;
    const home = (await ctx.app.inject({ method: 'GET', url: apiPaths.homeData })).json() as HomeDataResponse;
    for (const id of [plainId, emojiId]) {
      const whole = await wholeTexts(id);
      const lists = [
        inventoryBody.products.find((product) => product.id === id),
        listing.products.find((product) => product.id === id),
        home.top_rated_products.find((product) => product.id === id),
      ];
      for (const listed of lists) {
        expect(listed).toBeDefined();
        expectCutFrom(listed!, whole);
      }
    }
  });

  it('text stored under older rules is cleaned, then cut, in every list', async () => {
    const { body } = await inventory(ctx, seller);
    const listing = (
      await ctx.app.inject({ method: 'GET', url: `${apiPaths.products}?page_size=100` })
    ).json() as CatalogResponse;
    const whole = await wholeTexts(oldRulesId);
    expect(whole.description).not.toContain('<script');
    for (const listed of [
      body.products.find((product) => product.id === oldRulesId)!,
      listing.products.find((product) => product.id === oldRulesId)!,
    ]) {
      expect(listed.description).not.toContain('<script');
      expect(listed.description).not.toContain('onclick');
      expect(codePoints(listed.description)).toBeLessThanOrEqual(LIST_TEXT_MAX_LENGTH);
      expect(listed.description.startsWith('<p>Soft &amp; thick')).toBe(true);
    }
  });
});

describe('product creation is limited per wholesaler', () => {
  const ctx = useTestApp({}, { RATE_LIMIT_PRODUCT_CREATE: '3' });

  const create = (account: Account, name: string) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.inventoryCreate,
      headers: account.auth,
      payload: { name, price: 10, stock: 5 },
    });

  it('the product over the hourly limit is refused with 429 and Retry-After, and not created', async () => {
    const seller = await verifiedWholesaler(ctx);
    for (let index = 1; index <= 3; index++) expect((await create(seller, `Lot ${index}`)).statusCode).toBe(201);
    const before = await productCount(ctx.database.db);
    const refused = await create(seller, 'Lot 4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'You have added too many products in the last hour. Please try again later.',
      error: 'You have added too many products in the last hour. Please try again later.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await productCount(ctx.database.db)).toBe(before);
  });

  it('counts per wholesaler: another seller from the same address still adds products', async () => {
    const busy = await verifiedWholesaler(ctx);
    for (let index = 1; index <= 3; index++) await create(busy, `Busy ${index}`);
    expect((await create(busy, 'Busy 4')).statusCode).toBe(429);
    const neighbour = await verifiedWholesaler(ctx);
    expect((await create(neighbour, 'Neighbour 1')).statusCode).toBe(201);
  });

  it('editing products is not limited by it', async () => {
    const seller = await verifiedWholesaler(ctx);
    const created = await create(seller, 'Editable');
    const id = (created.json() as { id: number }).id;
    for (let index = 0; index < 5; index++) {
      const edited = await ctx.app.inject({
        method: 'PATCH',
        url: apiPaths.inventoryEdit(id),
        headers: seller.auth,
        payload: { stock: index },
      });
      expect(edited.statusCode).toBe(200);
    }
  });
});

describe('the product creation limit by default', () => {
  it('is 600 an hour', () => {
    expect(testConfig().rateLimits.productCreate).toBe(600);
  });
});
