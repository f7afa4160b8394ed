import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ClaimResponse, type OrderDetailsResponse } from '@marketplace/contract';
import { checkoutSignature } from '../test/order-fixtures.js';
import { eventually, fakeRazorpay } from '../test/tax-and-refund-fixtures.js';
import { call, Cluster, runSeed, seededRandom, SECRETS, Traffic, type Answer, type ApiProcess } from './harness.js';
import { checkAll, NO_VIOLATIONS } from './invariants.js';
import {
  batchesToShip,
  createCheckout,
  Ledger,
  openMarket,
  verifyPayment,
  type Account,
  type Market,
} from './market.js';

/**
 * Crash between accepting a claim and delivering its refund, against a fake of Razorpay's API. One checkout buys from
 * two wholesalers: one order is canceled (its refund goes out), the other is delivered and claimed three times, so the
 * payment carries several refunds at Razorpay and only our receipt tells them apart.
 *
 * 1. The fake takes the second claim's refund request, creates the refund and never answers; the process is SIGKILLed
 *    while it waits. After a restart the worker claims the refund again once its 30 s lease is over, finds the refund
 *    by our receipt among the payment's others, and adopts it.
 * 2. Razorpay is unreachable when the third claim is accepted, and the process is SIGKILLed right after the accept
 *    answered, before any delivery got through. After a restart, with Razorpay back, the refund goes out once.
 *
 * Then: exactly one refund at Razorpay per refund row, each claim's for its accepted units and their share of the
 * charge to the paisa, and the invariants hold.
 */

const KEY_ID = 'rzp_test_reliability';
const PAYMENT_ID = 'pay_RELClaimCrash01';

