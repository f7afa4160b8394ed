import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_SORTS, type InventoryResponse, type InventorySort } from '@marketplace/contract';
import type { Account } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import { insertProduct, retailer, verifiedWholesaler } from './workspace-fixtures.js';

/** Issue 16, item 4: the inventory is searched, filtered, sorted and paged by the server. */

const ctx = useTestApp();

interface Shelf {
  id: number;
  name: string;
  sku: string | null;
  stock: number;
  sales: number;
  pricePaise: number;
}

/** Names start with different letters (except the one tie), so every collation orders them alike. */
const SHELF: Array<Omit<Shelf, 'id'>> = [
  { name: 'Basmati Rice 25 kg', sku: 'RICE-25', stock: 40, sales: 5, pricePaise: 120_000 },
  { name: 'BASMATI RICE 25 KG', sku: 'RICE-25B', stock: 10, sales: 5, pricePaise: 30_000 },
  { name: 'Cotton Kurta', sku: 'KURTA_M', stock: 0, sales: 12, pricePaise: 45_000 },
  { name: 'LED Bulb 9W', sku: 'LED-9', stock: 10, sales: 0, pricePaise: 9_900 },
  { name: 'Towel 100% cotton', sku: 'TOWEL-1', stock: 25, sales: 12, pricePaise: 30_000 },
  { name: 'Steel Almirah', sku: null, stock: 3, sales: 1, pricePaise: 899_900 },
  { name: 'Paracetamol strip', sku: 'MED_PCM', stock: 25, sales: 0, pricePaise: 2_500 },
];

let seller: Account;
let rival: Account;
let shelf: Shelf[];

beforeAll(async () => {
  const db = ctx.database.db;
  seller = await verifiedWholesaler(ctx, { companyName: 'Mehta Distributors' });
  rival = await verifiedWholesaler(ctx, { companyName: 'Rival Traders' });
  shelf = [];
  for (const item of SHELF) {
    const row = await insertProduct(db, { wholesalerId: seller.id, ...item });
    shelf.push({ id: row.id, ...item });
  }
  // Neither of these is ever in the seller's inventory, though both match "rice".
  await insertProduct(db, { wholesalerId: seller.id, name: 'Old rice stock', stock: 1, sales: 40, archived: true });
  await insertProduct(db, { wholesalerId: rival.id, name: 'Rival rice', sku: 'RICE-25', stock: 2, sales: 9 });
});

async function inventory(account: Account, query: Record<string, string | number | boolean> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return ctx.app.inject({ method: 'GET', url: `/api/inventory/?${search}`, headers: account.auth });
}

async function listed(query: Record<string, string | number | boolean> = {}, account = seller) {
  const response = await inventory(account, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InventoryResponse;
}

const ids = (body: InventoryResponse) => body.products.map((product) => product.id);
const byId = (a: Shelf, b: Shelf) => a.id - b.id;

/** The order each sort promises, worked out here independently: the value, then the id, same direction. */
const EXPECTED: Record<InventorySort, (a: Shelf, b: Shelf) => number> = {
  newest: (a, b) => byId(b, a),
  name_asc: (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || byId(a, b),
  name_desc: (a, b) => b.name.toLowerCase().localeCompare(a.name.toLowerCase()) || byId(b, a),
  stock_asc: (a, b) => a.stock - b.stock || byId(a, b),
  stock_desc: (a, b) => b.stock - a.stock || byId(b, a),
  sales_asc: (a, b) => a.sales - b.sales || byId(a, b),
  sales_desc: (a, b) => b.sales - a.sales || byId(b, a),
  price_asc: (a, b) => a.pricePaise - b.pricePaise || byId(a, b),
  price_desc: (a, b) => b.pricePaise - a.pricePaise || byId(b, a),
};

const TOTALS = { total_sales: 35, low_stock_count: 4, product_count: 7 };

describe('GET /api/inventory/ without paging parameters', () => {
  it('answers as before, every listed product newest first with the totals, plus the count', async () => {
    const body = await listed();
    expect(ids(body)).toEqual(shelf.map((item) => item.id).reverse());
    expect(body).toMatchObject({ ...TOTALS, count: shelf.length });
    expect(body.categoires).toEqual(expect.any(Array));
    expect(body.brands).toEqual(expect.any(Array));
  });

  it('filters and sorts every matching product when asked, still on one answer', async () => {
    const body = await listed({ q: 'rice', sort: 'stock_asc' });
    expect(ids(body)).toEqual([shelf[1]!.id, shelf[0]!.id]);
    expect(body.count).toBe(2);
  });
});

describe('paging', () => {
  it('answers pages of page_size that together hold every product exactly once, and the count', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listed({ page, page_size: 3 })));
    expect(pages.map((page) => page.products.length)).toEqual([3, 3, 1]);
    const seen = pages.flatMap(ids);
    expect(seen).toEqual(shelf.map((item) => item.id).reverse());
    expect(new Set(seen).size).toBe(shelf.length);
    for (const page of pages) expect(page).toMatchObject({ count: shelf.length, ...TOTALS });
  });

  it('answers an empty list with the count for a page past the end', async () => {
    const body = await listed({ page: 4, page_size: 3 });
    expect(body.products).toEqual([]);
    expect(body).toMatchObject({ count: shelf.length, ...TOTALS });
  });

  it('uses 20 products a page when only page is given, and page 1 when only page_size is', async () => {
    const big = await verifiedWholesaler(ctx);
    for (let index = 0; index < 23; index += 1) {
      await insertProduct(ctx.database.db, { wholesalerId: big.id, name: `Notebook ${index}` });
    }
    const first = await listed({ page: 1 }, big);
    const second = await listed({ page: 2 }, big);
    expect(first.products).toHaveLength(20);
    expect(second.products).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(23);
    expect(first.count).toBe(23);
    expect(ids(await listed({ page_size: 5 }, big))).toEqual(ids(first).slice(0, 5));
    expect((await listed({}, big)).products).toHaveLength(23);
  });

  it('takes up to 100 products a page', async () => {
    expect((await listed({ page_size: 100 })).products).toHaveLength(shelf.length);
  });
});

