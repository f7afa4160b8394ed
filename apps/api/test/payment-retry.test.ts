import { describe, expect, it } from 'vitest';
import {
  ORDER_EXPIRED_MESSAGE,
  UNPAID_ORDER_TTL_MINUTES,
  type CreateOrderResponse,
  type OrderDetailsResponse,
  type OrderSummary,
} from '@marketplace/contract';
import type { Account } from './accounts-fixtures.js';
import {
  agePayment,
  checkout,
  confirmationService,
  insertProduct,
  orderDetails,
  orderStatuses,
  sandboxFail,
  sandboxPay,
  stockAndSales,
  useOrderMarketplace,
  verifyPayment,
} from './order-fixtures.js';

describe('Pay now: a failed or abandoned payment is tried again on the same checkout', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** A checkout of one product from each wholesaler, whose first payment attempt failed. */
  async function failedCheckout() {
    const products = await Promise.all(
      [accounts.wholesaler, accounts.otherWholesaler].map((seller) =>
        insertProduct(ctx.database.db, { wholesalerId: seller.id, price: 499.99, stock: 10 }),
      ),
    );
    const created = await checkout(
      ctx.app,
      accounts.retailer,
      products.map((product) => ({ product, quantity: 2 })),
    );
    expect((await sandboxFail(ctx.app, created.razorpay_order_id)).statusCode).toBe(200);
    return { created, products };
  }

  const payNow = (account: Account, orderId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay/`, headers: account.auth });

  const details = async (orderId: number) =>
    (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;

  it('shows a failed payment with the time left, and reopens the same provider order for all its orders and amount', async () => {
    const before = Date.now();
    const { created } = await failedCheckout();
    const [first, second] = created.order_ids as [number, number];
    const order = await details(second);
    expect(order).toMatchObject({ order_status: 'pending', payment_status: 'failed' });
    const left = Date.parse(order.pay_until ?? '') - before;
    expect(left).toBeGreaterThan((UNPAID_ORDER_TTL_MINUTES - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(UNPAID_ORDER_TTL_MINUTES * 60_000 + 5_000);

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/retailer/', headers: accounts.retailer.auth })
    ).json() as OrderSummary[];
    expect(list.find((summary) => summary.id === first)).toMatchObject({
      payment_status: 'failed',
      pay_until: order.pay_until,
    });

    const reopened = await payNow(accounts.retailer, second);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ ...created, order_ids: [first, second] } satisfies CreateOrderResponse);
  });

  it('a second attempt that succeeds confirms every order of the checkout once; Pay now then answers 409', async () => {
    const { created, products } = await failedCheckout();
    const reopened = (await payNow(accounts.retailer, created.order_ids[0]!)).json() as CreateOrderResponse;
    const paid = await sandboxPay(ctx.app, reopened.razorpay_order_id);
    expect((await verifyPayment(ctx.app, accounts.retailer, paid)).statusCode).toBe(200);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed', 'confirmed']);
    expect(await stockAndSales(ctx.database.db, products[0]!.id)).toEqual({ stock: 8, sales: 2 });
    expect(await details(created.order_ids[0]!)).toMatchObject({ payment_status: 'paid', pay_until: null });

    const again = await payNow(accounts.retailer, created.order_ids[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This order is already paid.' });
  });

  it('once the checkout has expired, Pay now is refused with the expiry message and the order shows expired', async () => {
    const { created, products } = await failedCheckout();
    await agePayment(ctx.database.db, created.razorpay_order_id, UNPAID_ORDER_TTL_MINUTES + 1);
    const late = await payNow(accounts.retailer, created.order_ids[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: ORDER_EXPIRED_MESSAGE, code: 'conflict' });

    await confirmationService(ctx).expireUnpaid();
    expect(await details(created.order_ids[0]!)).toMatchObject({
      order_status: 'canceled',
      payment_status: 'expired',
      pay_until: null,
    });
    expect(await stockAndSales(ctx.database.db, products[0]!.id)).toEqual({ stock: 10, sales: 0 });
    expect((await payNow(accounts.retailer, created.order_ids[0]!)).json()).toMatchObject({
      detail: ORDER_EXPIRED_MESSAGE,
    });
  });

  it("another retailer's order is not found, a wholesaler may not pay, an unknown order is 404", async () => {
    const { created } = await failedCheckout();
    const orderId = created.order_ids[0]!;
    expect((await payNow(accounts.otherRetailer, orderId)).statusCode).toBe(404);
    expect((await payNow(accounts.wholesaler, orderId)).statusCode).toBe(403);
    expect((await payNow(accounts.retailer, 2147483000)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay/` })).statusCode).toBe(401);
    expect(await details(orderId)).toMatchObject({ payment_status: 'failed', order_status: 'pending' });
  });
});
