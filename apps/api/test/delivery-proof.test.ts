import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type OrderDetailsResponse } from '@marketplace/contract';
import { notifications, orders } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import type { Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderDetails, patchStatus, useOrderMarketplace } from './order-fixtures.js';

const DAY_MS = 24 * 3600 * 1000;
const CLAIM_WINDOW_MS = 7 * DAY_MS;

describe('delivery you can prove', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let productId: number;

  beforeAll(async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 40,
      stock: 1000,
    });
    productId = product.id;
  });

  async function paidOrder(): Promise<number> {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: { id: productId, name: 'Delivery test product', price: 40 }, quantity: 2 },
    ]);
    return created.order_ids[0]!;
  }

  const details = async (account: Account, orderId: number): Promise<OrderDetailsResponse> => {
    const response = await orderDetails(ctx.app, account, orderId);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** A shipped order and the code its retailer sees. */
  async function shippedOrder(): Promise<{ orderId: number; code: string }> {
    const orderId = await paidOrder();
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped' })).statusCode).toBe(200);
    const code = (await details(accounts.retailer, orderId)).delivery_code;
    if (!code) throw new Error('a shipped order has a delivery code');
    return { orderId, code };
  }

  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const confirmReceipt = (account: Account, orderId: number) =>
    ctx.app.inject({ method: 'POST', url: apiPaths.orderReceived(orderId), headers: account.auth });

  const orderRow = async (orderId: number) => {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    return row!;
  };

  it('a shipped order has a 6-digit code that only its retailer sees', async () => {
    const { orderId, code } = await shippedOrder();
    expect(code).toMatch(/^\d{6}$/);
    expect(await details(accounts.wholesaler, orderId)).toMatchObject({ delivery_code: null, order_status: 'shipped' });
    expect(await details(accounts.retailer, orderId)).toMatchObject({ can_confirm_receipt: true });
    expect(await details(accounts.wholesaler, orderId)).toMatchObject({ can_confirm_receipt: false });
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.dashboard,
      headers: accounts.wholesaler.auth,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain(code);
  });

  it('the shipped notice carries the code to the retailer; the wholesaler’s notices never do', async () => {
    const { orderId, code } = await shippedOrder();
    const notices = await ctx.database.db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.orderId, orderId));
    const retailerNotices = notices.filter((notice) => notice.userId === accounts.retailer.id);
    expect(retailerNotices.some((notice) => notice.body.includes(`Your delivery code is ${code}.`))).toBe(true);
    expect(retailerNotices.some((notice) => notice.body.includes('only when you have the goods'))).toBe(true);
    const wholesalerNotices = notices.filter((notice) => notice.userId === accounts.wholesaler.id);
    expect(wholesalerNotices.length).toBeGreaterThan(0);
    for (const notice of wholesalerNotices) expect(notice.body).not.toContain(code);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.notifications,
      headers: accounts.wholesaler.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(code);
  });

  it('the right code delivers the order with proof "code"; both parties see when and how, and the claim window', async () => {
    const { orderId, code } = await shippedOrder();
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: code,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order_status: 'delivered', delivery_proof: 'code' });
    for (const reader of [accounts.retailer, accounts.wholesaler]) {
      const order = await details(reader, orderId);
      expect(order).toMatchObject({ order_status: 'delivered', delivery_proof: 'code', delivery_code: null });
      const deliveredAt = Date.parse(order.delivered_at!);
      expect(Date.parse(order.claim_window_ends_at!) - deliveredAt).toBe(CLAIM_WINDOW_MS);
      expect(order.events.at(-1)).toMatchObject({
        status: 'delivered',
        description: 'Delivered: confirmed with the delivery code',
      });
      expect(order.invoice).not.toBeNull();
    }
  });

  it('a wrong code answers 400 and changes nothing', async () => {
    const { orderId, code } = await shippedOrder();
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: wrongCodeFor(code),
      description: 'Handed over',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The delivery code is not right.',
      delivery_code: ['The delivery code is not right.'],
    });
    const order = await details(accounts.retailer, orderId);
    expect(order).toMatchObject({
      order_status: 'shipped',
      order_status_description: '',
      delivered_at: null,
      delivery_proof: null,
      claim_window_ends_at: null,
      delivery_code: code,
    });
    expect(order.events.map((event) => event.status)).not.toContain('delivered');
  });

  it('a code that is not 6 digits, or a code with another status, is refused', async () => {
    const { orderId } = await shippedOrder();
    const short = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: '12a',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().delivery_code).toEqual(['The delivery code is 6 digits.']);
    const withCancel = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'canceled',
      delivery_code: '123456',
    });
    expect(withCancel.statusCode).toBe(400);
    const inAddress = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/status/?status=delivered&delivery_code=123456`,
      headers: accounts.wholesaler.auth,
    });
    expect(inAddress.statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('shipped');
    expect((await orderRow(orderId)).deliveryCodeFailures).toBe(0);
  });

  it('after 5 wrong codes the order takes no code, not even the right one, for 15 minutes (429 with Retry-After)', async () => {
    const { orderId, code } = await shippedOrder();
    const wrong = wrongCodeFor(code);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
        status: 'delivered',
        delivery_code: wrong,
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: code,
    });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().detail).toContain('15 minutes');
    const row = await orderRow(orderId);
    expect(row.status).toBe('shipped');
    // Kept in the database: every API process and a restart see the same lock.
    expect(row.deliveryCodeLockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('once the lock has run out the right code works again', async () => {
    const { orderId, code } = await shippedOrder();
    for (let attempt = 1; attempt <= 5; attempt++)
      await patchStatus(ctx.app, accounts.wholesaler, orderId, {
        status: 'delivered',
        delivery_code: wrongCodeFor(code),
      });
    await ctx.database.db
      .update(orders)
      .set({ deliveryCodeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: code,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order_status: 'delivered', delivery_proof: 'code' });
  });

  it('without a code the wholesaler may still mark it delivered: proof "seller"', async () => {
    const { orderId } = await shippedOrder();
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      description: 'Left with the shop’s manager',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order_status: 'delivered', delivery_proof: 'seller' });
    const order = await details(accounts.wholesaler, orderId);
    expect(order.delivery_proof).toBe('seller');
    expect(order.events.at(-1)?.description).toBe('Delivered: marked by the seller — Left with the shop’s manager');
  });

  it('a confirmed order delivered straight away has no code to give: proof "seller"', async () => {
    const orderId = await paidOrder();
    const withCode = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      delivery_code: '123456',
    });
    expect(withCode.statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('confirmed');
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' });
    expect(response.json()).toMatchObject({ order_status: 'delivered', delivery_proof: 'seller' });
  });

  it('the retailer confirms receipt of a shipped order: proof "retailer", and the wholesaler is told', async () => {
    const { orderId } = await shippedOrder();
    const response = await confirmReceipt(accounts.retailer, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, order_status: 'delivered', delivery_proof: 'retailer' });
    const order = await details(accounts.wholesaler, orderId);
    expect(order).toMatchObject({ order_status: 'delivered', delivery_proof: 'retailer' });
    expect(order.invoice).not.toBeNull();
    expect(order.events.at(-1)?.description).toBe('Delivered: confirmed by the retailer');
    const told = await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.userId, accounts.wholesaler.id)));
    expect(told.map((notice) => notice.title)).toContain(`Order #${orderId} received`);
  });

  it('only a shipped order can be confirmed as received (409), and only by its retailer (404 for anyone else)', async () => {
    const confirmed = await paidOrder();
    const early = await confirmReceipt(accounts.retailer, confirmed);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Only a shipped order can be confirmed as received; this order is confirmed.');
    const { orderId } = await shippedOrder();
    for (const stranger of [accounts.otherRetailer, accounts.wholesaler, accounts.otherWholesaler]) {
      const refused = await confirmReceipt(stranger, orderId);
      expect(refused.statusCode).toBe(404);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: apiPaths.orderReceived(orderId) });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(orderId)).status).toBe('shipped');
    expect((await confirmReceipt(accounts.retailer, orderId)).statusCode).toBe(200);
    const twice = await confirmReceipt(accounts.retailer, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('this order is delivered');
  });

  it('a shipped order nobody confirms is delivered by the deadlines job 14 days after shipping: proof "timeout"', async () => {
    const { orderId: due } = await shippedOrder();
    const { orderId: recent } = await shippedOrder();
    await ctx.database.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 14 * DAY_MS - 60_000) })
      .where(eq(orders.id, due));
    await ctx.database.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 13 * DAY_MS) })
      .where(eq(orders.id, recent));
    const passes = ctx.app.services.deadlinePasses;
    const first = await runDeadlinesOnce(ctx.database.db, passes);
    expect(first?.autoDelivered).toBeGreaterThanOrEqual(1);
    expect((await orderRow(recent)).status).toBe('shipped');
    const order = await details(accounts.retailer, due);
    expect(order).toMatchObject({ order_status: 'delivered', delivery_proof: 'timeout', delivery_code: null });
    expect(order.invoice).not.toBeNull();
    expect(order.events.at(-1)?.description).toBe('Delivered automatically 14 days after shipping');
    expect(Date.parse(order.claim_window_ends_at!) - Date.parse(order.delivered_at!)).toBe(CLAIM_WINDOW_MS);
    // Safe to run again: nothing left to deliver, nothing delivered twice.
    expect(await runDeadlinesOnce(ctx.database.db, passes)).toMatchObject({ autoDelivered: 0 });
    // With a clock a day later the other one is due too.
    await runDeadlinesOnce(ctx.database.db, passes, new Date(Date.now() + DAY_MS + 60_000));
    expect(await orderRow(recent)).toMatchObject({ status: 'delivered', deliveryProof: 'timeout' });
  });

  it('an order not yet delivered shows no delivery time, proof or claim window', async () => {
    const orderId = await paidOrder();
    expect(await details(accounts.retailer, orderId)).toMatchObject({
      delivery_code: null,
      can_confirm_receipt: false,
      delivered_at: null,
      delivery_proof: null,
      claim_window_ends_at: null,
    });
  });
});
