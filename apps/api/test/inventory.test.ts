import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateProductRequest, InventoryResponse, Product } from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { RICH_TEXT_RULES_VERSION } from '../src/content/rich-text.js';
import type { Account } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import {
  base64,
  insertBrand,
  insertCategory,
  insertOrder,
  insertProduct,
  jpegPicture,
  productCount,
  retailer,
  unverifiedWholesaler,
  verifiedWholesaler,
} from './workspace-fixtures.js';

const ctx = useTestApp();
const inventoryUrl = '/api/inventory/';
const createUrl = '/api/inventory/create/';
const editUrl = (id: number) => `/api/inventory/${id}/edit/`;
const deleteUrl = (id: number) => `/api/inventory/${id}/delete/`;

let seller: Account;
let otherSeller: Account;
let buyer: Account;
let waiting: Account;
let fabrics: { id: number; name: string };
let kitchen: { id: number; name: string };
let cottonCo: { id: number; name: string };
let steelWorks: { id: number; name: string };
let picture: string;

beforeAll(async () => {
  const db = ctx.database.db;
  // The catalogue remembers categories and brands for a minute: they exist before the first request.
  fabrics = await insertCategory(db, 'Fabrics');
  kitchen = await insertCategory(db, 'Kitchen');
  cottonCo = await insertBrand(db, 'Cotton Co');
  steelWorks = await insertBrand(db, 'Steel Works');
  seller = await verifiedWholesaler(ctx, { companyName: 'Mehta Distributors' });
  otherSeller = await verifiedWholesaler(ctx, { companyName: 'Rival Traders' });
  buyer = await retailer(ctx, 'Nair Provisions');
  waiting = await unverifiedWholesaler(ctx);
  picture = base64(await jpegPicture());
});

/** The add-product form as the web application sends it. */
function productForm(overrides: Record<string, unknown> = {}): CreateProductRequest {
  return {
    name: 'Handloom cotton saree',
    description: '<p>Soft <strong>handloom</strong> cotton.</p>',
    category: fabrics.id,
    brand: cottonCo.id,
    product_type: 'clothing',
    price: 1499.5,
    stock: 25,
    specifications: '<ul><li>Length: 6.3 m</li></ul>',
    sku: `SAREE-${Math.random().toString(36).slice(2, 10)}`,
    images: [],
    ...overrides,
  } as CreateProductRequest;
}

