import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { orderTotalsPaise } from '@marketplace/contract';
import { payments } from '../src/db/schema.js';
import { signUpVerifiedWholesaler } from './accounts-fixtures.js';
import {
  checkout,
  insertProduct,
  orderPayload,
  orderRows,
  paymentRow,
  postOrder,
  productRow,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('creating an order', () => {
  const { ctx, accounts } = useOrderMarketplace();

  const countPayments = async () => (await ctx.database.db.select({ total: count() }).from(payments))[0]?.total ?? 0;

  it('answers 201 with the key, a provider order id and the amount in paise: subtotal plus 3 %', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 250,
      stock: 10,
    });
    const response = await postOrder(ctx.app, accounts.retailer, orderPayload([{ product, quantity: 4 }]));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Rs. 1,000.00 + Rs. 30.00
    expect(body).toEqual({
      razorpay_key: ctx.config.payments.keyId,
      razorpay_order_id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 103000,
      currency: 'INR',
      order_ids: [expect.any(Number)],
    });
    const payment = await paymentRow(ctx.database.db, body.razorpay_order_id);
    expect(payment).toMatchObject({
      amountPaise: 103000,
      status: 'created',
      retailerId: accounts.retailer.id,
      currency: 'INR',
    });
    const [order] = await orderRows(ctx.database.db, body.order_ids);
    expect(order).toMatchObject({
      status: 'pending',
      retailerId: accounts.retailer.id,
      wholesalerId: accounts.wholesaler.id,
      subtotalPaise: 100000,
      chargePaise: 3000,
      totalPaise: 103000,
      name: 'Priya Nair',
      portalCode: '682031',
      orderNotes: 'Deliver before noon',
    });
  });

  it.each([
    { label: '3 x Rs. 33.33', price: 33.33, quantity: 3, subtotal: 9999, charge: 300 },
    // Issue 53, finding 8: a payment below Rs. 1.00 is refused, so the half-paisa cases are priced above it.
    { label: '1 x Rs. 50.50 (151.5 paise rounds up)', price: 50.5, quantity: 1, subtotal: 5050, charge: 152 },
    { label: '1 x Rs. 49.49 (148.47 paise rounds down)', price: 49.49, quantity: 1, subtotal: 4949, charge: 148 },
    { label: '7 x Rs. 14.29', price: 14.29, quantity: 7, subtotal: 10003, charge: 300 },
    { label: '1 x Rs. 16.50 (49.5 paise rounds up)', price: 16.5, quantity: 1, subtotal: 1650, charge: 50 },
    { label: '3 x Rs. 1,23,456.78', price: 123456.78, quantity: 3, subtotal: 37037034, charge: 1111111 },
  ])('charges 3 % to the paisa, rounded half up: $label', async ({ price, quantity, subtotal, charge }) => {
    expect(orderTotalsPaise([{ price, quantity }])).toEqual({ subtotal, charge, total: subtotal + charge });
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price, stock: 10 });
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity }]);
    expect(created.amount).toBe(subtotal + charge);
    const [order] = await orderRows(ctx.database.db, created.order_ids);
    expect(order).toMatchObject({ subtotalPaise: subtotal, chargePaise: charge, totalPaise: subtotal + charge });
  });

  it('splits a cart from two wholesalers into two orders under one payment, each with its share of the charge', async () => {
    const saree = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 33.33,
      stock: 10,
    });
    const dhoti = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 10, stock: 10 });
    const kettle = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.otherWholesaler.id,
      price: 66.67,
      stock: 10,
    });
    const created = await checkout(ctx.app, accounts.retailer, [
      { product: saree, quantity: 1 },
      { product: kettle, quantity: 1 },
      { product: dhoti, quantity: 2 },
    ]);
    // Subtotals 5333 + 6667 = 12000 paise; charge 360 split 159.99 / 200.01 -> 160 / 200.
    expect(created.amount).toBe(12360);
    expect(created.order_ids).toHaveLength(2);
    const rows = await orderRows(ctx.database.db, created.order_ids);
    const bySeller = new Map(rows.map((row) => [row.wholesalerId, row]));
    expect(bySeller.get(accounts.wholesaler.id)).toMatchObject({
      subtotalPaise: 5333,
      chargePaise: 160,
      totalPaise: 5493,
    });
    expect(bySeller.get(accounts.otherWholesaler.id)).toMatchObject({
      subtotalPaise: 6667,
      chargePaise: 200,
      totalPaise: 6867,
    });
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.totalPaise, 0)).toBe(created.amount);
    expect(rows.reduce((sum, row) => sum + row.chargePaise, 0)).toBe(360);
    const payment = await paymentRow(ctx.database.db, created.razorpay_order_id);
    expect(payment.amountPaise).toBe(created.amount);
  });

  it('gives the leftover paisa of a three-way split to one order so the shares still add up', async () => {
    const third = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Third Traders' });
    const lines = await Promise.all(
      [accounts.wholesaler, accounts.otherWholesaler, third].map(async (seller) => ({
        product: await insertProduct(ctx.database.db, { wholesalerId: seller.id, price: 11.11, stock: 10 }),
        quantity: 1,
      })),
    );
    const created = await checkout(ctx.app, accounts.retailer, lines);
    // 3333 paise subtotal, charge 99.99 -> 100 paise: 33 + 33 + 34.
    expect(created.amount).toBe(3433);
    const rows = await orderRows(ctx.database.db, created.order_ids);
    expect(rows.map((row) => row.chargePaise).sort()).toEqual([33, 33, 34]);
    expect(rows.reduce((sum, row) => sum + row.totalPaise, 0)).toBe(3433);
  });

  it('counts the same product listed twice as one line with the summed quantity', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 20,
      stock: 10,
    });
    const created = await checkout(ctx.app, accounts.retailer, [
      { product, quantity: 2 },
      { product, quantity: 3 },
    ]);
    expect(created.amount).toBe(10300);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(5);
  });

  it('reserves the stock when the order is created', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 99, stock: 7 });
    await checkout(ctx.app, accounts.retailer, [{ product, quantity: 3 }]);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(4);
    await checkout(ctx.app, accounts.retailer, [{ product, quantity: 4 }]);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(0);
  });

  it('refuses a tampered price, naming the product and its real price, and reserves nothing', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Cotton saree',
      price: 1234.5,
      stock: 5,
    });
    const paymentsBefore = await countPayments();
    const payload = orderPayload([{ product: { ...product, price: 1 }, quantity: 1 }]);
    const response = await postOrder(ctx.app, accounts.retailer, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.detail).toContain('Cotton saree');
    expect(body.detail).toContain('Rs. 1,234.50');
    expect(body.order_items).toEqual([body.detail]);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(5);
    expect(await countPayments()).toBe(paymentsBefore);
  });

  it.each([0.01, -0.01])('refuses a total off by %s rupees on the field total_price', async (delta) => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 33.33,
      stock: 5,
    });
    const payload = orderPayload([{ product, quantity: 3 }]);
    expect(payload.total_price).toBe(102.99);
    const response = await postOrder(ctx.app, accounts.retailer, {
      ...payload,
      total_price: Math.round((payload.total_price + delta) * 100) / 100,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(body.total_price).toEqual([expect.stringContaining('Rs. 102.99')]);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(5);
  });

  it('refuses a total without the platform charge', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 100,
      stock: 5,
    });
    const response = await postOrder(
      ctx.app,
      accounts.retailer,
      orderPayload([{ product, quantity: 1 }], { total_price: 100 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().total_price).toBeDefined();
  });

  it('refuses an unknown product', async () => {
    const response = await postOrder(
      ctx.app,
      accounts.retailer,
      orderPayload([{ product: { id: 2_000_000_000, name: 'ghost', price: 10 }, quantity: 1 }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().order_items).toEqual([expect.stringContaining('2000000000')]);
  });

  it('refuses an archived product and reserves nothing', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 10,
      stock: 5,
      archived: true,
    });
    const response = await postOrder(ctx.app, accounts.retailer, orderPayload([{ product, quantity: 1 }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', order_items: [expect.any(String)] });
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(5);
  });

  it('refuses more than the stock with 409 out_of_stock and leaves the stock and every other line alone', async () => {
    const plenty = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 10, stock: 50 });
    const scarce = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.otherWholesaler.id,
      name: 'Steel kettle',
      price: 10,
      stock: 3,
    });
    const paymentsBefore = await countPayments();
    const response = await postOrder(
      ctx.app,
      accounts.retailer,
      orderPayload([
        { product: plenty, quantity: 5 },
        { product: scarce, quantity: 4 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: 'Only 3 of Steel kettle left in stock.' });
    expect((await productRow(ctx.database.db, plenty.id)).stock).toBe(50);
    expect((await productRow(ctx.database.db, scarce.id)).stock).toBe(3);
    expect(await countPayments()).toBe(paymentsBefore);
  });

  it('says a sold-out product is out of stock', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Brass lamp',
      stock: 0,
    });
    const response = await postOrder(ctx.app, accounts.retailer, orderPayload([{ product, quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Brass lamp is out of stock.');
  });

  describe('shipping form', () => {
    let payload: ReturnType<typeof orderPayload>;
    beforeAll(async () => {
      const product = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        price: 10,
        stock: 100,
      });
      payload = orderPayload([{ product, quantity: 1 }]);
    });

    it.each([
      { field: 'name', value: undefined, message: 'First name is required' },
      { field: 'name', value: '   ', message: 'First name is required' },
      { field: 'email', value: undefined, message: 'Email is required' },
      { field: 'email', value: 'priya-at-example', message: 'Email address is invalid' },
      { field: 'address', value: '', message: 'Address is required' },
      { field: 'city', value: undefined, message: 'City is required' },
      { field: 'state', value: '', message: 'State is required' },
      { field: 'portal_code', value: undefined, message: 'Postal code is required' },
      { field: 'portal_code', value: '12345', message: 'Postal code must be a 6-digit PIN code' },
      { field: 'portal_code', value: '012345', message: 'Postal code must be a 6-digit PIN code' },
    ])('$field = $value is refused with "$message"', async ({ field, value, message }) => {
      const response = await postOrder(ctx.app, accounts.retailer, { ...payload, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
    });

    it('names every missing field at once', async () => {
      const response = await postOrder(ctx.app, accounts.retailer, {
        order_items: payload.order_items,
        total_price: payload.total_price,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        name: ['First name is required'],
        email: ['Email is required'],
        address: ['Address is required'],
        city: ['City is required'],
        state: ['State is required'],
        portal_code: ['Postal code is required'],
      });
    });

    it('accepts an order without notes', async () => {
      const { order_notes: _notes, ...withoutNotes } = payload;
      const response = await postOrder(ctx.app, accounts.retailer, withoutNotes);
      expect(response.statusCode).toBe(201);
      const [order] = await orderRows(ctx.database.db, response.json().order_ids);
      expect(order?.orderNotes).toBe('');
    });

    it.each([
      { label: 'an empty cart', order_items: [], field: 'order_items', message: 'Your cart is empty' },
      { label: 'no cart at all', order_items: undefined, field: 'order_items', message: 'Your cart is empty' },
      {
        label: 'a quantity of 0',
        order_items: [{ product: 1, quantity: 0, price_per_item: 10 }],
        field: 'order_items.0.quantity',
        message: 'Quantity must be at least 1',
      },
      {
        label: 'a fractional quantity',
        order_items: [{ product: 1, quantity: 1.5, price_per_item: 10 }],
        field: 'order_items.0.quantity',
        message: 'Quantity must be a whole number',
      },
    ])('refuses $label', async ({ order_items, field, message }) => {
      const paymentsBefore = await countPayments();
      const response = await postOrder(ctx.app, accounts.retailer, { ...payload, order_items, total_price: 0 });
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect(await countPayments()).toBe(paymentsBefore);
    });
  });

  describe('who may order', () => {
    let payload: ReturnType<typeof orderPayload>;
    let productId: number;
    beforeAll(async () => {
      const product = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        price: 10,
        stock: 10,
      });
      productId = product.id;
      payload = orderPayload([{ product, quantity: 1 }]);
    });

    it('a wholesaler cannot create orders (403)', async () => {
      const response = await postOrder(ctx.app, accounts.otherWholesaler, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    });

    it('a visitor without a token gets 401', async () => {
      const response = await postOrder(ctx.app, null, payload);
      expect(response.statusCode).toBe(401);
    });

    it('a bad token gets 401 token_not_valid', async () => {
      const response = await postOrder(
        ctx.app,
        { id: 0, email: '', auth: { authorization: 'Bearer nonsense' } },
        payload,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_not_valid');
    });

    it('nothing was reserved by the refused requests', async () => {
      expect((await productRow(ctx.database.db, productId)).stock).toBe(10);
    });
  });
});
