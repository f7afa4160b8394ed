import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  Cluster,
  runSeed,
  seededRandom,
  sleep,
  Traffic,
  type Answer,
  type ApiProcess,
  type Random,
} from './harness.js';
import { checkAll, NO_VIOLATIONS, paymentCounts, setAsideLostWebhooks, STRICT } from './invariants.js';
import {
  createCheckout,
  deliverWebhook,
  inBatches,
  Ledger,
  openMarket,
  randomCart,
  sandboxPay,
  verifyPayment,
  webhookEvent,
  type CheckoutRecord,
  type Market,
  type SignedPayment,
  type WebhookEvent,
} from './market.js';

/**
 * Webhook storm: many checkouts, each with its payment.captured / order.paid / payment.failed events delivered
 * several times (same event id; now and then without the id header, so only the payment's own state can dedupe),
 * shuffled so that a failure can arrive after the capture, concurrently with the buyers' own verifications and
 * a second browser tab paying again. Sales must be counted once, a late failure must not un-pay, and the
 * invariants must hold. Then a storm of webhook-only payments (tabs closed) is cut by a SIGKILL and Razorpay's
 * redeliveries must still get every payment confirmed.
 *
 * RELIABILITY_STORM_CHECKOUTS (default 36) and RELIABILITY_STORM_COPIES (deliveries per event, default 3) tune it.
 */

const CHECKOUTS = Number(process.env.RELIABILITY_STORM_CHECKOUTS ?? 36);
const COPIES = Number(process.env.RELIABILITY_STORM_COPIES ?? 3);
const CONCURRENCY = 12;

type Scenario = 'paid' | 'failed-then-paid' | 'two-tabs' | 'failed-only';

interface Case {
  record: CheckoutRecord;
  scenario: Scenario;
  /** The buyer's tab stayed open: the browser verifies too. */
  browser: boolean;
  payments: SignedPayment[];
  events: WebhookEvent[];
}

/** One delivery or one verification, to be shuffled into the storm. */
type Hit =
  | { kind: 'webhook'; event: WebhookEvent; withId: boolean }
  | { kind: 'verify'; record: CheckoutRecord; signed: SignedPayment };

