import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailsResponse, OrderSummary } from '@marketplace/contract';
import { orders, payments } from '../src/db/schema.js';
import { runExpiryOnce } from '../src/modules/orders/expiry-job.js';
import type { PaymentConfirmationService } from '../src/modules/orders/payment-confirmation.service.js';
import {
  agePayment,
  checkout,
  confirmationService,
  deliverSignedWebhook,
  insertProduct,
  orderDetails,
  orderPayload,
  orderRows,
  patchStatus,
  paymentEvent,
  postOrder,
  sandboxPay,
  stockAndSales,
  useOrderMarketplace,
  verifyPayment,
} from './order-fixtures.js';
import { cancelOrder, refundOnceIt, retailerOrderList, twoWholesalerCart } from './tax-and-refund-fixtures.js';

describe('payments say what happened to them', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let confirmation: PaymentConfirmationService;

  beforeAll(() => {
    confirmation = confirmationService(ctx);
  });

  const details = async (orderId: number, reader = accounts.retailer) =>
    (await orderDetails(ctx.app, reader, orderId)).json() as OrderDetailsResponse;

  const tableCounts = async () => ({
    payments: (await ctx.database.db.select({ n: count() }).from(payments))[0]?.n,
    orders: (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n,
  });

  describe('below Rs. 1.00', () => {
    it('an order whose payable amount is Rs. 0.99 is refused with 400 and creates nothing', async () => {
      // 96 paise of goods and a 3 % charge of 3 paise: Rs. 0.99 to pay.
      const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 0.96 });
      const before = await tableCounts();
      const payload = orderPayload([{ product, quantity: 1 }]);
      expect(payload.total_price).toBe(0.99);
      const response = await postOrder(ctx.app, accounts.retailer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', detail: 'The smallest payment is Rs. 1.00.' });
      expect(await tableCounts()).toEqual(before);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 100, sales: 0 });
    });

    it('Rs. 1.00 exactly is accepted', async () => {
      const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 0.97 });
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
      expect(created.amount).toBe(100);
    });
  });

  describe('verifying after a refund', () => {
    it('answers refunded once every order of the checkout was canceled and refunded, paid while one is live', async () => {
      const lines = await twoWholesalerCart(ctx.database.db, [accounts.wholesaler.id, accounts.otherWholesaler.id]);
      const created = await checkout(ctx.app, accounts.retailer, lines);
      const paid = await sandboxPay(ctx.app, created.razorpay_order_id);
      expect((await verifyPayment(ctx.app, accounts.retailer, paid)).json()).toMatchObject({ status: 'paid' });

      const [first, second] = created.order_ids as [number, number];
      expect((await cancelOrder(ctx.app, accounts.retailer, first)).statusCode).toBe(200);
      expect((await verifyPayment(ctx.app, accounts.retailer, paid)).json()).toMatchObject({ status: 'paid' });

      expect((await cancelOrder(ctx.app, accounts.retailer, second)).statusCode).toBe(200);
      const again = await verifyPayment(ctx.app, accounts.retailer, paid);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        status: 'refunded',
        razorpay_payment_id: paid.razorpay_payment_id,
        order_ids: created.order_ids,
      });
    });

    it('a late payment that was refunded shows payment_status refunded and says so on the timeline', async () => {
      const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 250 });
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 2 }]);
      const orderId = created.order_ids[0]!;
      await agePayment(ctx.database.db, created.razorpay_order_id, 31);
      await runExpiryOnce(ctx.database.db, confirmation);
      expect((await details(orderId)).payment_status).toBe('expired');

      const event = paymentEvent('payment.captured', 'pay_LateShown00001', created.razorpay_order_id);
      expect((await deliverSignedWebhook(ctx, event)).json()).toEqual({ status: 'processed' });
      await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed');

      const shown = await details(orderId);
      expect(shown).toMatchObject({ payment_status: 'refunded', refund_status: 'processed', order_status: 'canceled' });
      expect(shown.events.map(({ status, description }) => ({ status, description }))).toEqual([
        { status: 'pending', description: 'Order placed' },
        { status: 'canceled', description: 'Payment not received within 30 minutes' },
        { status: 'refunded', description: 'Payment received after the checkout expired — refunded in full' },
        { status: 'refunded', description: 'Refund of Rs. 515.00 processed' },
      ]);
      const listed = (await retailerOrderList(ctx.app, accounts.retailer)).json() as OrderSummary[];
      expect(listed.find((order) => order.id === orderId)?.payment_status).toBe('refunded');
    });
  });

  describe('returned goods after shipping', () => {
    /** A paid order of 4 units from a shelf of 10, shipped unless `ship` is false. */
    async function order({ ship }: { ship: boolean }) {
      const product = await insertProduct(ctx.database.db, {
        wholesalerId: accounts.wholesaler.id,
        price: 120,
        stock: 10,
      });
      const created = await checkout(ctx.app, accounts.retailer, [{ product, quantity: 4 }]);
      expect(
        (await verifyPayment(ctx.app, accounts.retailer, await sandboxPay(ctx.app, created.razorpay_order_id)))
          .statusCode,
      ).toBe(200);
      const orderId = created.order_ids[0]!;
      if (ship)
        expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped' })).statusCode).toBe(200);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 6, sales: 4 });
      return { product, orderId };
    }

    const cancel = (orderId: number, body: Record<string, unknown> = {}) =>
      patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled', description: 'Returned', ...body });

    it('a cancel after shipping without a word keeps the goods off the shelf (written off) and still refunds', async () => {
      const { product, orderId } = await order({ ship: true });
      expect((await cancel(orderId)).statusCode).toBe(200);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 6, sales: 0 });
      expect((await orderRows(ctx.database.db, [orderId]))[0]).toMatchObject({ stockWrittenOff: true });
      expect((await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed')).amount).toBe(494.4);
    });

    it('restock: false keeps them off the shelf too', async () => {
      const { product, orderId } = await order({ ship: true });
      expect((await cancel(orderId, { restock: false })).statusCode).toBe(200);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 6, sales: 0 });
    });

    it('restock: true after shipping returns the goods to stock, once', async () => {
      const { product, orderId } = await order({ ship: true });
      expect((await cancel(orderId, { restock: true })).statusCode).toBe(200);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
      expect((await orderRows(ctx.database.db, [orderId]))[0]).toMatchObject({ stockWrittenOff: false });
      await cancel(orderId, { restock: true });
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
    });

    it('a cancel before shipping restocks as before, whatever restock says', async () => {
      const { product, orderId } = await order({ ship: false });
      expect((await cancel(orderId, { restock: false })).statusCode).toBe(200);
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 10, sales: 0 });
    });

    it('restock that is not true or false is a 400', async () => {
      const { orderId } = await order({ ship: true });
      const response = await cancel(orderId, { restock: 'maybe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    });
  });
});
