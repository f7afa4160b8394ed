import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, CartResponse } from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { type Account, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { archiveProduct, createProduct, insertWholesaler } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

const item = { fan: 0, bulbs: 0, lastPiece: 0, soldOut: 0, archived: 0, toArchive: 0, repriced: 0 };
let sellerId = 0;
let wholesaler: Account;

type Headers = { authorization: string } | Record<string, never>;

const addToCart = (auth: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart/items/add/', headers: auth, payload });
const readCart = (auth: Headers) => ctx.app.inject({ method: 'GET', url: '/api/cart/', headers: auth });
const removeLine = (auth: Headers, productId: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/cart/items/${productId}/`, headers: auth });
const emptyCart = (auth: Headers) => ctx.app.inject({ method: 'DELETE', url: '/api/cart/', headers: auth });

async function cartOf(user: Account) {
  const response = await readCart(user.auth);
  expect(response.statusCode).toBe(200);
  return response.json() as CartResponse;
}

async function added(user: Account, payload: Record<string, unknown>) {
  const response = await addToCart(user.auth, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AddToCartResponse;
}

beforeAll(async () => {
  const { db } = ctx.database;
  const seller = await insertWholesaler(db, { companyName: 'Bright Electricals' });
  sellerId = seller.id;
  const add = async (
    name: string,
    price: number,
    stock: number,
    extra: Partial<Parameters<typeof createProduct>[1]> = {},
  ) => (await createProduct(db, { wholesalerId: seller.id, name, price, stock, ...extra })).id;
  item.fan = await add('Ceiling Fan', 1450, 5, {
    images: [{ path: 'products/fan-side.webp' }, { path: 'products/fan-main.webp', isMain: true }],
  });
  item.bulbs = await add('LED Bulb Pack', 199.99, 100);
  item.lastPiece = await add('Display Lamp', 850, 1);
  item.soldOut = await add('Sold Out Kettle', 600, 0);
  item.archived = await add('Archived Iron', 700, 10, { archived: true });
  item.toArchive = await add('Discontinued Heater', 2100, 10);
  item.repriced = await add('Extension Board', 300, 10);
  wholesaler = await signUpVerifiedWholesaler(ctx.app, db, { companyName: 'Buyer Blocked Ltd' });
});

describe('adding to the cart', () => {
  it('adds a product and answers with the line, its current price and stock, and the cart totals', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const body = await added(retailer, { product: item.fan, quantity: 2 });
    expect(body.item).toEqual({
      product: item.fan,
      name: 'Ceiling Fan',
      price: 1450,
      unit_price: 1450,
      stock: 5,
      quantity: 2,
      image: expect.stringMatching(/\/products\/fan-main-thumb\.webp$/),
      wholesaler: { id: sellerId, company_name: 'Bright Electricals' },
      min_order_quantity: 1,
      order_multiple: 1,
      max_order_quantity: null,
      pack_label: null,
      price_tiers: [],
    });
    expect(body).toMatchObject({ total_items: 2, total_unique_items: 1, subtotal: 2900 });
    expect(body.wholesalers).toEqual([
      { id: sellerId, company_name: 'Bright Electricals', subtotal: 2900, min_order_value: 0, shortfall: 0 },
    ]);
    expect(body.items).toEqual([body.item]);
  });

  it('adds one when no quantity is given', async () => {
    const retailer = await signUpRetailer(ctx.app);
    expect((await added(retailer, { product: item.bulbs })).item.quantity).toBe(1);
  });

  it('increases the quantity when the same product is added again', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 1 });
    const body = await added(retailer, { product: item.fan, quantity: 2 });
    expect(body.item.quantity).toBe(3);
    expect(body).toMatchObject({ total_items: 3, total_unique_items: 1, subtotal: 4350 });
  });

  it("replaces the quantity in 'set' mode", async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 4 });
    const body = await added(retailer, { product: item.fan, quantity: 1, mode: 'set' });
    expect(body.item.quantity).toBe(1);
    expect((await cartOf(retailer)).items[0]?.quantity).toBe(1);
  });

  it('adds up several lines, in rupees to the paisa', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 2 });
    const body = await added(retailer, { product: item.bulbs, quantity: 3 });
    expect(body).toMatchObject({ total_items: 5, total_unique_items: 2, subtotal: 3499.97 });
    expect(body.item).toMatchObject({ name: 'LED Bulb Pack', price: 199.99, quantity: 3, image: null });
  });

  it('allows exactly the stock', async () => {
    const retailer = await signUpRetailer(ctx.app);
    expect((await added(retailer, { product: item.fan, quantity: 5 })).item.quantity).toBe(5);
    expect((await added(retailer, { product: item.lastPiece, quantity: 1 })).item.quantity).toBe(1);
  });
});

describe('the stock check', () => {
  it('refuses more than the stock in one go, naming the stock, and leaves the cart alone', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await addToCart(retailer.auth, { product: item.fan, quantity: 6 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: expect.stringContaining('5') });
    expect((await cartOf(retailer)).items).toEqual([]);
  });

  it('refuses an addition that takes the cart past the stock, and keeps the quantity it had', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 4 });
    const response = await addToCart(retailer.auth, { product: item.fan, quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: expect.stringContaining('5') });
    const cart = await cartOf(retailer);
    expect(cart.items.map((line) => [line.product, line.quantity])).toEqual([[item.fan, 4]]);
    expect(cart.subtotal).toBe(5800);
  });

  it("refuses to 'set' a quantity above the stock", async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 2 });
    const response = await addToCart(retailer.auth, { product: item.fan, quantity: 6, mode: 'set' });
    expect(response.statusCode).toBe(409);
    expect((await cartOf(retailer)).items[0]?.quantity).toBe(2);
  });

  it('refuses a product that is sold out, saying so', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await addToCart(retailer.auth, { product: item.soldOut, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: expect.stringMatching(/out of stock/i) });
  });

  it('refuses a second unit of the last piece', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.lastPiece, quantity: 1 });
    const response = await addToCart(retailer.auth, { product: item.lastPiece, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: expect.stringContaining('1') });
  });
});

describe('products that cannot be added', () => {
  it('answers an unknown product with 404', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await addToCart(retailer.auth, { product: 987654, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
  });

  it('answers an archived product with 404', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await addToCart(retailer.auth, { product: item.archived, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect((await cartOf(retailer)).items).toEqual([]);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['a negative quantity', { quantity: -2 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a quantity that is not a number', { quantity: 'two' }, 'quantity'],
    ['no product', { product: undefined }, 'product'],
    ['a product that is not an id', { product: 'fan' }, 'product'],
    ['an unknown mode', { mode: 'replace' }, 'mode'],
  ])('rejects %s with 400 and a message on the field', async (_label, change, field) => {
    const retailer = await signUpRetailer(ctx.app);
    const payload: Record<string, unknown> = { product: item.fan, quantity: 1, ...change };
    const response = await addToCart(retailer.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [expect.any(String)] });
    expect((await cartOf(retailer)).items).toEqual([]);
  });
});

describe('who may use a cart', () => {
  it('asks a visitor to log in', async () => {
    expect((await addToCart({}, { product: item.fan, quantity: 1 })).statusCode).toBe(401);
    expect((await readCart({})).statusCode).toBe(401);
    expect((await removeLine({}, item.fan)).statusCode).toBe(401);
    expect((await emptyCart({})).statusCode).toBe(401);
  });

  it('rejects a bad token with token_not_valid', async () => {
    const response = await readCart({ authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('keeps wholesalers out of the cart', async () => {
    const add = await addToCart(wholesaler.auth, { product: item.fan, quantity: 1 });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ code: 'forbidden' });
    expect((await readCart(wholesaler.auth)).statusCode).toBe(403);
    expect((await removeLine(wholesaler.auth, item.fan)).statusCode).toBe(403);
    expect((await emptyCart(wholesaler.auth)).statusCode).toBe(403);
  });

  it("never shows or changes one retailer's cart for another", async () => {
    const priya = await signUpRetailer(ctx.app);
    const arun = await signUpRetailer(ctx.app, { firstName: 'Arun' });
    await added(priya, { product: item.fan, quantity: 2 });
    expect(await cartOf(arun)).toEqual({
      items: [],
      total_items: 0,
      total_unique_items: 0,
      subtotal: 0,
      wholesalers: [],
    });
    await added(arun, { product: item.fan, quantity: 3 });
    expect((await removeLine(arun.auth, item.fan)).statusCode).toBe(200);
    expect((await emptyCart(arun.auth)).statusCode).toBe(200);
    expect((await cartOf(priya)).items.map((line) => [line.product, line.quantity])).toEqual([[item.fan, 2]]);
  });
});

describe('reading and clearing the cart', () => {
  it('reads back the lines in the order they were added', async () => {
    const retailer = await signUpRetailer(ctx.app);
    expect(await cartOf(retailer)).toEqual({
      items: [],
      total_items: 0,
      total_unique_items: 0,
      subtotal: 0,
      wholesalers: [],
    });
    await added(retailer, { product: item.bulbs, quantity: 2 });
    await added(retailer, { product: item.fan, quantity: 1 });
    const cart = await cartOf(retailer);
    expect(cart.items.map((line) => [line.name, line.quantity, line.price, line.stock])).toEqual([
      ['LED Bulb Pack', 2, 199.99, 100],
      ['Ceiling Fan', 1, 1450, 5],
    ]);
    expect(cart).toMatchObject({ total_items: 3, total_unique_items: 2, subtotal: 1849.98 });
  });

  it('keeps a line in its place when its quantity changes', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 1 });
    await added(retailer, { product: item.bulbs, quantity: 1 });
    await added(retailer, { product: item.fan, quantity: 2, mode: 'set' });
    await added(retailer, { product: item.fan, quantity: 1 });
    const cart = await cartOf(retailer);
    expect(cart.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Ceiling Fan', 3],
      ['LED Bulb Pack', 1],
    ]);
  });

  it("shows the product's current price after the wholesaler changes it", async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.repriced, quantity: 2 });
    await ctx.database.db.update(products).set({ pricePaise: 27550 }).where(eq(products.id, item.repriced));
    const cart = await cartOf(retailer);
    expect(cart.items[0]).toMatchObject({ price: 275.5, quantity: 2 });
    expect(cart.subtotal).toBe(551);
  });

  it('drops a product from the cart once it is archived', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.toArchive, quantity: 1 });
    await added(retailer, { product: item.bulbs, quantity: 1 });
    await archiveProduct(ctx.database.db, item.toArchive);
    const cart = await cartOf(retailer);
    expect(cart.items.map((line) => line.name)).toEqual(['LED Bulb Pack']);
    expect(cart).toMatchObject({ total_items: 1, total_unique_items: 1, subtotal: 199.99 });
  });

  it('removes one line and keeps the others', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 1 });
    await added(retailer, { product: item.bulbs, quantity: 4 });
    const response = await removeLine(retailer.auth, item.fan);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CartResponse;
    expect(body.items.map((line) => line.product)).toEqual([item.bulbs]);
    expect(body).toMatchObject({ total_items: 4, total_unique_items: 1 });
    expect(await cartOf(retailer)).toEqual(body);
  });

  it('treats removing a product that is not in the cart as done', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.bulbs, quantity: 1 });
    const response = await removeLine(retailer.auth, item.fan);
    expect(response.statusCode).toBe(200);
    expect((response.json() as CartResponse).items).toHaveLength(1);
  });

  it('rejects removing a product id that is not a number', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await removeLine(retailer.auth, 'fan');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });

  it('empties the whole cart', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await added(retailer, { product: item.fan, quantity: 1 });
    await added(retailer, { product: item.bulbs, quantity: 1 });
    const response = await emptyCart(retailer.auth);
    expect(response.statusCode).toBe(200);
    const empty = { items: [], total_items: 0, total_unique_items: 0, subtotal: 0, wholesalers: [] };
    expect(response.json()).toEqual(empty);
    expect(await cartOf(retailer)).toEqual(empty);
  });
});
