import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { runExpiryOnce } from '../src/modules/orders/expiry-job.js';
import type { PaymentConfirmationService } from '../src/modules/orders/payment-confirmation.service.js';
import {
  agePayment,
  checkout,
  confirmationService,
  deliverSignedWebhook,
  insertProduct,
  orderDetails,
  orderRows,
  orderStatuses,
  paymentEvent,
  paymentRow,
  sandboxFail,
  sandboxPay,
  stockAndSales,
  verifyPayment,
  useOrderMarketplace,
} from './order-fixtures.js';

describe('unpaid orders expire after 30 minutes', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let confirmation: PaymentConfirmationService;

  beforeAll(() => {
    confirmation = confirmationService(ctx);
  });

  const expire = () => runExpiryOnce(ctx.database.db, confirmation);
  const newProduct = (stock = 10, seller = accounts.wholesaler) =>
    insertProduct(ctx.database.db, { wholesalerId: seller.id, price: 75, stock });

  it('cancels an order unpaid for 31 minutes with a description and returns its stock once', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 4 }]);
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(6);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);

    expect(await expire()).toBeGreaterThanOrEqual(1);
    const [order] = await orderRows(ctx.database.db, created.order_ids);
    expect(order).toMatchObject({ status: 'canceled', stockReleasedAt: expect.any(Date) });
    expect(order?.statusDescription).toMatch(/30 minutes/);
    expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).status).toBe('expired');
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });

    expect(await expire()).toBe(0);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });

    const details = await orderDetails(ctx.app, accounts.retailer, created.order_ids[0]!);
    expect(details.json()).toMatchObject({
      order_status: 'canceled',
      order_status_description: order?.statusDescription,
    });
  });

  it('cancels every order of a split checkout and returns each stock', async () => {
    const shirt = await newProduct(5);
    const lamp = await newProduct(5, accounts.otherWholesaler);
    const created = await checkout(ctx.app, accounts.retailer, [
      { product: shirt, quantity: 2 },
      { product: lamp, quantity: 5 },
    ]);
    await agePayment(ctx.database.db, created.razorpay_order_id, 45);
    await expire();
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled', 'canceled']);
    expect((await stockAndSales(ctx.database.db, shirt.id)).stock).toBe(5);
    expect((await stockAndSales(ctx.database.db, lamp.id)).stock).toBe(5);
  });

  it('a checkout whose payment failed also expires', async () => {
    const product = await newProduct(3);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 3 }]);
    expect((await sandboxFail(ctx.app, created.razorpay_order_id)).statusCode).toBe(200);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await expire();
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled']);
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(3);
  });

  it('leaves a paid order alone, however old', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
    await agePayment(ctx.database.db, created.razorpay_order_id, 24 * 60);
    await expire();
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed']);
    expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).status).toBe('paid');
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 8, sales: 2 });
  });

  it('leaves a 29-minute-old checkout alone', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
    await agePayment(ctx.database.db, created.razorpay_order_id, 29);
    await expire();
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['pending']);
    expect((await paymentRow(ctx.database.db, created.razorpay_order_id)).status).toBe('created');
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(8);
  });

  it('a payment verified after the checkout expired is refused with 409 and changes nothing', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await expire();
    const response = await verifyPayment(ctx.app, accounts.retailer, paid);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled']);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  // Known bug (see the report): verify reads the payment, then confirm() finds it expired and changes nothing,
  // yet verify answers 200 "paid". Forced deterministically with a row lock, so PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'a payment verified while its checkout is being expired is not reported as paid',
    async () => {
      const product = await newProduct(10);
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      await agePayment(ctx.database.db, created.razorpay_order_id, 31);

      const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
      await client.connect();
      let verifying: ReturnType<typeof verifyPayment> | undefined;
      try {
        const expiryDb = drizzle(client, { schema }) as unknown as Database;
        await expiryDb.transaction(async (tx) => {
          // The expiry job holds the payment row; the browser's verification reads it and then waits on it.
          await tx.execute(
            sql`select id from payments where provider_order_id = ${created.razorpay_order_id} for update`,
          );
          verifying = verifyPayment(ctx.app, accounts.retailer, paid);
          for (let attempt = 0; attempt < 300; attempt += 1) {
            const waiting = await ctx.database.db.execute(
              sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await confirmation.expireUnpaid(new Date(), tx);
        });
        const response = await verifying!;
        expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled']);
        expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
        expect(response.statusCode).toBe(409);
      } finally {
        await verifying?.catch(() => undefined);
        await client.end();
      }
    },
  );

  it('a capture webhook after the checkout expired does not revive the order', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await expire();
    const response = await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', 'pay_AfterExpiry001', created.razorpay_order_id),
    );
    expect(response.statusCode).toBe(200);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled']);
    expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
  });

  it('the sandbox refuses to pay an expired checkout', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await expire();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/razorpay/pay',
      payload: { razorpay_order_id: created.razorpay_order_id, outcome: 'success' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('two expiry passes at once return the stock once', async () => {
    const product = await newProduct(10);
    const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 6 }]);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await Promise.all([expire(), expire(), confirmation.expireUnpaid()]);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled']);
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(10);
  });

  it('the returned stock can be bought again', async () => {
    const product = await newProduct(2);
    const first = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
    await agePayment(ctx.database.db, first.razorpay_order_id, 31);
    await expire();
    const again = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
    expect(again.order_ids).toHaveLength(1);
    expect((await stockAndSales(ctx.database.db, product.id)).stock).toBe(0);
  });
});