describe('crash: SIGKILL between accepting a claim and refunding it', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const fake = fakeRazorpay({ keyId: KEY_ID, keySecret: SECRETS.RAZORPAY_KEY_SECRET });
  const traffic = new Traffic();
  let cluster: Cluster | undefined;
  let api: ApiProcess;
  let market: Market;
  let retailer: Account;
  let wholesaler: Account;
  let claimed: { orderId: number; itemId: number };

  async function expectAnswer(answer: Promise<Answer>, status: number, what: string) {
    const settled = await answer;
    expect(settled.status, `${what}: ${JSON.stringify(settled.body)}\n${cluster?.logs()}`).toBe(status);
    return settled.body;
  }

  const fileShortClaim = async (quantity: number) =>
    (await expectAnswer(
      call(api, 'POST', apiPaths.orderClaims(claimed.orderId), {
        token: retailer.token,
        body: { type: 'short', description: `${quantity} units missing`, items: [{ id: claimed.itemId, quantity }] },
      }),
      201,
      'file a claim',
    )) as ClaimResponse;

  const accept = async (claimId: number, quantity?: number) =>
    (await expectAnswer(
      call(api, 'POST', apiPaths.claimAccept(claimId), {
        token: wholesaler.token,
        body: quantity === undefined ? {} : { items: [{ id: claimed.itemId, quantity }] },
      }),
      200,
      'accept the claim',
    )) as ClaimResponse;

  /** The claim as its retailer reads it, once its refund is processed (a killed attempt's lease runs 30 s). */
  const processedClaim = (claimId: number) =>
    eventually(
      async () => {
        const answer = await call(api, 'GET', apiPaths.orderClaims(claimed.orderId), { token: retailer.token });
        return (answer.body as { claims?: ClaimResponse[] } | null)?.claims?.find((claim) => claim.id === claimId);
      },
      (claim) => claim?.refund_status === 'processed',
      { attempts: 180, everyMs: 500 },
    );

  const refundsAtRazorpay = (atLeast: number) =>
    eventually(
      async () => fake.refunds.length,
      (count) => count >= atLeast,
      { attempts: 300, everyMs: 100 },
    );

  beforeAll(async () => {
    console.log(`claim crash: seed ${seed}`);
    const apiBase = await fake.listen();
    fake.state.newRefundStatus = 'processed';
    cluster = new Cluster({
      label: 'claim_crash',
      env: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_API_BASE: apiBase },
    });
    const opened = await openMarket(
      cluster,
      ['claim-crash-0'],
      { wholesalers: 2, productsPerWholesaler: 1, retailers: 1, stock: () => 100 },
      random,
    );
    [api] = opened.apis;
    market = opened.market;
    retailer = market.retailers[0]!;
    wholesaler = market.wholesalers[0]!;

    const record = new Ledger().open(retailer, [
      { product: market.products[0]!, quantity: 12 },
      { product: market.products[1]!, quantity: 2 },
    ]);
    expect((await createCheckout(api, record, traffic)).status).toBe(201);
    const { razorpayOrderId, orderIds } = record.created!;
    const signed = {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: PAYMENT_ID,
      razorpay_signature: checkoutSignature(SECRETS.RAZORPAY_KEY_SECRET, razorpayOrderId, PAYMENT_ID),
    };
    expect((await verifyPayment(api, record, signed, traffic)).status).toBe(200);

    const orders = await Promise.all(
      orderIds.map(
        async (orderId) =>
          (await expectAnswer(
            call(api, 'GET', apiPaths.orderDetails(orderId), { token: retailer.token }),
            200,
            'order details',
          )) as OrderDetailsResponse,
      ),
    );
    const delivered = orders.find((order) => order.order_items[0]?.product.id === market.products[0]!.id)!;
    const canceled = orders.find((order) => order !== delivered)!;
    await expectAnswer(
      call(api, 'POST', apiPaths.orderCancel(canceled.id), {
        token: retailer.token,
        body: { reason: 'Ordered twice' },
      }),
      200,
      'cancel the other order',
    );
    for (const status of ['shipped', 'delivered'] as const)
      await expectAnswer(
        call(api, 'PATCH', apiPaths.orderStatus(delivered.id), {
          token: wholesaler.token,
          body: { status, ...(status === 'shipped' ? { items: batchesToShip(delivered) } : {}) },
        }),
        200,
        `mark the order ${status}`,
      );
    claimed = { orderId: delivered.id, itemId: delivered.order_items[0]!.id };

    // A first claim accepted in part and refunded without trouble: the payment has two refunds at Razorpay now.
    await accept((await fileShortClaim(3)).id, 2);
    expect(await refundsAtRazorpay(2)).toBe(2);
  });

  afterAll(async () => {
    await cluster?.destroy();
    await fake.close();
  });

  it('a refund request Razorpay took but never answered is adopted after the restart, not asked for again', async () => {
    if (!cluster) throw new Error('cluster not created');
    const claim = await fileShortClaim(4);
    fake.state.refundFates = ['hold'];
    fake.state.newRefundStatus = 'pending';
    expect(await accept(claim.id)).toMatchObject({ status: 'accepted', refund_status: 'pending' });
    expect(await refundsAtRazorpay(3), 'the refund request reached Razorpay').toBe(3);
    await cluster.kill(api);
    // Razorpay went on with the refund the dead process had asked for.
    fake.processAll();
    fake.state.newRefundStatus = 'processed';

    api = await cluster.start('claim-crash-1');
    expect(await processedClaim(claim.id), cluster.logs()).toMatchObject({ refund_status: 'processed' });
    expect(fake.refunds, 'no second refund was asked for').toHaveLength(3);
  });

  it('a claim accepted while Razorpay is unreachable and killed before delivery is refunded once after the restart', async () => {
    if (!cluster) throw new Error('cluster not created');
    const claim = await fileShortClaim(5);
    await fake.close();
    expect(await accept(claim.id, 4)).toMatchObject({ status: 'accepted', refund_status: 'pending' });
    await cluster.kill(api);
    expect(fake.refunds, 'nothing reached Razorpay').toHaveLength(3);

    api = await cluster.start('claim-crash-2', { RAZORPAY_API_BASE: await fake.listen() });
    expect(await processedClaim(claim.id), cluster.logs()).toMatchObject({ refund_status: 'processed' });
    expect(fake.refunds).toHaveLength(4);
  });

  it('every refund is at Razorpay once, each claim refunds its accepted units and charge share, invariants hold', async () => {
    if (!cluster) throw new Error('cluster not created');
    expect(traffic.serverErrors).toEqual([]);
    expect(cluster.unexpectedExits).toEqual([]);
    if (cluster.kind === 'pglite') await cluster.stop(api);
    const { rows, claims, violations } = await cluster.withSql(async (query) => ({
      rows: await query<{ id: number; kind: string; amount_paise: number; status: string }>(
        `select id, kind, amount_paise, status from refunds order by id`,
      ),
      claims: await query<{
        id: number;
        accepted_goods: number;
        subtotal_paise: number;
        charge_paise: number;
        refund_paise: number;
      }>(
        `select c.id, sum(ci.accepted_quantity * oi.price_paise)::int as accepted_goods,
                o.subtotal_paise, o.charge_paise, r.amount_paise as refund_paise
           from claims c join claim_items ci on ci.claim_id = c.id join order_items oi on oi.id = ci.order_item_id
           join orders o on o.id = c.order_id join refunds r on r.claim_id = c.id
          group by c.id, o.id, r.id order by c.id`,
      ),
      violations: await checkAll(query, { products: market.products }),
    }));

    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['order', 'processed'],
      ['claim', 'processed'],
      ['claim', 'processed'],
      ['claim', 'processed'],
    ]);
    expect(fake.refunds.map((refund) => [refund.receipt, refund.amount, refund.payment_id])).toEqual(
      rows.map((row) => [`refund_${row.id}`, row.amount_paise, PAYMENT_ID]),
    );
    // Accepted units at their price, plus that value's share of the charge, rounded down on the running total.
    let before = 0;
    for (const claim of claims) {
      const share = (goods: number) => Math.floor((claim.charge_paise * goods) / claim.subtotal_paise);
      const expected = claim.accepted_goods + share(before + claim.accepted_goods) - share(before);
      before += claim.accepted_goods;
      expect(claim.refund_paise, `claim ${claim.id}`).toBe(expected);
    }
    expect(violations).toEqual(NO_VIOLATIONS);
  });
});
