import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, toRupees, type RefundResponse } from '@marketplace/contract';
import { checkoutSignature } from '../test/order-fixtures.js';
import { eventually, fakeRazorpay } from '../test/tax-and-refund-fixtures.js';
import { call, Cluster, runSeed, seededRandom, SECRETS, Traffic, type Answer, type ApiProcess } from './harness.js';
import { checkAll, NO_VIOLATIONS } from './invariants.js';
import { createCheckout, Ledger, openMarket, verifyPayment, type Market } from './market.js';

/**
 * Crash between the cancel and the provider's answer: the API process runs the real Razorpay provider against a fake
 * of its API in this test, which takes the first refund request, creates the refund and never answers. The process is
 * SIGKILLed while it waits; after a restart the refund worker claims the refund again once its lease (30 s) is over,
 * finds the refund the first request created by our receipt, and adopts it instead of asking for a second one.
 */

const KEY_ID = 'rzp_test_reliability';

describe('crash: SIGKILL while a refund request waits for Razorpay', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const fake = fakeRazorpay({ keyId: KEY_ID, keySecret: SECRETS.RAZORPAY_KEY_SECRET });
  let cluster: Cluster | undefined;
  let api: ApiProcess;
  let market: Market;

  beforeAll(async () => {
    console.log(`refund crash: seed ${seed}`);
    const apiBase = await fake.listen();
    cluster = new Cluster({
      label: 'refund_crash',
      env: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_API_BASE: apiBase },
    });
    const opened = await openMarket(
      cluster,
      ['refund-crash-0'],
      { wholesalers: 1, productsPerWholesaler: 1, retailers: 1, stock: () => 10 },
      random,
    );
    [api] = opened.apis;
    market = opened.market;
  });

  afterAll(async () => {
    await cluster?.destroy();
    await fake.close();
  });

  it('the refund survives the kill and is created at Razorpay exactly once after the restart', async () => {
    if (!cluster) throw new Error('cluster not created');
    const traffic = new Traffic();
    const retailer = market.retailers[0]!;
    const record = new Ledger().open(retailer, [{ product: market.products[0]!, quantity: 2 }]);
    expect((await createCheckout(api, record, traffic)).status).toBe(201);
    const { razorpayOrderId, orderIds, amountPaise } = record.created!;
    const paymentId = 'pay_RELRefundCrash01';
    const signed = {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(SECRETS.RAZORPAY_KEY_SECRET, razorpayOrderId, paymentId),
    };
    expect((await verifyPayment(api, record, signed, traffic)).status).toBe(200);

    fake.state.refundFates = ['hold'];
    const orderId = orderIds[0]!;
    const canceled = await call(api, 'POST', apiPaths.orderCancel(orderId), {
      token: retailer.token,
      body: { reason: 'Ordered twice' },
    });
    expect(canceled.status).toBe(200);
    const held = await eventually(
      async () => fake.refunds.length,
      (count) => count > 0,
      { attempts: 300, everyMs: 100 },
    );
    expect(held, 'the refund request reached Razorpay').toBe(1);
    await cluster.kill(api);
    // Razorpay went on with the refund the dead process had asked for.
    fake.processAll();

    const restarted = await cluster.start('refund-crash-1');
    const readRefund = () => call(restarted, 'GET', apiPaths.orderRefund(orderId), { token: retailer.token });
    const isProcessed = (answer: Answer) =>
      answer.status === 200 && (answer.body as RefundResponse).status === 'processed';
    // The lease of the killed attempt runs 30 s; the worker looks every 5 s.
    const settled = await eventually(readRefund, isProcessed, { attempts: 180, everyMs: 500 });
    expect(settled.body, cluster.logs()).toMatchObject({
      status: 'processed',
      amount: toRupees(amountPaise),
      provider_refund_id: fake.refunds[0]?.id,
    });

    expect(fake.refunds).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        amount: amountPaise,
        receipt: expect.stringMatching(/^refund_/),
      }),
    ]);
    const paymentPath = `/v1/payments/${paymentId}`;
    expect(fake.refundCalls.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${paymentPath}/refunds`,
      `POST ${paymentPath}/refund`,
      `GET ${paymentPath}/refunds`,
    ]);
    expect(traffic.serverErrors).toEqual([]);
    expect(cluster.unexpectedExits).toEqual([]);
    await cluster.stop(restarted);
    expect(await cluster.withSql((query) => checkAll(query, { products: market.products }))).toEqual(NO_VIOLATIONS);
  });
});