describe('webhook storm: every event several times, out of order, with the browsers', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const cluster = new Cluster({ label: 'storm' });
  const ledger = new Ledger();
  const knownBugHits: string[] = [];
  let api: ApiProcess | undefined;
  let market: Market;

  const live = () => {
    if (!api) throw new Error('no API process');
    return api;
  };
  const invariants = () => cluster.withSql((query) => checkAll(query, { products: market.products, ledger }));
  /** PGlite can be opened by one process at a time: the server stops before the test reads the database. */
  const releasePglite = async () => {
    if (cluster.kind !== 'pglite') return;
    await cluster.stop(live());
    api = undefined;
  };

  beforeAll(async () => {
    console.log(`storm: ${cluster.kind}, ${CHECKOUTS} checkouts, ${COPIES} copies of each event, seed ${seed}`);
    const opened = await openMarket(
      cluster,
      ['storm'],
      { wholesalers: 3, productsPerWholesaler: 3, retailers: 12, stock: () => 1000 },
      random,
    );
    [api] = opened.apis;
    market = opened.market;
  });

  afterAll(async () => {
    if (knownBugHits.length > 0)
      console.warn(`storm: the known lost-webhook bug was hit (docs/reliability.md):\n${knownBugHits.join('\n')}`);
    await cluster.destroy();
  });

  /** Creates a checkout and takes it through the sandbox as the scenario says; returns its events. */
  async function prepare(scenario: Scenario, browser: boolean, traffic: Traffic, user: Random): Promise<Case> {
    const retailer = user.pick(market.retailers);
    const record = ledger.open(retailer, randomCart(user, market.products));
    const created = await createCheckout(live(), record, traffic);
    if (created.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(created.body)}`);
    const item: Case = { record, scenario, browser, payments: [], events: [] };
    const fail = async () => {
      const { answer } = await sandboxPay(live(), record, 'failure', traffic);
      const failedId = (answer.body as { error: { metadata: { payment_id: string } } }).error.metadata.payment_id;
      item.events.push(webhookEvent(record, 'payment.failed', failedId));
    };
    const pay = async () => {
      const { signed } = await sandboxPay(live(), record, 'success', traffic);
      if (!signed) throw new Error('sandbox did not sign');
      item.payments.push(signed);
      item.events.push(
        webhookEvent(record, 'payment.captured', signed.razorpay_payment_id),
        webhookEvent(record, 'order.paid', signed.razorpay_payment_id),
      );
    };
    if (scenario === 'failed-then-paid' || scenario === 'failed-only') await fail();
    if (scenario !== 'failed-only') await pay();
    if (scenario === 'two-tabs') await pay();
    return item;
  }

  function stormOf(cases: Case[], user: Random): Hit[] {
    const hits: Hit[] = [];
    for (const item of cases) {
      for (const event of item.events) {
        for (let copy = 0; copy < COPIES; copy += 1) hits.push({ kind: 'webhook', event, withId: true });
        // A delivery without X-Razorpay-Event-Id: deduplicated by the payment's state alone.
        if (user.chance(0.3)) hits.push({ kind: 'webhook', event, withId: false });
      }
      if (item.browser)
        for (const signed of item.payments) {
          hits.push({ kind: 'verify', record: item.record, signed });
          if (user.chance(0.3)) hits.push({ kind: 'verify', record: item.record, signed });
        }
    }
    return user.shuffle(hits);
  }

  async function unleash(
    hits: Hit[],
    traffic: Traffic,
    target: () => ApiProcess,
    onAnswer: (hit: Hit, answer: Answer) => void = () => undefined,
  ) {
    await inBatches(hits, CONCURRENCY, async (hit) => {
      const answer =
        hit.kind === 'verify'
          ? await verifyPayment(target(), hit.record, hit.signed, traffic)
          : hit.withId
            ? await deliverWebhook(target(), hit.event, traffic)
            : await deliverWebhook(target(), { ...hit.event, id: '' }, traffic);
      onAnswer(hit, answer);
      return answer;
    });
  }

  it('counts every sale once and never un-pays', async () => {
    const traffic = new Traffic();
    const scenarios: Scenario[] = ['paid', 'paid', 'failed-then-paid', 'two-tabs', 'failed-only'];
    const cases = await inBatches(Array.from({ length: CHECKOUTS }), 4, (_item, index) =>
      prepare(scenarios[index % scenarios.length] as Scenario, random.chance(0.5), traffic, random),
    );
    const hits = stormOf(cases, random);
    console.log(`storm: ${hits.length} deliveries and verifications for ${cases.length} checkouts`);
    await unleash(hits, traffic, live);
    console.log(`storm:\n${traffic.table()}`);
    expect(cluster.unexpectedExits).toEqual([]);
    expect(traffic.unanswered).toEqual([]);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unexpected).toEqual([]);

    await releasePglite();
    const result = await cluster.withSql(async (query) => ({
      violations: await checkAll(query, { products: market.products, ledger }),
      payments: await query<{ provider_order_id: string; status: string; provider_payment_id: string | null }>(
        `select provider_order_id, status, provider_payment_id from payments`,
      ),
      counts: await paymentCounts(query),
    }));
    console.log('storm: payments', result.counts);
    expect(result.violations).toEqual(NO_VIOLATIONS);
    const byOrderId = new Map(result.payments.map((row) => [row.provider_order_id, row]));
    const wrong = cases.flatMap((item) => {
      const row = byOrderId.get(item.record.created?.razorpayOrderId ?? '');
      const expected = item.scenario === 'failed-only' ? 'failed' : 'paid';
      const paidWithOneOfOurs =
        expected !== 'paid' || item.payments.some((one) => one.razorpay_payment_id === row?.provider_payment_id);
      return row?.status === expected && paidWithOneOfOurs
        ? []
        : [`${item.scenario} ${item.record.created?.razorpayOrderId}: ${row?.status} ${row?.provider_payment_id}`];
    });
    expect(wrong).toEqual([]);
  });

  it('two tabs pay the same checkout at the same instant: one payment wins, the other is refused', async () => {
    api ??= await cluster.start('storm-tabs');
    const traffic = new Traffic();
    const cases = await inBatches(Array.from({ length: 12 }), 4, () => prepare('two-tabs', true, traffic, random));
    // Both verifications and both captures of a checkout leave together; the checkouts one after another.
    for (const item of cases) {
      const [first, second] = item.payments as [SignedPayment, SignedPayment];
      const captures = item.events.filter((event) => event.type === 'payment.captured');
      await Promise.all([
        verifyPayment(live(), item.record, first, traffic),
        verifyPayment(live(), item.record, second, traffic),
        ...captures.map((event) => deliverWebhook(live(), event, traffic)),
      ]);
    }
    console.log(`storm tabs:\n${traffic.table()}`);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unanswered).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    await releasePglite();
    // The acknowledged invariant holds each checkout to one payment told "paid", the one the payment records.
    expect(await invariants()).toEqual(NO_VIOLATIONS);
    const told = cases.map((item) => item.record.verifiedPaymentIds.length);
    expect(
      told.filter((count) => count !== 1),
      'checkouts told "paid" for other than one payment',
    ).toEqual([]);
  });

  it('a wholesaler cancels paid orders three times at once while their captures arrive again: stock back once', async () => {
    api ??= await cluster.start('storm-cancel');
    const traffic = new Traffic();
    const paid = ledger
      .created()
      .filter((record) => record.verifiedPaymentIds.length > 0 || record.capturedAcknowledged.length > 0);
    const chosen = random.shuffle(paid).slice(0, 8);
    const successes = await Promise.all(
      chosen.map(async (record) => {
        const orderId = record.created.orderIds[0] as number;
        const details = await call(live(), 'GET', `/api/order_details/${orderId}`, { token: record.retailer.token });
        expect(details.status).toBe(200);
        const body = details.body as { wholesaler: { id: number }; razorpay_payment_id: string };
        const owner = market.wholesalers.find((one) => one.id === body.wholesaler.id);
        if (!owner) throw new Error(`order ${orderId} has an unknown wholesaler`);
        const cancel = async () => {
          const answer = await call(live(), 'PATCH', `/api/orders/${orderId}/status/`, {
            token: owner.token,
            body: { status: 'canceled', description: 'Damaged in the warehouse' },
          });
          traffic.record('PATCH order status', answer, [200, 409]);
          return answer.status;
        };
        // Late copies of the capture: a new event id, and no id at all.
        const late = webhookEvent(record, 'payment.captured', body.razorpay_payment_id);
        const statuses = await Promise.all([
          cancel(),
          cancel(),
          cancel(),
          deliverWebhook(live(), late, traffic),
          deliverWebhook(live(), { ...late, id: '' }, traffic),
        ]);
        if (statuses.includes(200)) ledger.canceledByWholesaler.add(orderId);
        return statuses.slice(0, 3).filter((status) => status === 200).length;
      }),
    );
    console.log(`storm cancels:\n${traffic.table()}`);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unanswered).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    await releasePglite();
    expect(await invariants()).toEqual(NO_VIOLATIONS);
    // Checked after the invariants, so that a repeated release shows as the stock leak it is.
    expect(successes, 'one cancel of each order succeeds').toEqual(chosen.map(() => 1));
  });

  it('a storm of webhook-only payments cut by SIGKILL: redeliveries confirm every payment', async () => {
    api ??= await cluster.start('storm-2');
    const traffic = new Traffic();
    const cases = await inBatches(Array.from({ length: CHECKOUTS }), 4, () => prepare('paid', false, traffic, random));
    const hits = stormOf(cases, random);
    const acknowledgedEvents = new Set<string>();
    let answers = 0;
    const killAfter = random.int(Math.ceil(hits.length * 0.1), Math.ceil(hits.length * 0.6));
    const current = live();
    const storm = unleash(
      hits,
      traffic,
      () => current,
      (hit, answer) => {
        answers += 1;
        if (hit.kind === 'webhook' && hit.withId && answer.status === 200) acknowledgedEvents.add(hit.event.id);
      },
    );
    let finished = false;
    void storm.then(() => (finished = true));
    const deadline = Date.now() + 180_000;
    while (answers < killAfter && !finished && Date.now() < deadline) await sleep(5);
    const killedAt = answers;
    await cluster.kill(current);
    api = undefined;
    await storm;
    console.log(`storm 2: killed after ${killedAt} of ${hits.length} answers\n${traffic.table()}`);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    const asLeft = await invariants();
    expect(setAsideLostWebhooks(asLeft, knownBugHits), 'as left').toEqual(NO_VIOLATIONS);

    // Razorpay redelivers, with the same event id, every event that got no 2xx.
    api = await cluster.start('storm-2-restarted');
    const restarted = live();
    const retry = new Traffic();
    const redeliveries = cases.flatMap((item) => item.events).filter((event) => !acknowledgedEvents.has(event.id));
    await inBatches(redeliveries, CONCURRENCY, (event) => deliverWebhook(restarted, event, retry));
    expect(retry.serverErrors, cluster.logs()).toEqual([]);
    expect(retry.unanswered).toEqual([]);
    expect(retry.unexpected).toEqual([]);

    // Which payments are still unconfirmed, asked as the buyer would (works on PGlite while the server runs).
    const unconfirmed = [];
    for (const item of cases) {
      const orderId = item.record.created?.orderIds[0];
      const details = await call(restarted, 'GET', `/api/order_details/${orderId}`, {
        token: item.record.retailer.token,
      });
      expect(details.status).toBe(200);
      if ((details.body as { order_status: string }).order_status === 'pending') unconfirmed.push(item);
    }
    for (const item of unconfirmed) {
      const evidence =
        `${item.record.created?.razorpayOrderId}: still pending after the storm and the redeliveries; ` +
        `events ${item.events.map((event) => `${event.type} ${event.id} ${acknowledgedEvents.has(event.id) ? 'acknowledged' : 'redelivered'}`).join(', ')}`;
      knownBugHits.push(evidence);
      // The buyer comes back to the tab: the browser's verification settles it.
      const signed = item.payments[0] as SignedPayment;
      expect((await verifyPayment(restarted, item.record, signed, retry)).status).toBe(200);
    }
    if (STRICT) expect(unconfirmed.length, 'payments lost with their webhooks').toBe(0);

    await releasePglite();
    const result = await cluster.withSql(async (query) => ({
      violations: await checkAll(query, { products: market.products, ledger }),
      counts: await paymentCounts(query),
    }));
    console.log('storm 2: payments', result.counts);
    expect(result.violations).toEqual(NO_VIOLATIONS);
  });
});
