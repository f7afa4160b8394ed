import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderDetailsResponse } from '@marketplace/contract';
import { orders } from '../src/db/schema.js';
import {
  checkout,
  checkoutAndPay,
  insertProduct,
  orderDetails,
  patchStatus,
  useOrderMarketplace,
} from './order-fixtures.js';
import { cancelOrder, refundOnceIt } from './tax-and-refund-fixtures.js';

describe('the order timeline on order details', () => {
  const { ctx, accounts } = useOrderMarketplace();

  const newProduct = () =>
    insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 1250.5, stock: 20 });

  const timeline = async (orderId: number, reader = accounts.retailer) => {
    const response = await orderDetails(ctx.app, reader, orderId);
    expect(response.statusCode).toBe(200);
    return (response.json() as OrderDetailsResponse).events;
  };

  it('an unpaid checkout shows only that it was placed', async () => {
    const created = await checkout(ctx.app, accounts.retailer, [{ product: await newProduct(), quantity: 1 }]);
    const events = await timeline(created.order_ids[0]!);
    expect(events).toEqual([{ status: 'pending', description: 'Order placed', at: expect.any(String) }]);
  });

  it('records placed, paid, shipped and delivered with their descriptions, oldest first, for both parties', async () => {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: await newProduct(), quantity: 2 }]);
    const orderId = created.order_ids[0]!;
    expect(
      (await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped', description: 'BlueDart AWB 77' }))
        .statusCode,
    ).toBe(200);
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' })).statusCode).toBe(200);

    const expected = [
      { status: 'pending', description: 'Order placed' },
      { status: 'confirmed', description: 'Payment received' },
      { status: 'shipped', description: 'BlueDart AWB 77' },
      { status: 'delivered', description: 'Delivered: marked by the seller' },
    ];
    for (const reader of [accounts.retailer, accounts.wholesaler]) {
      const events = await timeline(orderId, reader);
      expect(events.map(({ status, description }) => ({ status, description }))).toEqual(expected);
      const times = events.map((event) => Date.parse(event.at));
      expect(times.every((time) => Number.isFinite(time))).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('a refused change adds nothing to the timeline', async () => {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: await newProduct(), quantity: 1 }]);
    const orderId = created.order_ids[0]!;
    const before = await timeline(orderId);
    const refused = await patchStatus(ctx.app, accounts.retailer, orderId, { status: 'shipped' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await timeline(orderId)).toEqual(before);
  });

  it('a canceled paid order ends with the cancel and, once the money is back, the refund with its amount', async () => {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: await newProduct(), quantity: 2 }]);
    const orderId = created.order_ids[0]!;
    expect((await cancelOrder(ctx.app, accounts.retailer, orderId, { reason: 'Ordered twice' })).statusCode).toBe(200);
    await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed');
    const events = await timeline(orderId);
    expect(events.map(({ status, description }) => ({ status, description }))).toEqual([
      { status: 'pending', description: 'Order placed' },
      { status: 'confirmed', description: 'Payment received' },
      { status: 'canceled', description: 'Canceled by the retailer: Ordered twice' },
      // 2 × Rs. 1,250.50 plus the platform charge.
      { status: 'refunded', description: expect.stringMatching(/^Refund of Rs\. 2,5\d\d\.\d\d processed$/) },
    ]);
  });

  it('any change of status, whatever path made it, is recorded', async () => {
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: await newProduct(), quantity: 1 }]);
    const orderId = created.order_ids[0]!;
    await ctx.database.db
      .update(orders)
      .set({ status: 'shipped', statusDescription: '' })
      .where(sql`${orders.id} = ${orderId}`);
    expect((await timeline(orderId)).at(-1)).toMatchObject({ status: 'shipped', description: 'Order shipped' });
  });
});
