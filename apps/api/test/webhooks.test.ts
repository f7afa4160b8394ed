import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { webhookEvents } from '../src/db/schema.js';
import {
  checkout,
  deliverSignedWebhook,
  deliverWebhook,
  insertProduct,
  newEventId,
  orderStatuses,
  paymentEvent,
  paymentRow,
  sandboxPay,
  stockAndSales,
  verifyPayment,
  webhookSignature,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('Razorpay webhooks', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** A fresh product and a pending checkout of `quantity` units of it. */
  async function pendingCheckout(quantity = 2) {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price: 12.5,
      stock: 50,
    });
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity }]);
    return { product, created, orderId: created.razorpay_order_id };
  }

  const eventsStored = async (eventId: string) =>
    (await ctx.database.db.select({ total: count() }).from(webhookEvents).where(eq(webhookEvents.eventId, eventId)))[0]
      ?.total ?? 0;

  it('payment.captured with a valid signature confirms the orders and counts the sales', async () => {
    const { product, created, orderId } = await pendingCheckout(3);
    const response = await deliverSignedWebhook(ctx, paymentEvent('payment.captured', 'pay_WebhookCapture1', orderId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 47, sales: 3 });
    expect(await paymentRow(ctx.database.db, orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_WebhookCapture1',
    });
  });

  it('confirms every order of a payment split between two wholesalers', async () => {
    const shirt = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 10, stock: 5 });
    const lamp = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.otherWholesaler.id,
      price: 20,
      stock: 5,
    });
    const created = await checkout(ctx.app, accounts.retailer, [
      { product: shirt, quantity: 1 },
      { product: lamp, quantity: 2 },
    ]);
    const response = await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', 'pay_WebhookSplit01', created.razorpay_order_id),
    );
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed', 'confirmed']);
    expect((await stockAndSales(ctx.database.db, shirt.id)).sales).toBe(1);
    expect((await stockAndSales(ctx.database.db, lamp.id)).sales).toBe(2);
  });

  it('the same event id delivered again is a duplicate and the sales are counted once', async () => {
    const { product, orderId } = await pendingCheckout(2);
    const body = paymentEvent('payment.captured', 'pay_WebhookReplay1', orderId);
    const eventId = newEventId();
    const first = await deliverSignedWebhook(ctx, body, eventId);
    const second = await deliverSignedWebhook(ctx, body, eventId);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'duplicate' });
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
    expect(await eventsStored(eventId)).toBe(1);
  });

  it('without an event id header the same event is still recognised as a duplicate', async () => {
    const { product, orderId } = await pendingCheckout(2);
    const body = paymentEvent('payment.captured', 'pay_WebhookNoEvent', orderId);
    const first = await deliverSignedWebhook(ctx, body, null);
    const second = await deliverSignedWebhook(ctx, body, null);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(second.json()).toEqual({ status: 'duplicate' });
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
  });

  it('the same capture under a new event id does not count the sales again', async () => {
    const { product, orderId } = await pendingCheckout(2);
    const body = paymentEvent('payment.captured', 'pay_WebhookNewEvt1', orderId);
    expect((await deliverSignedWebhook(ctx, body)).json()).toEqual({ status: 'processed' });
    expect((await deliverSignedWebhook(ctx, body)).json()).toEqual({ status: 'ignored' });
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
  });

  describe('bad signatures', () => {
    it.each([
      { label: 'a missing signature', sign: () => null },
      { label: 'a signature of nonsense', sign: () => '0'.repeat(64) },
      { label: 'a signature made with the key secret instead', sign: (body: string) => webhookSignature('key', body) },
      {
        label: 'a signature of a different body',
        sign: (body: string) => webhookSignature(ctx.config.payments.webhookSecret, `${body} `),
      },
    ])('$label is refused and nothing changes', async ({ sign }) => {
      const { product, created, orderId } = await pendingCheckout(1);
      const body = paymentEvent('payment.captured', 'pay_WebhookForged1', orderId);
      const eventId = newEventId();
      const response = await deliverWebhook(ctx.app, body, { signature: sign(body), eventId });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
      expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(0);
      expect((await paymentRow(ctx.database.db, orderId)).status).toBe('created');
      expect(await eventsStored(eventId)).toBe(0);
    });

    it('a refused forgery does not use up the event id of the genuine delivery', async () => {
      const { created, orderId } = await pendingCheckout(1);
      const body = paymentEvent('payment.captured', 'pay_WebhookGenuin1', orderId);
      const eventId = newEventId();
      const forged = await deliverWebhook(ctx.app, body, { signature: 'a'.repeat(64), eventId });
      expect(forged.statusCode).toBe(403);
      const genuine = await deliverSignedWebhook(ctx, body, eventId);
      expect(genuine.json()).toEqual({ status: 'processed' });
      expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    });

    it('a signed body that is not a Razorpay event is refused with 400', async () => {
      const response = await deliverSignedWebhook(ctx, JSON.stringify({ hello: 'world' }));
      expect(response.statusCode).toBe(400);
      const notJson = await deliverSignedWebhook(ctx, 'not json at all');
      expect(notJson.statusCode).toBe(400);
    });
  });

  // Known bug (see the report): the event id is recorded before the event is processed and outside its transaction,
  // so when processing fails (5xx) Razorpay's retry of the same event is answered "duplicate" and is lost.
  it('a delivery that fails half-way is processed when Razorpay retries the same event', async () => {
    const { product, created, orderId } = await pendingCheckout(2);
    const paymentId = 'pay_WebhookOutage1';
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create or replace function test_payment_outage() returns trigger language plpgsql as $$
        begin
          if new.provider_payment_id = '${paymentId}' then raise exception 'simulated database outage'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger test_payment_outage before update on payments for each row execute function test_payment_outage()',
      ),
    );
    const body = paymentEvent('payment.captured', paymentId, orderId);
    const eventId = newEventId();
    try {
      const failed = await deliverSignedWebhook(ctx, body, eventId);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_payment_outage on payments'));
    }
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);

    const retried = await deliverSignedWebhook(ctx, body, eventId);
    expect(retried.json()).toEqual({ status: 'processed' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
  });

  it('order.paid also confirms', async () => {
    const { product, created, orderId } = await pendingCheckout(2);
    const response = await deliverSignedWebhook(ctx, paymentEvent('order.paid', 'pay_WebhookOrdPaid', orderId));
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
  });

  it('payment.failed before any capture marks the payment failed and leaves the order pending', async () => {
    const { created, orderId } = await pendingCheckout(1);
    const response = await deliverSignedWebhook(ctx, paymentEvent('payment.failed', 'pay_WebhookFailed1', orderId));
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await paymentRow(ctx.database.db, orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was declined by the bank',
    });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
  });

  it('payment.failed after a capture does not un-pay the order', async () => {
    const { product, created, orderId } = await pendingCheckout(2);
    await deliverSignedWebhook(ctx, paymentEvent('payment.captured', 'pay_WebhookPaid001', orderId));
    const failed = await deliverSignedWebhook(ctx, paymentEvent('payment.failed', 'pay_WebhookLater01', orderId));
    expect(failed.statusCode).toBe(200);
    expect(await paymentRow(ctx.database.db, orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_WebhookPaid001',
      failureReason: null,
    });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(2);
  });

  it('the browser verifying after the webhook counts the sales once', async () => {
    const { product, created, orderId } = await pendingCheckout(3);
    const paid = await sandboxPay(ctx.app, orderId);
    await deliverSignedWebhook(ctx, paymentEvent('payment.captured', paid.razorpay_payment_id, orderId));
    const verified = await verifyPayment(ctx.app, accounts.retailer, paid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', order_ids: created.order_ids });
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(3);
  });

  it('the webhook arriving after the browser verified counts the sales once', async () => {
    const { product, created, orderId } = await pendingCheckout(3);
    const paid = await sandboxPay(ctx.app, orderId);
    expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
    const late = await deliverSignedWebhook(ctx, paymentEvent('payment.captured', paid.razorpay_payment_id, orderId));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ status: 'ignored' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(3);
  });

  it('the webhook and the browser arriving at the same moment count the sales once', async () => {
    const { product, orderId } = await pendingCheckout(4);
    const paid = await sandboxPay(ctx.app, orderId);
    const body = paymentEvent('payment.captured', paid.razorpay_payment_id, orderId);
    const [webhook, browser] = await Promise.all([
      deliverSignedWebhook(ctx, body),
      verifyPayment(ctx.app, accounts.retailer, paid),
    ]);
    expect(webhook.statusCode).toBe(200);
    expect(browser.statusCode).toBe(200);
    expect((await stockAndSales(ctx.database.db, product.id)).sales).toBe(4);
  });

  it('an unknown order id is acknowledged with 200 and ignored', async () => {
    const response = await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', 'pay_WebhookUnknown', 'order_NotOursAtAll1'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
  });

  it('an event the marketplace does not handle is acknowledged and ignored', async () => {
    const { created, orderId } = await pendingCheckout(1);
    const response = await deliverSignedWebhook(ctx, paymentEvent('payment.authorized', 'pay_WebhookAuthor1', orderId));
    expect(response.json()).toEqual({ status: 'ignored' });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
  });

  it('a storm of events, each delivered several times and out of order, counts the sales once', async () => {
    const { product, created, orderId } = await pendingCheckout(5);
    const events = [
      { id: newEventId(), body: paymentEvent('payment.failed', 'pay_StormAttempt01', orderId) },
      { id: newEventId(), body: paymentEvent('payment.authorized', 'pay_StormAttempt02', orderId) },
      { id: newEventId(), body: paymentEvent('payment.captured', 'pay_StormAttempt02', orderId) },
      { id: newEventId(), body: paymentEvent('order.paid', 'pay_StormAttempt02', orderId) },
    ];
    // Every event three times, in a fixed scrambled order, in waves of concurrent deliveries.
    const deliveries = [2, 0, 3, 3, 1, 2, 0, 2, 1, 3, 0, 1].map((index) => events[index]!);
    const statuses: string[] = [];
    for (let start = 0; start < deliveries.length; start += 4) {
      const wave = await Promise.all(
        deliveries.slice(start, start + 4).map((event) => deliverSignedWebhook(ctx, event.body, event.id)),
      );
      for (const response of wave) {
        expect(response.statusCode).toBe(200);
        statuses.push((response.json() as { status: string }).status);
      }
    }
    expect(statuses.filter((status) => status !== 'duplicate')).toHaveLength(events.length);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect(await paymentRow(ctx.database.db, orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_StormAttempt02',
    });
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 45, sales: 5 });
  });
});