describe('sorting', () => {
  it.each(INVENTORY_SORTS)('%s orders every product by its value, ties by id, across pages', async (sort) => {
    const expected = [...shelf].sort(EXPECTED[sort]).map((item) => item.id);
    expect(ids(await listed({ sort }))).toEqual(expected);
    const pages = await Promise.all([1, 2, 3].map((page) => listed({ sort, page, page_size: 3 })));
    expect(pages.flatMap(ids)).toEqual(expected);
  });

  it('puts the lowest stock first with stock_asc and the best seller first with sales_desc', async () => {
    expect((await listed({ sort: 'stock_asc', page: 1 })).products[0]).toMatchObject({
      name: 'Cotton Kurta',
      stock: 0,
    });
    const best = await listed({ sort: 'sales_desc', page: 1, page_size: 2 });
    // Both sold 12: the later one (higher id) first, as with every descending sort.
    expect(best.products.map((product) => product.name)).toEqual(['Towel 100% cotton', 'Cotton Kurta']);
  });
});

describe('search and the low-stock filter', () => {
  it('matches the name ignoring case, never another wholesaler’s or an archived product', async () => {
    const body = await listed({ q: 'RiCe' });
    expect(ids(body)).toEqual([shelf[1]!.id, shelf[0]!.id]);
    expect(body.count).toBe(2);
    expect(body).toMatchObject(TOTALS);
  });

  it('matches the SKU ignoring case, and trims the search text', async () => {
    expect(ids(await listed({ q: '  led-9 ' }))).toEqual([shelf[3]!.id]);
    expect(ids(await listed({ q: 'med_' }))).toEqual([shelf[6]!.id]);
  });

  it('takes % and _ literally', async () => {
    expect(ids(await listed({ q: '100%' }))).toEqual([shelf[4]!.id]);
    expect(ids(await listed({ q: '%' }))).toEqual([shelf[4]!.id]);
    expect(ids(await listed({ q: '_', sort: 'name_asc' }))).toEqual([shelf[2]!.id, shelf[6]!.id]);
  });

  it('answers nothing, with count 0, when nothing matches', async () => {
    const body = await listed({ q: 'saffron', page: 1 });
    expect(body).toMatchObject({ products: [], count: 0, ...TOTALS });
  });

  it('shows only products with a stock of 10 or less with low_stock=true', async () => {
    const body = await listed({ low_stock: true, sort: 'stock_asc' });
    expect(body.products.map((product) => product.stock)).toEqual([0, 3, 10, 10]);
    expect(body.count).toBe(TOTALS.low_stock_count);
    expect((await listed({ low_stock: 'false' })).count).toBe(shelf.length);
    expect((await listed({ low_stock: 1 })).count).toBe(TOTALS.low_stock_count);
  });

  it('combines search, low stock, sort and paging; the count covers all pages', async () => {
    const first = await listed({ q: 'rice', low_stock: true, sort: 'name_asc', page: 1, page_size: 1 });
    expect(ids(first)).toEqual([shelf[1]!.id]);
    expect(first.count).toBe(1);
    const second = await listed({ q: 'e', low_stock: true, sort: 'price_desc', page: 2, page_size: 2 });
    // Low stock with an "e" in the name or SKU: Steel Almirah (8999), the second rice (300), LED Bulb (99).
    expect(second.count).toBe(3);
    expect(ids(second)).toEqual([shelf[3]!.id]);
  });
});

describe('refused requests', () => {
  it.each([
    ['page', '0'],
    ['page', 'two'],
    ['page', '1.5'],
    ['page_size', '0'],
    ['page_size', '101'],
    ['sort', 'cheapest'],
    ['low_stock', 'maybe'],
    ['q', 'x'.repeat(201)],
  ])('%s=%s answers 400 with a message on that field', async (field, value) => {
    const response = await inventory(seller, { [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation', detail: expect.any(String) });
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('a retailer gets 403 and a visitor 401, with or without parameters', async () => {
    const buyer = await retailer(ctx);
    for (const query of ['', '?page=1&q=rice']) {
      const asBuyer = await ctx.app.inject({ method: 'GET', url: `/api/inventory/${query}`, headers: buyer.auth });
      expect(asBuyer.statusCode).toBe(403);
      const asVisitor = await ctx.app.inject({ method: 'GET', url: `/api/inventory/${query}` });
      expect(asVisitor.statusCode).toBe(401);
    }
  });

  it('another wholesaler sees only its own product, whatever it searches for', async () => {
    const body = await listed({ q: 'rice', page: 1 }, rival);
    expect(body.products.map((product) => product.name)).toEqual(['Rival rice']);
    expect(body).toMatchObject({ count: 1, total_sales: 9, low_stock_count: 1, product_count: 1 });
  });
});
