import { beforeAll, describe, expect, it } from 'vitest';
import { runExpiryOnce } from '../src/modules/orders/expiry-job.js';
import type { PaymentConfirmationService } from '../src/modules/orders/payment-confirmation.service.js';
import {
  agePayment,
  checkout,
  checkoutSignature,
  confirmationService,
  deliverSignedWebhook,
  newEventId,
  orderStatuses,
  paymentEvent,
  paymentRow,
  stockAndSales,
  useOrderMarketplace,
  verifyPayment,
} from './order-fixtures.js';
import { refundOnceIt, refundRows, sumOf, twoWholesalerCart } from './tax-and-refund-fixtures.js';

describe('a payment captured after its checkout expired is refunded in full', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let confirmation: PaymentConfirmationService;

  beforeAll(() => {
    confirmation = confirmationService(ctx);
  });

  /** A checkout with goods of both wholesalers (two orders sharing one payment), left unpaid until it expired. */
  async function expiredCheckout() {
    const lines = await twoWholesalerCart(ctx.database.db, [accounts.wholesaler.id, accounts.otherWholesaler.id]);
    const created = await checkout(ctx.app, accounts.retailer, lines);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await runExpiryOnce(ctx.database.db, confirmation);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled', 'canceled']);
    return { created, products: lines.map((line) => line.product) };
  }

  /** Every order of the checkout has a refund, and together they are the amount captured. */
  async function expectRefundedInFull(orderIds: number[], amountPaise: number) {
    const rows = await refundRows(ctx.database.db, orderIds);
    expect(rows.map((row) => row.orderId)).toEqual(orderIds);
    expect(sumOf(rows.map((row) => row.amountPaise))).toBe(amountPaise);
    for (const orderId of orderIds)
      expect((await refundOnceIt(ctx.app, accounts.retailer, orderId, 'processed')).status).toBe('processed');
  }

  it('the browser’s verification answers 409 saying so, and every order of the checkout is refunded', async () => {
    const { created, products } = await expiredCheckout();
    const paymentId = 'pay_LateBrowser001';
    const signed = {
      razorpay_order_id: created.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(ctx.config.payments.keySecret, created.razorpay_order_id, paymentId),
    };
    const response = await verifyPayment(ctx.app, accounts.retailer, signed);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', detail: expect.stringMatching(/refunded/) });
    expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
      status: 'expired',
      providerPaymentId: paymentId,
    });
    await expectRefundedInFull(created.order_ids, created.amount);

    // The buyer retries the verification: the same answer, nothing refunded twice.
    expect((await verifyPayment(ctx.app, accounts.retailer, signed)).statusCode).toBe(409);
    await expectRefundedInFull(created.order_ids, created.amount);
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['canceled', 'canceled']);
    for (const product of products)
      expect(await stockAndSales(ctx.database.db, product.id)).toEqual({ stock: 20, sales: 0 });
  });

  it('a payment.captured webhook refunds every order; repeating it adds nothing', async () => {
    const { created } = await expiredCheckout();
    const event = paymentEvent('payment.captured', 'pay_LateWebhook001', created.razorpay_order_id, {
      amountPaise: created.amount,
    });
    const eventId = newEventId();
    const first = await deliverSignedWebhook(ctx, event, eventId);
    expect(first.json()).toEqual({ status: 'processed' });
    await expectRefundedInFull(created.order_ids, created.amount);

    const repeats = [await deliverSignedWebhook(ctx, event, eventId), await deliverSignedWebhook(ctx, event)];
    expect(repeats.map((repeat) => repeat.json())).toEqual([{ status: 'duplicate' }, { status: 'ignored' }]);
    await expectRefundedInFull(created.order_ids, created.amount);
  });

  it('the webhook and the browser together refund it once', async () => {
    const { created } = await expiredCheckout();
    const paymentId = 'pay_LateBoth000001';
    const [webhook, browser] = await Promise.all([
      deliverSignedWebhook(ctx, paymentEvent('payment.captured', paymentId, created.razorpay_order_id)),
      verifyPayment(ctx.app, accounts.retailer, {
        razorpay_order_id: created.razorpay_order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(ctx.config.payments.keySecret, created.razorpay_order_id, paymentId),
      }),
    ]);
    expect(webhook.statusCode).toBe(200);
    expect(browser.statusCode).toBe(409);
    await expectRefundedInFull(created.order_ids, created.amount);
  });
});
