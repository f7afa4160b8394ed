import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogResponse, Product } from '@marketplace/contract';
import { createBrand, createCategory, createProduct, insertWholesaler, minutesAgo } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

interface Shelf {
  id: number;
  name: string;
  price: number;
  createdAt: Date;
  archived: boolean;
  category: string;
}

/** Every product this file puts on the shelf, to work out what a filter should return. */
const shelf: Shelf[] = [];
const ids: Record<string, number> = {};

type Query = Record<string, string | number | undefined> | string;

async function list(query: Query = {}) {
  const search =
    typeof query === 'string'
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]): Array<[string, string]> =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        ).toString();
  return ctx.app.inject({ method: 'GET', url: `/api/products${search ? `?${search}` : ''}` });
}

async function listBody(query: Query = {}) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogResponse;
}

const names = (body: CatalogResponse) => body.products.map((product) => product.name).sort();
const listed = (keep: (item: Shelf) => boolean) =>
  shelf
    .filter((item) => !item.archived && keep(item))
    .map((item) => item.name)
    .sort();

beforeAll(async () => {
  const { db } = ctx.database;
  const seller = await insertWholesaler(db, { companyName: 'Mehta Distributors' });
  const electronics = await createCategory(db, 'Electronics', 'cpu');
  const kitchen = await createCategory(db, 'Home & Kitchen');
  const textiles = await createCategory(db, 'Textiles');
  const sorting = await createCategory(db, 'Sorting');
  const bulk = await createCategory(db, 'Bulk');
  const acme = await createBrand(db, 'Acme', 'brands/acme.png');
  const zenith = await createBrand(db, 'Zenith');
  const categoryName = new Map([electronics, kitchen, textiles, sorting, bulk].map((row) => [row.id, row.name]));

  async function add(input: Omit<Parameters<typeof createProduct>[1], 'wholesalerId'>) {
    const createdAt = input.createdAt ?? minutesAgo(60);
    const row = await createProduct(db, { wholesalerId: seller.id, ...input, createdAt });
    ids[input.name] = row.id;
    shelf.push({
      id: row.id,
      name: row.name,
      price: row.pricePaise / 100,
      createdAt,
      archived: row.archivedAt !== null,
      category: categoryName.get(row.categoryId ?? 0) ?? '',
    });
  }

  await add({ name: 'Steel Tumbler Set', price: 250.5, categoryId: kitchen.id, brandId: acme.id, stock: 40 });
  await add({ name: 'Tumbler Lid', price: 100, categoryId: kitchen.id, brandId: zenith.id });
  await add({ name: '100% Cotton Towel', price: 349.99, categoryId: textiles.id, brandId: zenith.id });
  await add({
    name: '1000 Watt Mixer',
    price: 1999,
    stock: 7,
    sales: 12,
    categoryId: electronics.id,
    brandId: acme.id,
    sku: 'MX-1000',
    productType: 'home_appliance',
    description: '<p>Three <strong>jars</strong></p>',
    specifications: '<ul><li>1000 W</li></ul>',
    rating: 4.5,
    reviewCount: 2,
    images: [{ path: 'products/mixer-side.jpg' }, { path: 'products/mixer-front.jpg', isMain: true }],
  });
  await add({ name: 'USB_C Cable', price: 149, categoryId: electronics.id, brandId: zenith.id });
  await add({ name: 'USB-C Charger', price: 499, categoryId: electronics.id, brandId: acme.id });
  await add({ name: 'bamboo Mat', price: 250.5, categoryId: kitchen.id });
  await add({ name: 'Archived Kettle', price: 250.5, categoryId: kitchen.id, brandId: acme.id, archived: true });

  // Names in mixed case, equal prices, equal names and equal creation times, to see ties handled.
  const sortingCatalog: Array<[string, number, number]> = [
    ['apple crate', 300, 50],
    ['Banana Box', 100, 40],
    ['cherry tray', 200, 30],
    ['Date Carton', 100, 30],
    ['Elderberry Jar', 500, 20],
    ['fig pack', 200, 10],
    ['Fig Pack', 250, 10],
  ];
  const sameMinute = new Map<number, Date>();
  for (const [name, price, age] of sortingCatalog) {
    if (!sameMinute.has(age)) sameMinute.set(age, minutesAgo(age));
    await add({ name, price, categoryId: sorting.id, createdAt: sameMinute.get(age) });
  }

  for (let n = 1; n <= 30; n += 1) {
    await add({
      name: `Bulk item ${String(n).padStart(2, '0')}`,
      price: 10,
      categoryId: bulk.id,
      createdAt: minutesAgo(100 + n),
    });
  }
});

