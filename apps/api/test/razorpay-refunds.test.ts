import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type AdminRefundsResponse, type RefundResponse } from '@marketplace/contract';
import { type Account, signUpAdmin, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import {
  checkout,
  checkoutSignature,
  deliverSignedWebhook,
  insertProduct,
  useOrderTestApp,
  verifyPayment,
} from './order-fixtures.js';
import {
  cancelOrder,
  eventually,
  FAKE_RAZORPAY_CREDENTIALS,
  makeRefundsDue,
  readOrderMoney,
  refundDelivery,
  refundEvent,
  refundRows,
  useFakeRazorpay,
} from './tax-and-refund-fixtures.js';

describe('refunds through the real Razorpay provider (against a local fake of its API)', () => {
  const { fake, env } = useFakeRazorpay();
  const ctx = useOrderTestApp({}, env);
  let retailer: Account;
  let wholesaler: Account;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  let payments = 0;

  beforeAll(async () => {
    retailer = await signUpRetailer(ctx.app, { shop_name: 'Laxmi General Stores' });
    wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Sahyadri Kitchen Supplies' });
    admin = await signUpAdmin(ctx);
  });

  beforeEach(() => fake.reset());

  /** A checkout paid with a payment of its own, confirmed by the browser's signed callback. */
  async function paidOrder() {
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, price: 123.45, stock: 10 });
    const created = await checkout(ctx.app, retailer, [{ product, quantity: 3 }]);
    const paymentId = `pay_FAKERefund${String(++payments).padStart(5, '0')}`;
    const verified = await verifyPayment(ctx.app, retailer, {
      razorpay_order_id: created.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(
        FAKE_RAZORPAY_CREDENTIALS.RAZORPAY_KEY_SECRET,
        created.razorpay_order_id,
        paymentId,
      ),
    });
    expect(verified.statusCode).toBe(200);
    return { orderId: created.order_ids[0]!, paymentId, amountPaise: created.amount };
  }

  const refundRow = async (orderId: number) => (await refundRows(ctx.database.db, [orderId]))[0];
  const refundsAtFake = (paymentId: string) => fake.refunds.filter((refund) => refund.payment_id === paymentId);
  const refundCallsFor = (paymentId: string) =>
    fake.refundCalls
      .filter((call) => call.path.startsWith(`/v1/payments/${paymentId}/`))
      .map((call) => `${call.method} ${call.path.replace(`/v1/payments/${paymentId}`, '')}`);

  /** The refund row once `done` accepts it; a bounded wait while the app's own delivery after the cancel runs. */
  const refundRowOnce = (orderId: number, done: (row: Awaited<ReturnType<typeof refundRow>>) => boolean) =>
    eventually(() => refundRow(orderId), done);

  /** The worker's next attempt, as after the lease ran out; whichever process claims it, one attempt at a time. */
  async function deliverAgainUntil(orderId: number, done: (row: Awaited<ReturnType<typeof refundRow>>) => boolean) {
    await makeRefundsDue(ctx.database.db, [orderId]);
    const worker = refundDelivery(ctx);
    return eventually(async () => {
      await worker.deliverDue();
      return refundRow(orderId);
    }, done);
  }

  const adminRefunds = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.adminRefunds, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    return (response.json() as AdminRefundsResponse).refunds;
  };

  const retry = (refundId: number, reader: { auth: { authorization: string } } = admin) =>
    ctx.app.inject({ method: 'POST', url: apiPaths.adminRetryRefund(refundId), headers: reader.auth });

  it('a cancel creates exactly one refund at Razorpay, in paise, with our receipt', async () => {
    const { orderId, paymentId, amountPaise } = await paidOrder();
    expect((await cancelOrder(ctx.app, retailer, orderId)).statusCode).toBe(200);

    const row = await refundRowOnce(orderId, (current) => Boolean(current?.providerRefundId));
    expect(refundsAtFake(paymentId)).toEqual([
      expect.objectContaining({ id: row?.providerRefundId, amount: amountPaise, receipt: `refund_${row?.id}` }),
    ]);
    expect(row).toMatchObject({ amountPaise, status: 'pending' });
    expect(refundCallsFor(paymentId)).toEqual(['GET /refunds', 'POST /refund']);
    const body = fake.refundCalls.find((call) => call.method === 'POST')?.body;
    expect(body).toEqual({ amount: amountPaise, receipt: `refund_${row?.id}`, speed: 'normal' });

    const refund = (await readOrderMoney(ctx.app, retailer, orderId, 'refund')).json() as RefundResponse;
    expect(refund).toMatchObject({ status: 'pending', provider_refund_id: row?.providerRefundId, processed_at: null });
  });

  it('delivering again asks for the refund’s status and never creates a second one', async () => {
    const { orderId, paymentId } = await paidOrder();
    await cancelOrder(ctx.app, retailer, orderId);
    const row = await refundRowOnce(orderId, (current) => Boolean(current?.providerRefundId));
    const statusCall = `GET /v1/refunds/${row?.providerRefundId}`;

    await deliverAgainUntil(orderId, () =>
      fake.refundCalls.some((call) => `${call.method} ${call.path}` === statusCall),
    );
    expect(refundsAtFake(paymentId)).toHaveLength(1);
    expect(refundCallsFor(paymentId)).toEqual(['GET /refunds', 'POST /refund']);
  });

  it('an answer lost on the way back: the next attempt finds the refund by its receipt instead of making another', async () => {
    const { orderId, paymentId } = await paidOrder();
    fake.state.refundFates = ['lose-answer'];
    expect((await cancelOrder(ctx.app, retailer, orderId)).statusCode).toBe(200);
    await eventually(
      async () => refundsAtFake(paymentId),
      (created) => created.length === 1,
    );
    expect((await refundRow(orderId))?.providerRefundId).toBeNull();

    const row = await deliverAgainUntil(orderId, (current) => Boolean(current?.providerRefundId));
    expect(refundsAtFake(paymentId)).toEqual([expect.objectContaining({ id: row?.providerRefundId })]);
    expect(refundCallsFor(paymentId)).toEqual(['GET /refunds', 'POST /refund', 'GET /refunds']);
    expect(row?.status).toBe('pending');
  });

  it('the refund.processed webhook settles it, once however often it comes', async () => {
    const { orderId, paymentId, amountPaise } = await paidOrder();
    await cancelOrder(ctx.app, retailer, orderId);
    const row = await refundRowOnce(orderId, (current) => Boolean(current?.providerRefundId));
    const event = refundEvent('refund.processed', row?.providerRefundId ?? '', { paymentId, amountPaise });

    const first = await deliverSignedWebhook(ctx, event);
    expect(first.json()).toEqual({ status: 'processed' });
    const refund = (await readOrderMoney(ctx.app, retailer, orderId, 'refund')).json() as RefundResponse;
    expect(refund).toMatchObject({ status: 'processed', processed_at: expect.any(String) });
    // A late refund.failed for the same refund does not undo it.
    await deliverSignedWebhook(ctx, event);
    await deliverSignedWebhook(ctx, refundEvent('refund.failed', row?.providerRefundId ?? '', { paymentId }));
    expect((await readOrderMoney(ctx.app, retailer, orderId, 'refund')).json()).toEqual(refund);
    expect(await refundRows(ctx.database.db, [orderId])).toHaveLength(1);
    expect(refundsAtFake(paymentId)).toHaveLength(1);
  });

  it('a refusal (400) marks the refund failed; the administrator sees it and retries it once', async () => {
    const { orderId, paymentId } = await paidOrder();
    fake.state.refundFates = ['refuse'];
    await cancelOrder(ctx.app, retailer, orderId);
    const failed = await refundRowOnce(orderId, (current) => current?.status === 'failed');
    expect(failed).toMatchObject({
      status: 'failed',
      providerRefundId: null,
      failureReason: 'The refund amount provided is greater than allowed',
    });
    expect(refundsAtFake(paymentId)).toEqual([]);
    expect(((await readOrderMoney(ctx.app, retailer, orderId, 'refund')).json() as RefundResponse).status).toBe(
      'failed',
    );

    const listed = (await adminRefunds()).find((refund) => refund.order_id === orderId);
    expect(listed).toMatchObject({
      id: failed?.id,
      status: 'failed',
      failure_reason: 'The refund amount provided is greater than allowed',
      retailer: 'Laxmi General Stores',
      wholesaler: 'Sahyadri Kitchen Supplies',
    });
    const refundId = failed?.id ?? 0;
    expect(
      (await ctx.app.inject({ method: 'GET', url: apiPaths.adminRefunds, headers: retailer.auth })).statusCode,
    ).toBe(403);
    expect((await retry(refundId, retailer)).statusCode).toBe(403);

    const retried = await retry(refundId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending' });
    const sent = await refundRowOnce(orderId, (current) => Boolean(current?.providerRefundId));
    expect(sent?.status).toBe('pending');
    expect(refundsAtFake(paymentId)).toEqual([expect.objectContaining({ id: sent?.providerRefundId })]);
    expect(refundCallsFor(paymentId)).toEqual(['GET /refunds', 'POST /refund', 'GET /refunds', 'POST /refund']);
    expect((await retry(refundId)).statusCode).toBe(409);
    expect((await retry(999_999)).statusCode).toBe(404);

    await deliverSignedWebhook(ctx, refundEvent('refund.processed', sent?.providerRefundId ?? '', { paymentId }));
    expect((await adminRefunds()).some((refund) => refund.order_id === orderId)).toBe(false);
  });
});