async function createProduct(account: Account, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: createUrl,
    headers: account.auth,
    payload: productForm(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Product;
}

const publicProduct = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
const inventoryOf = async (account: Account) => {
  const response = await ctx.app.inject({ method: 'GET', url: inventoryUrl, headers: account.auth });
  expect(response.statusCode).toBe(200);
  return response.json() as InventoryResponse;
};

describe('GET /api/inventory/', () => {
  it('lists only the wholesaler’s own listed products, with categoires, brands, total sales and the low-stock count', async () => {
    const db = ctx.database.db;
    const wholesaler = await verifiedWholesaler(ctx);
    const ten = await insertProduct(db, { wholesalerId: wholesaler.id, name: 'Ten left', stock: 10, sales: 5 });
    const eleven = await insertProduct(db, { wholesalerId: wholesaler.id, name: 'Eleven left', stock: 11, sales: 7 });
    const none = await insertProduct(db, { wholesalerId: wholesaler.id, name: 'Sold out', stock: 0, sales: 0 });
    await insertProduct(db, { wholesalerId: wholesaler.id, name: 'Archived', stock: 1, sales: 100, archived: true });
    await insertProduct(db, { wholesalerId: otherSeller.id, name: 'Not mine', stock: 2, sales: 50 });

    const response = await ctx.app.inject({ method: 'GET', url: inventoryUrl, headers: wholesaler.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as InventoryResponse;
    // Newest first.
    expect(body.products.map((product) => product.id)).toEqual([none.id, eleven.id, ten.id]);
    expect(body.products.every((product) => product.wholesaler.id === wholesaler.id && !product.archived)).toBe(true);
    expect(body.categoires).toEqual([
      { id: fabrics.id, name: 'Fabrics', icon: null, hsn_code: '392690', gst_rate: 18, regulation: 'none' },
      { id: kitchen.id, name: 'Kitchen', icon: null, hsn_code: '392690', gst_rate: 18, regulation: 'none' },
    ]);
    expect(body.brands).toEqual([
      { id: cottonCo.id, name: 'Cotton Co', icon: null },
      { id: steelWorks.id, name: 'Steel Works', icon: null },
    ]);
    // Total sales and the low-stock count are over the products listed: stock 10 and 0 are low, 11 is not.
    expect(body.total_sales).toBe(12);
    expect(body.low_stock_count).toBe(2);
  });

  it('is empty for a wholesaler with no products', async () => {
    const newcomer = await verifiedWholesaler(ctx);
    const body = await inventoryOf(newcomer);
    expect(body).toMatchObject({ products: [], total_sales: 0, low_stock_count: 0 });
    expect(body.categoires).toHaveLength(2);
  });
});

describe('POST /api/inventory/create/', () => {
  it('creates a product from the add-product form and returns it with prices in rupees', async () => {
    const form = productForm({ images: [{ image: picture, is_main: false }] });
    const response = await ctx.app.inject({ method: 'POST', url: createUrl, headers: seller.auth, payload: form });
    expect(response.statusCode).toBe(201);
    const created = response.json() as Product;
    expect(created).toMatchObject({
      name: 'Handloom cotton saree',
      price: 1499.5,
      stock: 25,
      quantity: 25,
      sales: 0,
      description: '<p>Soft <strong>handloom</strong> cotton.</p>',
      specifications: '<ul><li>Length: 6.3 m</li></ul>',
      category: { id: fabrics.id, name: 'Fabrics' },
      brand: { id: cottonCo.id, name: 'Cotton Co', icon: null },
      sku: form.sku,
      product_type: 'clothing',
      wholesaler: { id: seller.id, company_name: 'Mehta Distributors', verified: true },
      archived: false,
    });
    expect(created.images).toHaveLength(1);
    expect(created.images[0]?.is_main).toBe(true);

    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ wholesalerId: seller.id, pricePaise: 149_950, stock: 25 });

    const listed = await inventoryOf(seller);
    expect(listed.products.map((product) => product.id)).toContain(created.id);
    const shown = await publicProduct(created.id);
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { products: Product }).products).toMatchObject({ id: created.id, price: 1499.5 });
  });

  it('takes the price as text with two decimals, and the stock defaults to 1', async () => {
    const { stock: _stock, ...withoutStock } = productForm({ price: '199.99' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: withoutStock,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 199.99, stock: 1 });
  });

  it('needs only a name and a price: no category, brand, SKU or pictures, product type other', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: { name: 'Steel tumbler', price: 45 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Steel tumbler',
      price: 45,
      stock: 1,
      category: null,
      brand: null,
      sku: null,
      product_type: 'other',
      description: '',
      images: [],
    });
  });

  it('cleans the description and specifications when storing them: scripts, event handlers and javascript: links go, formatting stays', async () => {
    const dirty =
      '<p>Fine <strong>cotton</strong></p><ul><li>soft</li></ul>' +
      '<script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
      '<p onclick="steal()">kept text</p>';
    const created = await createProduct(seller, { description: dirty, specifications: dirty });
    for (const html of [created.description, created.specifications]) {
      expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|javascript:/i);
      expect(html).toContain('<strong>cotton</strong>');
      expect(html).toContain('<ul><li>soft</li></ul>');
      expect(html).toContain('kept text');
    }
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.description).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(row?.specifications).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(row?.description).toContain('<strong>cotton</strong>');
    // Marked as cleaned under today's rules, so that reads send it as stored.
    expect(row?.richTextRules).toBe(RICH_TEXT_RULES_VERSION);
  });

  it.each([
    ['the name is missing', { name: undefined }, 'name', 'Name is required'],
    ['the name is blank', { name: '   ' }, 'name', 'Name is required'],
    ['the price is missing', { price: undefined }, 'price', 'Price is required'],
    ['the price is 0', { price: 0 }, 'price', 'Price must be greater than 0'],
    ['the price is negative', { price: -10 }, 'price', 'Price must be greater than 0'],
    ['the price has 3 decimals', { price: 10.005 }, 'price', 'Price can have at most 2 decimals'],
    ['the stock is negative', { stock: -1 }, 'stock', 'Stock must be a whole number of 0 or more'],
    ['the stock is fractional', { stock: 2.5 }, 'stock', 'Stock must be a whole number of 0 or more'],
    [
      'the product type is unknown',
      { product_type: 'weapons' },
      'product_type',
      'Product type must be one of medicine, mobile, home_appliance, clothing, electronics, furniture, toys, other',
    ],
  ])('refuses the product when %s, naming the field', async (_case, overrides, field, message) => {
    const before = await productCount(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: productForm(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
    expect((response.json() as { detail: string }).detail).toContain(message);
    expect(await productCount(ctx.database.db)).toBe(before);
  });

  it.each([
    ['category', 'Choose one of the listed categories.'],
    ['brand', 'Choose one of the listed brands.'],
  ])('refuses an unknown %s', async (field, message) => {
    const before = await productCount(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: productForm({ [field]: 999_999 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
    expect(await productCount(ctx.database.db)).toBe(before);
  });

  it('refuses a SKU the wholesaler already uses, while another wholesaler may use it', async () => {
    await createProduct(seller, { sku: 'TUMBLER-250' });
    const before = await productCount(ctx.database.db);
    const again = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: productForm({ sku: '  TUMBLER-250 ' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'validation', sku: ['You already have a product with this SKU.'] });
    expect(await productCount(ctx.database.db)).toBe(before);

    const elsewhere = await createProduct(otherSeller, { sku: 'TUMBLER-250' });
    expect(elsewhere).toMatchObject({ sku: 'TUMBLER-250', wholesaler: { id: otherSeller.id } });
  });

  it('several products may go without a SKU', async () => {
    const first = await createProduct(seller, { sku: '' });
    const second = await createProduct(seller, { sku: undefined });
    expect([first.sku, second.sku]).toEqual([null, null]);
  });

  it('the SKU of a deleted product can be used again', async () => {
    const old = await createProduct(seller, { sku: 'KADAI-12' });
    await insertOrder(ctx.database.db, {
      retailerId: buyer.id,
      wholesalerId: seller.id,
      status: 'delivered',
      createdAt: new Date(),
      subtotalPaise: 149_950,
      lines: [{ productId: old.id, productName: old.name, quantity: 1, pricePaise: 149_950 }],
    });
    const removed = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(old.id), headers: seller.auth });
    expect(removed.json()).toMatchObject({ archived: true });
    // The archived product is gone from the inventory; nothing there holds the SKU any more.
    const response = await ctx.app.inject({
      method: 'POST',
      url: createUrl,
      headers: seller.auth,
      payload: productForm({ sku: 'KADAI-12' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /api/inventory/{id}/edit/', () => {
  it('changes only the fields sent; the public catalogue shows the new price and stock', async () => {
    const created = await createProduct(seller, { images: [{ image: picture, is_main: true }] });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(created.id),
      headers: seller.auth,
      payload: { stock: 3, price: 1299 },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json() as Product;
    expect(edited).toMatchObject({ id: created.id, stock: 3, quantity: 3, price: 1299 });
    expect({ ...edited, stock: created.stock, quantity: created.quantity, price: created.price }).toEqual(created);

    const shown = await publicProduct(created.id);
    expect((shown.json() as { products: Product }).products).toMatchObject({ price: 1299, stock: 3 });
    const listed = await inventoryOf(seller);
    expect(listed.products.find((product) => product.id === created.id)).toMatchObject({ price: 1299, stock: 3 });
  });

  it('editing only the price keeps the stock, description, specifications and product type', async () => {
    const created = await createProduct(seller, { stock: 40 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(created.id),
      headers: seller.auth,
      payload: { price: 999 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      price: 999,
      stock: 40,
      description: created.description,
      specifications: created.specifications,
      product_type: 'clothing',
    });
  });

  it('changes name, category, brand, type and description, cleaning the description', async () => {
    const created = await createProduct(seller);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(created.id),
      headers: seller.auth,
      payload: {
        name: 'Steel kadai',
        category: kitchen.id,
        brand: steelWorks.id,
        product_type: 'home_appliance',
        description: '<p><em>Heavy</em> base</p><script>alert(1)</script>',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Steel kadai',
      category: { id: kitchen.id, name: 'Kitchen' },
      brand: { id: steelWorks.id, name: 'Steel Works' },
      product_type: 'home_appliance',
      description: '<p><em>Heavy</em> base</p>',
    });
  });

  it('keeps text written elsewhere marked for cleaning on read until both texts are written through the API', async () => {
    const created = await createProduct(seller);
    const { db } = ctx.database;
    await db
      .update(products)
      .set({ specifications: '<p>x</p><script>y()</script>', richTextRules: 0 })
      .where(eq(products.id, created.id));
    const rulesOf = async () =>
      (await db.select({ rules: products.richTextRules }).from(products).where(eq(products.id, created.id)))[0]?.rules;
    const edit = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: editUrl(created.id), headers: seller.auth, payload });

    const descriptionOnly = await edit({ description: '<p>new</p>' });
    expect(descriptionOnly.statusCode).toBe(200);
    expect(descriptionOnly.json()).toMatchObject({ description: '<p>new</p>', specifications: '<p>x</p>' });
    expect(await rulesOf()).toBe(0);

    expect((await edit({ description: '<p>new</p>', specifications: '<p>spec</p>' })).statusCode).toBe(200);
    expect(await rulesOf()).toBe(RICH_TEXT_RULES_VERSION);
  });

  it.each([
    [{ price: 0 }, 'price', 'Price must be greater than 0'],
    [{ price: 5.555 }, 'price', 'Price can have at most 2 decimals'],
    [{ stock: -1 }, 'stock', 'Stock must be a whole number of 0 or more'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ category: 999_999 }, 'category', 'Choose one of the listed categories.'],
    [{ brand: 999_999 }, 'brand', 'Choose one of the listed brands.'],
  ])('refuses %o and leaves the product as it was', async (payload, field, message) => {
    const created = await createProduct(seller);
    const response = await ctx.app.inject({ method: 'PUT', url: editUrl(created.id), headers: seller.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
    const shown = await publicProduct(created.id);
    expect((shown.json() as { products: Product }).products).toEqual(created);
  });

  it('refuses a SKU another of the wholesaler’s products has', async () => {
    await createProduct(seller, { sku: 'LOTA-1' });
    const created = await createProduct(seller, { sku: 'LOTA-2' });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(created.id),
      headers: seller.auth,
      payload: { sku: 'LOTA-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ sku: ['You already have a product with this SKU.'] });
  });

  it('answers 404 for an unknown product, an archived one and another wholesaler’s, changing nothing', async () => {
    const theirs = await createProduct(otherSeller);
    const archived = await insertProduct(ctx.database.db, { wholesalerId: seller.id, name: 'Old', archived: true });
    for (const id of [theirs.id, archived.id, 2_000_000]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: editUrl(id),
        headers: seller.auth,
        payload: { stock: 0, price: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const shown = await publicProduct(theirs.id);
    expect((shown.json() as { products: Product }).products).toEqual(theirs);
  });
});

describe('DELETE /api/inventory/{id}/delete/', () => {
  it('erases a product that was never ordered', async () => {
    const created = await createProduct(seller);
    const response = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(created.id), headers: seller.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: created.id, deleted: true, archived: false, detail: 'Product deleted' });
    expect((await publicProduct(created.id)).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(products).where(eq(products.id, created.id));
    expect(rows).toEqual([]);
    const again = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(created.id), headers: seller.auth });
    expect(again.statusCode).toBe(404);
  });

  it('archives an ordered product: gone from the inventory and the catalog, still named in the buyer’s order', async () => {
    const created = await createProduct(seller, { name: 'Brass diya set', price: 350 });
    const order = await insertOrder(ctx.database.db, {
      retailerId: buyer.id,
      wholesalerId: seller.id,
      status: 'delivered',
      createdAt: new Date(),
      subtotalPaise: 70_000,
      lines: [{ productId: created.id, productName: 'Brass diya set', quantity: 2, pricePaise: 35_000 }],
    });

    const response = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(created.id), headers: seller.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: created.id, deleted: false, archived: true, detail: 'Product deleted' });

    const listed = await inventoryOf(seller);
    expect(listed.products.map((product) => product.id)).not.toContain(created.id);
    expect((await publicProduct(created.id)).statusCode).toBe(404);
    const catalog = await ctx.app.inject({ method: 'GET', url: '/api/products?q=diya' });
    expect((catalog.json() as { products: Product[] }).products.map((product) => product.id)).not.toContain(created.id);

    const details = await ctx.app.inject({ method: 'GET', url: `/api/order_details/${order.id}`, headers: buyer.auth });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      order_items: [{ quantity: 2, price_per_item: 350, product: { id: created.id, name: 'Brass diya set' } }],
    });
    const history = await ctx.app.inject({ method: 'GET', url: '/api/orders/retailer/', headers: buyer.auth });
    expect(history.body).toContain('Brass diya set');
    const sellerView = await ctx.app.inject({
      method: 'GET',
      url: `/api/order_details/${order.id}`,
      headers: seller.auth,
    });
    expect(sellerView.json()).toMatchObject({ order_items: [{ product: { name: 'Brass diya set' } }] });

    const editArchived = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(created.id),
      headers: seller.auth,
      payload: { stock: 5 },
    });
    expect(editArchived.statusCode).toBe(404);
    const deleteAgain = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(created.id), headers: seller.auth });
    expect(deleteAgain.statusCode).toBe(404);
  });

  it('answers 404 for another wholesaler’s product and leaves it listed', async () => {
    const theirs = await createProduct(otherSeller);
    const response = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(theirs.id), headers: seller.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect((await publicProduct(theirs.id)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/inventory/abc/delete/',
      headers: seller.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who may use the inventory', () => {
  let target: Product;
  beforeAll(async () => {
    target = await createProduct(seller, { name: 'Guarded product' });
  });

  const endpoints = () => [
    { name: 'list', method: 'GET' as const, url: inventoryUrl, payload: undefined },
    { name: 'create', method: 'POST' as const, url: createUrl, payload: productForm({ name: 'Intruder product' }) },
    { name: 'edit', method: 'PUT' as const, url: editUrl(target.id), payload: { stock: 0, price: 1 } },
    { name: 'delete', method: 'DELETE' as const, url: deleteUrl(target.id), payload: undefined },
  ];
  type Endpoint = ReturnType<typeof endpoints>[number];
  const call = ({ method, url, payload }: Endpoint, headers?: Account['auth']) =>
    ctx.app.inject({ method, url, payload, headers });

  async function expectUntouched() {
    const shown = await publicProduct(target.id);
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { products: Product }).products).toEqual(target);
    const intruders = await ctx.database.db.select().from(products).where(eq(products.name, 'Intruder product'));
    expect(intruders).toEqual([]);
  }

  it('a visitor gets 401 on every endpoint', async () => {
    for (const endpoint of endpoints()) {
      const response = await call(endpoint);
      expect(response.statusCode, endpoint.name).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    }
    await expectUntouched();
  });

  it('a retailer gets 403 on every endpoint', async () => {
    for (const endpoint of endpoints()) {
      const response = await call(endpoint, buyer.auth);
      expect(response.statusCode, endpoint.name).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    await expectUntouched();
  });

  it('an unverified wholesaler gets 403 not_verified on every endpoint', async () => {
    for (const endpoint of endpoints()) {
      const response = await call(endpoint, waiting.auth);
      expect(response.statusCode, endpoint.name).toBe(403);
      expect(response.json()).toMatchObject({ code: 'not_verified' });
    }
    await expectUntouched();
  });

  it('another wholesaler does not see the product and gets 404 on editing or deleting it', async () => {
    const theirs = await inventoryOf(otherSeller);
    expect(theirs.products.map((product) => product.id)).not.toContain(target.id);
    for (const endpoint of endpoints().filter((endpoint) => endpoint.name === 'edit' || endpoint.name === 'delete')) {
      const response = await call(endpoint, otherSeller.auth);
      expect(response.statusCode, endpoint.name).toBe(404);
    }
    await expectUntouched();
  });
});