describe('product listing: response shape', () => {
  it('answers a visitor with products, categories, brands and page figures', async () => {
    const body = await listBody({ page_size: 100 });
    expect(Object.keys(body).sort()).toEqual(
      ['brands', 'categories', 'count', 'page', 'page_size', 'products', 'total_pages'].sort(),
    );
    expect(body.count).toBe(listed(() => true).length);
    expect(body).toMatchObject({ page: 1, page_size: 100, total_pages: 1 });
    expect(body.categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Electronics', 'Home & Kitchen', 'Textiles']),
    );
    expect(body.categories.find((category) => category.name === 'Electronics')).toMatchObject({
      id: expect.any(Number),
      icon: 'cpu',
    });
    const acme = body.brands.find((brand) => brand.name === 'Acme');
    expect(acme?.icon).toMatch(/\/brands\/acme\.png$/);
    expect(body.brands.find((brand) => brand.name === 'Zenith')?.icon).toBeNull();
  });

  it('describes each product with the documented fields, prices in rupees', async () => {
    const body = await listBody({ q: '1000 Watt Mixer' });
    expect(body.products).toHaveLength(1);
    const mixer = body.products[0] as Product;
    expect(mixer).toMatchObject({
      id: ids['1000 Watt Mixer'],
      name: '1000 Watt Mixer',
      price: 1999,
      stock: 7,
      quantity: 7,
      sales: 12,
      description: '<p>Three <strong>jars</strong></p>',
      specifications: '<ul><li>1000 W</li></ul>',
      category: { id: expect.any(Number), name: 'Electronics' },
      brand: { id: expect.any(Number), name: 'Acme', icon: expect.stringMatching(/\/brands\/acme\.png$/) },
      sku: 'MX-1000',
      product_type: 'home_appliance',
      wholesaler: { id: expect.any(Number), company_name: 'Mehta Distributors', verified: true },
      rating: 4.5,
      review_count: 2,
    });
    expect(mixer.images).toHaveLength(2);
    expect(mixer.images[0]).toMatchObject({
      is_main: false,
      image: expect.stringMatching(/\/products\/mixer-side\.jpg$/),
    });
    expect(mixer.images[1]).toMatchObject({
      is_main: true,
      image: expect.stringMatching(/^.+\/products\/mixer-front\.jpg$/),
      thumbnail: expect.stringMatching(/\/products\/mixer-front-thumb\.jpg$/),
    });
  });

  it('turns paise into rupees with two decimals', async () => {
    const prices = Object.fromEntries((await listBody({ page_size: 100 })).products.map((p) => [p.name, p.price]));
    expect(prices['Steel Tumbler Set']).toBe(250.5);
    expect(prices['100% Cotton Towel']).toBe(349.99);
    expect(prices['Tumbler Lid']).toBe(100);
  });

  it('never lists an archived product, also not in its category or in a search', async () => {
    expect(names(await listBody({ page_size: 100 }))).not.toContain('Archived Kettle');
    expect(names(await listBody({ category: 'Home & Kitchen' }))).toEqual(
      listed((p) => p.category === 'Home & Kitchen'),
    );
    expect((await listBody({ q: 'kettle' })).count).toBe(0);
  });

  it('lets a browser reuse the listing: Cache-Control of 5 minutes, an ETag and 304 on a match', async () => {
    const first = await list({ category: 'electronics' });
    expect(first.headers['cache-control']).toMatch(/max-age=300\b/);
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?category=electronics',
      headers: { 'if-none-match': etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('product listing: search and filters', () => {
  it('searches names case-insensitively, anywhere in the name', async () => {
    const expected = ['Steel Tumbler Set', 'Tumbler Lid'];
    expect(names(await listBody({ q: 'TUMBLER' }))).toEqual(expected);
    expect(names(await listBody({ q: 'tumbler' }))).toEqual(expected);
    expect(names(await listBody({ q: 'umBL' }))).toEqual(expected);
    expect(names(await listBody({ q: '  tumbler  ' }))).toEqual(expected);
  });

  it('matches % and _ in the search text literally, not as wildcards', async () => {
    expect(names(await listBody({ q: '100%' }))).toEqual(['100% Cotton Towel']);
    expect(names(await listBody({ q: 'usb_c' }))).toEqual(['USB_C Cable']);
    expect(names(await listBody({ q: '%' }))).toEqual(['100% Cotton Towel']);
    expect((await listBody({ q: '\\' })).count).toBe(0);
  });

  it('filters by category id and by category name in any case', async () => {
    const electronics = listed((p) => p.category === 'Electronics');
    expect(electronics).toEqual(['1000 Watt Mixer', 'USB-C Charger', 'USB_C Cable'].sort());
    const byName = await listBody({ category: 'Electronics' });
    const id = byName.categories.find((category) => category.name === 'Electronics')?.id as number;
    expect(names(byName)).toEqual(electronics);
    expect(names(await listBody({ category: id }))).toEqual(electronics);
    expect(names(await listBody({ category: 'ELECTRONICS' }))).toEqual(electronics);
    expect(names(await listBody({ category: 'home & kitchen' }))).toEqual(
      ['Steel Tumbler Set', 'Tumbler Lid', 'bamboo Mat'].sort(),
    );
  });

  it('filters by brand id and by brand name', async () => {
    const acme = ['1000 Watt Mixer', 'Steel Tumbler Set', 'USB-C Charger'].sort();
    const byName = await listBody({ brand: 'Acme' });
    expect(names(byName)).toEqual(acme);
    const id = byName.brands.find((brand) => brand.name === 'Acme')?.id as number;
    expect(names(await listBody({ brand: id }))).toEqual(acme);
    expect(names(await listBody({ brand: 'zenith' }))).toEqual(
      ['100% Cotton Towel', 'Tumbler Lid', 'USB_C Cable'].sort(),
    );
    expect(names(await listBody({ brand: 'acme', category: 'electronics' }))).toEqual([
      '1000 Watt Mixer',
      'USB-C Charger',
    ]);
  });

  it('answers an unknown category or brand with no products rather than an error', async () => {
    for (const query of [{ category: 'Furniture' }, { category: 99999 }, { brand: 'Nokia' }, { brand: 424242 }]) {
      const body = await listBody(query);
      expect(body).toMatchObject({ products: [], count: 0 });
      expect(body.categories.length).toBeGreaterThan(0);
    }
  });

  it('includes a product priced exactly at the minimum or the maximum', async () => {
    const atBound = listed((p) => p.price === 250.5);
    expect(atBound).toEqual(['Steel Tumbler Set', 'bamboo Mat'].sort());
    expect(names(await listBody({ min_price: 250.5, max_price: 250.5 }))).toEqual(atBound);
    expect(names(await listBody({ min_price: '250.50', page_size: 100 }))).toEqual(listed((p) => p.price >= 250.5));
    expect(names(await listBody({ max_price: '250.50', page_size: 100 }))).toEqual(listed((p) => p.price <= 250.5));
    expect(names(await listBody({ min_price: 100, max_price: 100 }))).toEqual(listed((p) => p.price === 100));
    const justAbove = await listBody({ min_price: 250.51, max_price: 349.99 });
    expect(names(justAbove)).toEqual(listed((p) => p.price > 250.5 && p.price <= 349.99));
    expect(names(justAbove)).toContain('100% Cotton Towel');
    expect(names(justAbove)).not.toContain('Steel Tumbler Set');
  });

  it('combines a price range with search, category and brand', async () => {
    expect(names(await listBody({ q: 'usb', min_price: 150 }))).toEqual(['USB-C Charger']);
    expect(names(await listBody({ category: 'electronics', brand: 'acme', max_price: 500 }))).toEqual([
      'USB-C Charger',
    ]);
  });

  it('returns nothing for a price range above every product', async () => {
    expect((await listBody({ min_price: 100000 })).count).toBe(0);
    expect((await listBody({ max_price: 0 })).count).toBe(0);
  });

  it('accepts a minimum price as high as the form allows without failing', async () => {
    const response = await list({ min_price: 50000000 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as CatalogResponse).count).toBe(0);
  });

  it('rejects a minimum above the maximum with a message on the price field', async () => {
    const response = await list({ min_price: 500, max_price: 100 });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation', detail: expect.any(String) });
    expect(body.max_price).toEqual([expect.stringMatching(/maximum price/i)]);
  });

  it('rejects a negative or non-numeric price with a message', async () => {
    for (const query of [{ min_price: -1 }, { max_price: 'cheap' }]) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      const field = Object.keys(query)[0] as string;
      expect((response.json() as Record<string, unknown>)[field]).toEqual([expect.any(String)]);
    }
  });
});

describe('product listing: sorting', () => {
  const sortingShelf = () => shelf.filter((item) => item.category === 'Sorting');
  const byId = (id: number) => shelf.find((item) => item.id === id) as Shelf;

  async function sorted(sort?: string) {
    const body = await listBody({ category: 'Sorting', ...(sort ? { sort } : {}) });
    expect(body.count).toBe(sortingShelf().length);
    return body.products.map((product) => byId(product.id));
  }

  function expectOrdered(items: Shelf[], compare: (a: Shelf, b: Shelf) => number) {
    for (let i = 1; i < items.length; i += 1) {
      expect(
        compare(items[i - 1] as Shelf, items[i] as Shelf),
        `${items[i - 1]?.name} before ${items[i]?.name}`,
      ).toBeLessThanOrEqual(0);
    }
  }

  it('shows the newest products first by default', async () => {
    const items = await sorted();
    expectOrdered(items, (a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(await sorted('newest')).toEqual(items);
  });

  it('sorts by price, low to high and high to low', async () => {
    expectOrdered(await sorted('price_asc'), (a, b) => a.price - b.price);
    expectOrdered(await sorted('price_desc'), (a, b) => b.price - a.price);
    expect((await sorted('price_asc'))[0]?.price).toBe(100);
    expect((await sorted('price_desc'))[0]?.name).toBe('Elderberry Jar');
  });

  it('sorts by name A to Z and Z to A, ignoring case', async () => {
    const lower = (item: Shelf) => item.name.toLowerCase();
    const ascending = await sorted('name_asc');
    expectOrdered(ascending, (a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0));
    expect(ascending.slice(0, 2).map((item) => item.name)).toEqual(['apple crate', 'Banana Box']);
    const descending = await sorted('name_desc');
    expectOrdered(descending, (a, b) => (lower(a) > lower(b) ? -1 : lower(a) < lower(b) ? 1 : 0));
    expect(descending.at(-1)?.name).toBe('apple crate');
  });

  it.each(['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'])(
    'breaks ties in %s the same way every time, so paging never repeats or skips a product',
    async (sort) => {
      const whole = (await sorted(sort)).map((item) => item.id);
      expect((await sorted(sort)).map((item) => item.id)).toEqual(whole);
      const paged: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const body = await listBody({ category: 'Sorting', sort, page, page_size: 2 });
        paged.push(...body.products.map((product) => product.id));
      }
      expect(paged).toEqual(whole);
    },
  );

  it('rejects an unknown sort with the list of allowed ones', async () => {
    const response = await list({ sort: 'cheapest' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Record<string, unknown>).sort).toEqual([expect.stringContaining('price_asc')]);
  });
});

describe('product listing: pages', () => {
  it('shows 24 products a page by default', async () => {
    const body = await listBody({ category: 'bulk' });
    expect(body.products).toHaveLength(24);
    expect(body).toMatchObject({ count: 30, page: 1, page_size: 24, total_pages: 2 });
    const second = await listBody({ category: 'bulk', page: 2 });
    expect(second.products).toHaveLength(6);
    expect(second).toMatchObject({ count: 30, page: 2, total_pages: 2 });
    const all = [...body.products, ...second.products].map((product) => product.id);
    expect(new Set(all).size).toBe(30);
  });

  it('answers a page beyond the last with no products but the right count', async () => {
    const body = await listBody({ category: 'bulk', page: 3 });
    expect(body).toMatchObject({ products: [], count: 30, page: 3, page_size: 24, total_pages: 2 });
  });

  it('walks every page of a smaller page size without gaps', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await listBody({ category: 'bulk', page, page_size: 10 });
      expect(body).toMatchObject({ count: 30, total_pages: 3 });
      seen.push(...body.products.map((product) => product.id));
    }
    expect(new Set(seen).size).toBe(30);
  });

  it('allows at most 100 products a page', async () => {
    expect((await listBody({ page_size: 100 })).page_size).toBe(100);
    const response = await list({ page_size: 101 });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Record<string, unknown>).page_size).toEqual([expect.stringContaining('100')]);
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', 'two'],
    ['page', '1.5'],
    ['page_size', '0'],
    ['page_size', '-10'],
    ['page_size', 'all'],
  ])('rejects %s=%s with a message on that field', async (field, value) => {
    const response = await list({ [field]: value });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation', detail: expect.any(String) });
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it.each([
    'page=1e400',
    'page=99999999999',
    'page_size=1e2&page=100000',
    'min_price=NaN',
    'max_price=Infinity',
    'min_price=1e10',
    `q=${'x'.repeat(500)}`,
    'q=%00',
    'category=%00',
    'brand=%25',
    'q=a&q=b',
    'category=1&category=2',
    'q[]=a',
    'q=%27%3B%20drop%20table%20products%3B--',
    'category=2147483648',
    'brand=-1',
    'sort=&page=&page_size=',
  ])('never fails with a server error on odd parameters (%s)', async (query) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
