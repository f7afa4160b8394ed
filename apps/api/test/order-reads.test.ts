import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema.js';
import { type Account, signUpRetailer } from './accounts-fixtures.js';
import {
  checkout,
  checkoutAndPay,
  insertProduct,
  orderDetails,
  patchStatus,
  SHIPPING,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('reading orders', () => {
  const { ctx, accounts } = useOrderMarketplace();

  const retailerOrders = (account: Account | null) =>
    ctx.app.inject({ method: 'GET', url: '/api/orders/retailer/', headers: account ? account.auth : {} });

  describe("a retailer's order history", () => {
    let first: number;
    let second: number;
    let stranger: number;

    beforeAll(async () => {
      const rice = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        name: 'Basmati rice 25 kg',
        price: 1999.99,
      });
      const dal = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        name: 'Toor dal 1 kg',
        price: 33.33,
      });
      first = (await checkout(ctx.app, accounts.retailer, [{ product: rice, quantity: 1 }])).order_ids[0]!;
      second = (
        await checkoutAndPay(ctx.app, accounts.retailer, [
          { product: dal, quantity: 3 },
          { product: rice, quantity: 2 },
        ])
      ).order_ids[0]!;
      stranger = (await checkout(ctx.app, accounts.otherRetailer, [{ product: dal, quantity: 1 }])).order_ids[0]!;
    });

    it('lists only the caller’s orders, newest first, with items, subtotal, charge and total', async () => {
      const response = await retailerOrders(accounts.retailer);
      expect(response.statusCode).toBe(200);
      const list = response.json() as Array<Record<string, unknown>>;
      expect(list.map((order) => order.id)).toEqual([second, first]);
      expect(list.map((order) => order.id)).not.toContain(stranger);
      expect(list[0]).toEqual({
        id: second,
        created_at: expect.any(String),
        order_status: 'confirmed',
        order_status_description: expect.any(String),
        // 3 x 33.33 + 2 x 1999.99 = 4099.97; 3 % = 122.9991 -> 123.00
        subtotal: 4099.97,
        platform_charge: 123,
        total_price: 4222.97,
        order_items: [
          {
            id: expect.any(Number),
            quantity: 3,
            price_per_item: 33.33,
            product: { id: expect.any(Number), name: 'Toor dal 1 kg' },
            regulation: 'none',
            batch_no: null,
            expiry_date: null,
          },
          {
            id: expect.any(Number),
            quantity: 2,
            price_per_item: 1999.99,
            product: { id: expect.any(Number), name: 'Basmati rice 25 kg' },
            regulation: 'none',
            batch_no: null,
            expiry_date: null,
          },
        ],
        wholesaler: { id: accounts.wholesaler.id, company_name: 'Mehta Distributors' },
        refund_status: null,
        payment_status: 'paid',
        pay_until: null,
      });
      expect(list[1]).toMatchObject({
        id: first,
        order_status: 'pending',
        subtotal: 1999.99,
        platform_charge: 60,
        total_price: 2059.99,
        payment_status: 'created',
        pay_until: expect.any(String),
      });
      expect(Date.parse(list[0]!.created_at as string)).toBeGreaterThanOrEqual(
        Date.parse(list[1]!.created_at as string),
      );
    });

    it('the other retailer sees only its own order', async () => {
      const list = (await retailerOrders(accounts.otherRetailer)).json() as Array<{ id: number }>;
      expect(list.map((order) => order.id)).toEqual([stranger]);
    });

    it('a retailer with no orders gets an empty list', async () => {
      const newcomer = await signUpRetailer(ctx.app);
      const response = await retailerOrders(newcomer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('a wholesaler gets 403 and a visitor 401', async () => {
      expect((await retailerOrders(accounts.wholesaler)).statusCode).toBe(403);
      expect((await retailerOrders(null)).statusCode).toBe(401);
    });
  });

  describe('order details', () => {
    let orderId: number;
    let paymentId: string;

    beforeAll(async () => {
      const product = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        name: 'Ghee 1 L',
        price: 560,
      });
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
      orderId = created.order_ids[0]!;
      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/sandbox/razorpay/pay',
        payload: { razorpay_order_id: created.razorpay_order_id, outcome: 'success' },
      });
      paymentId = paid.json().razorpay_payment_id;
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/razorpay/verify-payment/',
        headers: accounts.retailer.auth,
        payload: paid.json(),
      });
      expect(verified.statusCode).toBe(200);
    });

    it('the buyer sees the shipping details, the items and the totals', async () => {
      const response = await orderDetails(ctx.app, accounts.retailer, orderId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: orderId,
        order_status: 'confirmed',
        name: SHIPPING.name,
        email: SHIPPING.email,
        city: SHIPPING.city,
        address: SHIPPING.address,
        state: SHIPPING.state,
        portal_code: SHIPPING.portal_code,
        order_notes: SHIPPING.order_notes,
        subtotal: 1120,
        platform_charge: 33.6,
        total_price: 1153.6,
        order_items: [{ quantity: 2, price_per_item: 560, product: { name: 'Ghee 1 L' } }],
        seller: { name: 'Mehta Distributors' },
        buyer: { name: 'Nair Provisions' },
        razorpay_payment_id: paymentId,
        can_edit_status: false,
      });
    });

    it('the seller sees it too and may edit the status once it is confirmed', async () => {
      const response = await orderDetails(ctx.app, accounts.wholesaler, orderId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: orderId, order_status: 'confirmed', can_edit_status: true });
    });

    it('the seller may not edit a pending order', async () => {
      const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 5 });
      const pending = (await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
      const response = await orderDetails(ctx.app, accounts.wholesaler, pending);
      expect(response.json()).toMatchObject({
        order_status: 'pending',
        can_edit_status: false,
        razorpay_payment_id: null,
      });
    });

    it('the seller may not edit a canceled order', async () => {
      const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 5 });
      const canceled = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
      expect((await patchStatus(ctx.app, accounts.wholesaler, canceled, { status: 'canceled' })).statusCode).toBe(200);
      expect((await orderDetails(ctx.app, accounts.wholesaler, canceled)).json()).toMatchObject({
        can_edit_status: false,
      });
    });

    it('another retailer, another wholesaler and unknown ids get 404', async () => {
      expect((await orderDetails(ctx.app, accounts.otherRetailer, orderId)).statusCode).toBe(404);
      expect((await orderDetails(ctx.app, accounts.otherWholesaler, orderId)).statusCode).toBe(404);
      expect((await orderDetails(ctx.app, accounts.retailer, 2_000_000_000)).statusCode).toBe(404);
      expect((await orderDetails(ctx.app, accounts.wholesaler, 2_000_000_000)).statusCode).toBe(404);
    });

    it('a malformed id is refused with 400 and a visitor with 401', async () => {
      expect((await orderDetails(ctx.app, accounts.retailer, 'abc')).statusCode).toBe(400);
      const visitor = await ctx.app.inject({ method: 'GET', url: `/api/order_details/${orderId}` });
      expect(visitor.statusCode).toBe(401);
    });
  });

  it('old orders keep the names of products that were since renamed or archived', async () => {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      name: 'Mustard oil 5 L',
      price: 20,
    });
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
    await ctx.database.db
      .update(products)
      .set({ name: 'Mustard oil 5 L (new pack)', archivedAt: new Date() })
      .where(eq(products.id, product.id));
    const details = await orderDetails(ctx.app, accounts.retailer, orderId);
    expect(details.statusCode).toBe(200);
    expect(details.json().order_items).toEqual([
      expect.objectContaining({
        product: { id: product.id, name: 'Mustard oil 5 L' },
        quantity: 1,
        price_per_item: 20,
      }),
    ]);
    const list = (await retailerOrders(accounts.retailer)).json() as Array<{
      id: number;
      order_items: Array<{ product: { name: string } }>;
    }>;
    expect(list.find((order) => order.id === orderId)?.order_items[0]?.product.name).toBe('Mustard oil 5 L');
    expect((await orderDetails(ctx.app, accounts.wholesaler, orderId)).statusCode).toBe(200);
  });
});
