import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailsResponse } from '@marketplace/contract';
import { refunds } from '../src/db/schema.js';
import { runExpiryOnce } from '../src/modules/orders/expiry-job.js';
import type { PaymentConfirmationService } from '../src/modules/orders/payment-confirmation.service.js';
import {
  agePayment,
  checkout,
  checkoutAndPay,
  checkoutSignature,
  confirmationService,
  deliverSignedWebhook,
  newEventId,
  orderDetails,
  orderStatuses,
  paymentEvent,
  paymentRow,
  useOrderMarketplace,
  verifyPayment,
} from './order-fixtures.js';
import { eventually, refundRows, sumOf, twoWholesalerCart } from './tax-and-refund-fixtures.js';

describe('a second payment captured for a paid checkout is refunded in full, once', () => {
  const { ctx, accounts } = useOrderMarketplace();
  let confirmation: PaymentConfirmationService;

  beforeAll(() => {
    confirmation = confirmationService(ctx);
  });

  /** A paid checkout with goods of both wholesalers: two orders sharing one payment. */
  async function paidCheckout() {
    const lines = await twoWholesalerCart(ctx.database.db, [accounts.wholesaler.id, accounts.otherWholesaler.id]);
    const created = await checkoutAndPay(ctx.app, accounts.retailer, lines);
    const payment = await paymentRow(ctx.database.db, created.razorpay_order_id);
    return { created, payment };
  }

  const duplicateRefunds = (paymentId: number) =>
    ctx.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.kind, 'duplicate_capture')))
      .orderBy(refunds.id);

  const details = async (orderId: number, reader = accounts.retailer) =>
    (await orderDetails(ctx.app, reader, orderId)).json() as OrderDetailsResponse;

  const signedBy = (razorpayOrderId: string, paymentId: string) => ({
    razorpay_order_id: razorpayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(ctx.config.payments.keySecret, razorpayOrderId, paymentId),
  });

  it('a payment.captured webhook for another payment id refunds that capture once, however often it is replayed', async () => {
    const { created, payment } = await paidCheckout();
    const secondId = 'pay_DuplicateHook1';
    const event = paymentEvent('payment.captured', secondId, created.razorpay_order_id, {
      amountPaise: created.amount,
    });
    const eventId = newEventId();

    expect((await deliverSignedWebhook(ctx, event, eventId)).json()).toEqual({ status: 'processed' });
    // Replays: the same event id, a new id for the same capture, Razorpay's order.paid and the browser's callback.
    expect((await deliverSignedWebhook(ctx, event, eventId)).json()).toEqual({ status: 'duplicate' });
    expect((await deliverSignedWebhook(ctx, event)).json()).toEqual({ status: 'ignored' });
    const orderPaid = paymentEvent('order.paid', secondId, created.razorpay_order_id, { amountPaise: created.amount });
    expect((await deliverSignedWebhook(ctx, orderPaid)).json()).toEqual({ status: 'ignored' });
    const browser = await verifyPayment(ctx.app, accounts.retailer, signedBy(created.razorpay_order_id, secondId));
    expect(browser.statusCode).toBe(409);
    expect(browser.json()).toMatchObject({
      code: 'conflict',
      detail: expect.stringMatching(/refunded to you in full/),
    });

    const rows = await eventually(
      () => duplicateRefunds(payment.id),
      (found) => found.every((row) => row.status === 'processed'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: null,
      providerPaymentId: secondId,
      amountPaise: created.amount,
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    // The first payment stands: the orders are still confirmed and nothing of theirs is refunded.
    expect(await paymentRow(ctx.database.db, created.razorpay_order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.providerPaymentId,
    });
    expect(await orderStatuses(ctx.database.db, created.order_ids)).toEqual(['confirmed', 'confirmed']);
    expect(await refundRows(ctx.database.db, created.order_ids)).toEqual([]);
  });

  it('shows on every order of the checkout, for the buyer and the seller: refunds list and timeline', async () => {
    const { created } = await paidCheckout();
    const secondId = 'pay_DuplicateShow1';
    await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', secondId, created.razorpay_order_id, { amountPaise: created.amount }),
    );
    const [firstOrder, secondOrder] = created.order_ids as [number, number];
    const shown = await eventually(
      () => details(firstOrder),
      (order) => order.duplicate_payment_refunds[0]?.status === 'processed',
    );
    expect(shown.duplicate_payment_refunds).toEqual([
      expect.objectContaining({ razorpay_payment_id: secondId, amount: created.amount / 100, status: 'processed' }),
    ]);
    expect(shown).toMatchObject({ payment_status: 'paid', refund: null, refund_status: null });
    expect(shown.events.map((event) => event.description)).toEqual([
      'Order placed',
      'Payment received',
      expect.stringMatching(/^A second payment of .+ \(pay_DuplicateShow1\) was received .+ — refunded in full$/),
      expect.stringMatching(/^Refund of .+ processed$/),
    ]);
    for (const [orderId, reader] of [
      [secondOrder, accounts.retailer],
      [secondOrder, accounts.otherWholesaler],
      [firstOrder, accounts.wholesaler],
    ] as const)
      expect((await details(orderId, reader)).duplicate_payment_refunds).toHaveLength(1);
  });

  it('the browser verifying a second payment first, then its webhook: refunded once', async () => {
    const { created, payment } = await paidCheckout();
    const secondId = 'pay_DuplicateBrow1';
    const browser = await verifyPayment(ctx.app, accounts.retailer, signedBy(created.razorpay_order_id, secondId));
    expect(browser.statusCode).toBe(409);
    const webhook = await deliverSignedWebhook(
      ctx,
      paymentEvent('payment.captured', secondId, created.razorpay_order_id, { amountPaise: created.amount }),
    );
    expect(webhook.json()).toEqual({ status: 'ignored' });
    const rows = await duplicateRefunds(payment.id);
    expect(rows.map((row) => [row.providerPaymentId, row.amountPaise])).toEqual([[secondId, created.amount]]);
  });

  it('a webhook and the browser reporting the same second payment at once: refunded once', async () => {
    const { created, payment } = await paidCheckout();
    const secondId = 'pay_DuplicateRace1';
    const event = paymentEvent('payment.captured', secondId, created.razorpay_order_id, {
      amountPaise: created.amount,
    });
    const answers = await Promise.all([
      deliverSignedWebhook(ctx, event),
      deliverSignedWebhook(ctx, event),
      verifyPayment(ctx.app, accounts.retailer, signedBy(created.razorpay_order_id, secondId)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409]);
    expect(await duplicateRefunds(payment.id)).toHaveLength(1);
  });

  it('a second capture after a late one: the orders are refunded once and the second capture in full', async () => {
    const lines = await twoWholesalerCart(ctx.database.db, [accounts.wholesaler.id, accounts.otherWholesaler.id]);
    const created = await checkout(ctx.app, accounts.retailer, lines);
    await agePayment(ctx.database.db, created.razorpay_order_id, 31);
    await runExpiryOnce(ctx.database.db, confirmation);
    for (const paymentId of ['pay_LateFirst00001', 'pay_LateSecond0001']) {
      const event = paymentEvent('payment.captured', paymentId, created.razorpay_order_id, {
        amountPaise: created.amount,
      });
      expect((await deliverSignedWebhook(ctx, event)).json()).toEqual({ status: 'processed' });
    }
    const payment = await paymentRow(ctx.database.db, created.razorpay_order_id);
    expect(payment).toMatchObject({ status: 'expired', providerPaymentId: 'pay_LateFirst00001' });
    expect(sumOf((await refundRows(ctx.database.db, created.order_ids)).map((row) => row.amountPaise))).toBe(
      created.amount,
    );
    expect((await duplicateRefunds(payment.id)).map((row) => [row.providerPaymentId, row.amountPaise])).toEqual([
      ['pay_LateSecond0001', created.amount],
    ]);
  });

  it('a second capture without an amount in the event is refunded at the checkout amount', async () => {
    const { created, payment } = await paidCheckout();
    const event = paymentEvent('payment.captured', 'pay_DuplicateNoAm1', created.razorpay_order_id);
    expect((await deliverSignedWebhook(ctx, event)).json()).toEqual({ status: 'processed' });
    expect((await duplicateRefunds(payment.id)).map((row) => row.amountPaise)).toEqual([created.amount]);
  });
});
