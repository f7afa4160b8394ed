import { describe, expect, it } from 'vitest';
import { toPaise, type OrderDetailsResponse, type OrderSummary } from '@marketplace/contract';
import {
  checkout,
  checkoutAndPay,
  deliverSignedWebhook,
  insertProduct,
  newEventId,
  orderDetails,
  orderStatuses,
  patchStatus,
  paymentRow,
  stockAndSales,
  useOrderMarketplace,
} from './order-fixtures.js';
import {
  cancelOrder,
  readOrderMoney,
  refundEvent,
  refundOnceIt,
  refundRows,
  retailerOrderList,
  sumOf,
  twoWholesalerCart,
} from './tax-and-refund-fixtures.js';

describe('a retailer cancels its paid order and is refunded', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** A paid order of `quantity` units of a fresh product with 10 on the shelf. */
  async function paidOrder(quantity = 3) {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 333.33,
      stock: 10,
    });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity }]);
    return { product, created, orderId: created.order_ids[0]! };
  }

  const details = async (orderId: number, reader = accounts.retailer) =>
    (await orderDetails(ctx.app, reader, orderId)).json() as OrderDetailsResponse;

  it('a confirmed order is canceled, its stock is back and the order total is refunded', async () => {
    const { product, created, orderId } = await paidOrder(3);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 7, sales: 3 });
    const before = await details(orderId);
    expect(before).toMatchObject({ can_cancel: true, refund_status: null, refund: null });
    expect((await details(orderId, accounts.wholesaler)).can_cancel).toBe(false);

    const response = await cancelOrder(ctx.app, accounts.retailer, orderId, { reason: 'Ordered the wrong size' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orderId,
      order_status: 'canceled',
      order_status_description: 'Canceled by the retailer: Ordered the wrong size',
      delivery_proof: null,
    });
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });

    const refund = await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed');
    expect(refund).toMatchObject({
      amount: before.total_price,
      provider_refund_id: expect.stringMatching(/^rfnd_/),
      processed_at: expect.any(String),
    });
    expect(toPaise(before.total_price)).toBe(created.amount);
    expect(before.total_price).toBe(before.subtotal + before.platform_charge);

    const after = await details(orderId);
    expect(after).toMatchObject({ order_status: 'canceled', can_cancel: false, refund_status: 'processed', refund });
    const listed = (await retailerOrderList(ctx.app, accounts.retailer)).json() as OrderSummary[];
    expect(listed.find((order) => order.id === orderId)?.refund_status).toBe('processed');
  });

  it('the reason is optional', async () => {
    const { orderId } = await paidOrder(1);
    const response = await cancelOrder(ctx.app, accounts.retailer, orderId, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ order_status_description: 'Canceled by the retailer' });
  });

  it('a pending, a shipped or an already canceled order cannot be canceled (409) and nothing is refunded', async () => {
    const pendingProduct = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, stock: 10 });
    const pending = (await checkout(ctx.app, accounts.retailer, [{ product: pendingProduct, quantity: 1 }]))
      .order_ids[0]!;
    const shipped = (await paidOrder(1)).orderId;
    expect((await patchStatus(ctx.app, accounts.wholesaler, shipped, { status: 'shipped' })).statusCode).toBe(200);
    const canceled = (await paidOrder(1)).orderId;
    expect((await cancelOrder(ctx.app, accounts.retailer, canceled)).statusCode).toBe(200);
    expect((await details(shipped)).can_cancel).toBe(false);

    for (const orderId of [pending, shipped, canceled]) {
      const response = await cancelOrder(ctx.app, accounts.retailer, orderId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict', detail: expect.any(String) });
    }
    expect(await orderStatuses(ctx.database.db, [pending, shipped, canceled])).toEqual([
      'pending',
      'shipped',
      'canceled',
    ]);
    expect((await refundRows(ctx.database.db, [pending, shipped, canceled])).map((row) => row.orderId)).toEqual([
      canceled,
    ]);
  });

  it('another retailer’s order is not found (404) and stays as it was', async () => {
    const { orderId } = await paidOrder(1);
    expect((await cancelOrder(ctx.app, accounts.otherRetailer, orderId)).statusCode).toBe(404);
    expect((await cancelOrder(ctx.app, accounts.otherRetailer, 999_999)).statusCode).toBe(404);
    expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['confirmed']);
  });

  it('a wholesaler cannot use the retailer’s cancel (403); it changes the status instead', async () => {
    const { orderId } = await paidOrder(1);
    expect((await cancelOrder(ctx.app, accounts.wholesaler, orderId)).statusCode).toBe(403);
    expect(await orderStatuses(ctx.database.db, [orderId])).toEqual(['confirmed']);
    expect(await refundRows(ctx.database.db, [orderId])).toEqual([]);
  });

  it('a payment split between two wholesalers is refunded exactly as captured, order by order', async () => {
    const lines = await twoWholesalerCart(ctx.database.db, [accounts.wholesaler.id, accounts.otherWholesaler.id]);
    const created = await checkoutAndPay(ctx.app, accounts.retailer, lines);
    const [shirtOrder, lampOrder] = created.order_ids as [number, number];
    const payment = await paymentRow(ctx.database.db, created.razorpay_order_id);

    expect((await cancelOrder(ctx.app, accounts.retailer, shirtOrder)).statusCode).toBe(200);
    expect((await patchStatus(ctx.app, accounts.otherWholesaler, lampOrder, { status: 'canceled' })).statusCode).toBe(
      200,
    );
    expect((await cancelOrder(ctx.app, accounts.retailer, lampOrder)).statusCode).toBe(409);

    const rows = await refundRows(ctx.database.db, created.order_ids);
    expect(rows.map((row) => row.orderId)).toEqual([shirtOrder, lampOrder]);
    expect(sumOf(rows.map((row) => row.amountPaise))).toBe(payment.amountPaise);
    expect(payment.amountPaise).toBe(created.amount);
    for (const orderId of created.order_ids) {
      const refund = await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed');
      expect(refund.amount).toBe((await details(orderId)).total_price);
    }
  });

  // More orders than one delivery pass takes (50), canceled while a pass runs: every cancel must still be delivered.
  it('60 different orders canceled at once are all refunded, none left waiting', async () => {
    const orderIds: number[] = [];
    for (let index = 0; index < 60; index += 1) orderIds.push((await paidOrder(1)).orderId);
    const answers = await Promise.all(orderIds.map((orderId) => cancelOrder(ctx.app, accounts.retailer, orderId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orderIds.map(() => 200));
    const refunds = await Promise.all(
      orderIds.map((orderId) => refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed')),
    );
    expect(refunds.map((refund) => refund.status)).toEqual(orderIds.map(() => 'processed'));
  });

  it('20 cancels at once and a refund.processed webhook delivered 3 times leave exactly one refund', async () => {
    const { product, orderId } = await paidOrder(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancelOrder(ctx.app, accounts.retailer, orderId)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });

    const refund = await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed');
    const event = refundEvent('refund.processed', refund.provider_refund_id ?? '', {
      amountPaise: toPaise(refund.amount),
    });
    const eventId = newEventId();
    const deliveries = [
      await deliverSignedWebhook(ctx, event, eventId),
      await deliverSignedWebhook(ctx, event, eventId),
      await deliverSignedWebhook(ctx, event),
    ];
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    expect(deliveries[1]?.json()).toEqual({ status: 'duplicate' });

    const rows = await refundRows(ctx.database.db, [orderId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', providerRefundId: refund.provider_refund_id });
    expect(await readOrderMoney(ctx.app, accounts.retailer, orderId, 'refund').then((r) => r.json())).toEqual(refund);
  });
});
