import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { payments } from '../src/db/schema.js';
import { type Account, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import {
  checkout,
  checkoutSignature,
  deliverSignedWebhook,
  insertProduct,
  orderPayload,
  orderStatuses,
  paymentEvent,
  postOrder,
  productRow,
  verifyPayment,
  useOrderTestApp,
} from './order-fixtures.js';
import { FAKE_RAZORPAY_CREDENTIALS, useFakeRazorpay } from './tax-and-refund-fixtures.js';

const {
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
} = FAKE_RAZORPAY_CREDENTIALS;

describe('with the real Razorpay provider (against a local fake of its Orders API)', () => {
  const { fake, env } = useFakeRazorpay();
  const ctx = useOrderTestApp({}, env);
  let retailer: Account;
  let wholesaler: Account;

  beforeAll(async () => {
    retailer = await signUpRetailer(ctx.app);
    wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
  });

  beforeEach(() => fake.reset());

  const countPayments = async () => (await ctx.database.db.select({ total: count() }).from(payments))[0]?.total ?? 0;

  it('is configured from the environment', () => {
    expect(ctx.config.payments).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
  });

  it('order creation calls Razorpay once with the amount in paise and answers with its order id and our key', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 33.33, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 3 }]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toEqual({
      authorized: true,
      body: { amount: 10299, currency: 'INR', receipt: expect.any(String) },
    });
    expect(created).toEqual({
      razorpay_key: KEY_ID,
      razorpay_order_id: 'order_FAKE' + String(fake.state.counter).padStart(10, '0'),
      amount: 10299,
      currency: 'INR',
      order_ids: [expect.any(Number)],
    });
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(7);
  });

  it('each checkout sends its own receipt of at most 40 characters', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 10 });
    const other = await signUpRetailer(ctx.app);
    await checkout(ctx.app, retailer, [{ product, quantity: 1 }]);
    await checkout(ctx.app, other, [{ product, quantity: 1 }]);
    await checkout(ctx.app, retailer, [{ product, quantity: 1 }]);
    const receipts = fake.calls.map((call) => call.body.receipt as string);
    expect(receipts).toHaveLength(3);
    expect(new Set(receipts).size).toBe(3);
    for (const receipt of receipts) expect(receipt.length).toBeLessThanOrEqual(40);
  });

  it('a payment signed with the key secret is verified and confirms the order', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 2 }]);
    const paymentId = 'pay_FAKEPayment001';
    const response = await verifyPayment(ctx.app, retailer, {
      razorpay_order_id: created.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, created.razorpay_order_id, paymentId),
    });
    expect(response.statusCode).toBe(200);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await productRow(ctx.database.db, product.id)).sales).toBe(2);
  });

  it('a signature made with another secret is refused', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 1 }]);
    const response = await verifyPayment(ctx.app, retailer, {
      razorpay_order_id: created.razorpay_order_id,
      razorpay_payment_id: 'pay_FAKEPayment002',
      razorpay_signature: checkoutSignature('rzp_sandbox_secret', created.razorpay_order_id, 'pay_FAKEPayment002'),
    });
    expect(response.statusCode).toBe(400);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
  });

  it('webhooks are checked with the configured webhook secret', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 1 }]);
    const response = await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', 'pay_FAKEWebhook001', created.razorpay_order_id),
    );
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
  });

  it('the sandbox payment page and script are not served', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 1 }]);
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/razorpay/pay',
      payload: { razorpay_order_id: created.razorpay_order_id, outcome: 'success' },
    });
    expect(pay.statusCode).toBe(404);
    const script = await ctx.app.inject({ method: 'GET', url: '/sandbox/razorpay/checkout.js' });
    expect(script.statusCode).toBe(404);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
  });

  it('the public config names Razorpay and its checkout script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_provider: 'razorpay',
      checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
      currency: 'INR',
      platform_charge_percent: 3,
    });
  });

  it('Razorpay failing (500) refuses the checkout with a clear 4xx message and reserves no stock', async () => {
    fake.state.failWith = 500;
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 4 });
    const paymentsBefore = await countPayments();
    const response = await postOrder(ctx.app, retailer, orderPayload([{ product, quantity: 2 }]));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().detail).toMatch(/payment service/i);
    expect(fake.calls).toHaveLength(1);
    expect((await productRow(ctx.database.db, product.id)).stock).toBe(4);
    expect(await countPayments()).toBe(paymentsBefore);
  });

  it('a checkout the catalogue refuses never reaches Razorpay', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 10, stock: 4 });
    const response = await postOrder(
      ctx.app,
      retailer,
      orderPayload([{ product: { ...product, price: 9.99 }, quantity: 1 }]),
    );
    expect(response.statusCode).toBe(400);
    expect(fake.calls).toHaveLength(0);
  });
});
