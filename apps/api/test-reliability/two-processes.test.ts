import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, Cluster, DATABASE_KIND, runSeed, seededRandom, sleep, Traffic, type ApiProcess } from './harness.js';
import { checkAll, expectUnsoldStockBack, NO_VIOLATIONS, paymentCounts, STRICT } from './invariants.js';
import { expectJourneysFinished, planJourney, runJourney } from './journeys.js';
import {
  createCheckout,
  inBatches,
  Ledger,
  openMarket,
  randomCart,
  sandboxPay,
  verifyPayment,
  type Market,
} from './market.js';

/**
 * Two API processes on one PostgreSQL: concurrent checkouts whose steps alternate between the processes (create on
 * one, pay on the other, verify and webhook on either), one process SIGKILLed mid-way while the other carries on,
 * wholesalers canceling the same order on both at once, then both processes expiring the unpaid checkouts at the
 * same time while late buyers still try to pay them. The invariants hold throughout; the expiry leaves no stock
 * reserved. PostgreSQL only (PGlite is one process by design).
 *
 * RELIABILITY_TWO_PROCESS_CHECKOUTS (default 48) tunes it.
 */

const CHECKOUTS = Number(process.env.RELIABILITY_TWO_PROCESS_CHECKOUTS ?? 48);

describe.skipIf(DATABASE_KIND !== 'postgres')('two API processes on one PostgreSQL', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const cluster = new Cluster({ label: 'two_proc' });
  const ledger = new Ledger();
  const lostWebhooks: string[] = [];
  const knownBugHits: string[] = [];
  // The processes by slot; a slot is replaced when its process is restarted.
  const slots: ApiProcess[] = [];
  let market: Market;

  const isAlive = (api: ApiProcess) =>
    api.child.exitCode === null && api.child.signalCode === null && !api.stopRequested;
  /** The slot's process, or the other one when it is down: what a load balancer does once it notices. */
  const pick = (index: number) => {
    const wanted = slots[index % slots.length] as ApiProcess;
    if (isAlive(wanted)) return wanted;
    return slots.find(isAlive) ?? wanted;
  };
  const check = () => cluster.withSql((query) => checkAll(query, { products: market.products, ledger }));

  beforeAll(async () => {
    console.log(`two processes: ${CHECKOUTS} checkouts, seed ${seed}`);
    const opened = await openMarket(
      cluster,
      ['A', 'B'],
      { wholesalers: 3, productsPerWholesaler: 3, retailers: 16, stock: (index) => 40 + 20 * (index % 3) },
      random,
    );
    slots.push(...opened.apis);
    market = opened.market;
  });

  afterAll(async () => {
    if (lostWebhooks.length > 0)
      console.warn(`two processes: ${lostWebhooks.length} webhook(s) lost to the crash:\n${lostWebhooks.join('\n')}`);
    if (knownBugHits.length > 0) console.warn(`two processes: known bugs hit:\n${knownBugHits.join('\n')}`);
    await cluster.destroy();
  });

  it('concurrent checkouts alternating between the processes, one killed mid-way', async () => {
    const traffic = new Traffic();
    const batch = Array.from({ length: CHECKOUTS }, (_, index) =>
      planJourney(random, ledger, market.retailers[index % market.retailers.length]!, market.products),
    );
    let answers = 0;
    const killAfter = random.int(Math.ceil(CHECKOUTS * 0.8), Math.ceil(CHECKOUTS * 2));
    const victim = random.int(0, 1);
    // Requests already sent to the victim lose their answers; the next steps go to the survivor.
    const running = Promise.all(
      batch.map(async (journey, index) => {
        await sleep(index * random.int(5, 30));
        await runJourney(
          journey,
          (step) => pick(index + step),
          traffic,
          () => (answers += 1),
        );
      }),
    );
    let finished = false;
    void running.then(() => (finished = true));
    const deadline = Date.now() + 180_000;
    while (answers < killAfter && !finished && Date.now() < deadline) await sleep(5);
    const killedAt = answers;
    await cluster.kill(slots[victim]!);
    await running;
    console.log(`two processes: killed ${slots[victim]!.name} after ${killedAt} answers\n${traffic.table()}`);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    expect(cluster.unexpectedExits).toEqual([]);
    expect(await check(), 'right after the kill, the survivor still running').toEqual(NO_VIOLATIONS);

    slots[victim] = await cluster.start(`${slots[victim]!.name}2`);
    await expectJourneysFinished(batch, pick, cluster, lostWebhooks);
    const counts = await cluster.withSql(paymentCounts);
    console.log('two processes: payments', counts);
    expect(counts.paid ?? 0).toBeGreaterThan(0);
    expect(await check(), 'after the restart').toEqual(NO_VIOLATIONS);
  });

  it('a wholesaler cancels the same paid orders on both processes at once: stock back once', async () => {
    const traffic = new Traffic();
    const paid = ledger.created().filter((record) => record.verifiedPaymentIds.length > 0);
    const chosen = random.shuffle(paid).slice(0, 8);
    const results = await Promise.all(
      chosen.map(async (record) => {
        const orderId = record.created.orderIds[0]!;
        const details = await call(pick(0), 'GET', `/api/order_details/${orderId}`, { token: record.retailer.token });
        const ownerId = (details.body as { wholesaler: { id: number } }).wholesaler.id;
        const owner = market.wholesalers.find((one) => one.id === ownerId)!;
        const answers = await Promise.all(
          [0, 1, 0, 1].map(async (slot) => {
            const answer = await call(pick(slot), 'PATCH', `/api/orders/${orderId}/status/`, {
              token: owner.token,
              body: { status: 'canceled', description: 'Out of delivery area' },
            });
            traffic.record('PATCH order status', answer, [200, 409]);
            return answer.status;
          }),
        );
        if (answers.includes(200)) ledger.canceledByWholesaler.add(orderId);
        return answers.filter((status) => status === 200).length;
      }),
    );
    console.log(`two processes: cancels\n${traffic.table()}`);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    expect(await check()).toEqual(NO_VIOLATIONS);
    expect(results, 'one cancel of each order succeeds').toEqual(chosen.map(() => 1));
  });

  it('both processes expire the unpaid checkouts at once while late buyers pay: no stock reserved, none lost', async () => {
    // Both processes restart with the job running every second; then, while late buyers are paying, every unpaid
    // checkout becomes 31 minutes old at once. Each late buyer either pays (200) or is told it expired (409).
    await Promise.all(slots.map((api) => cluster.stop(api)));
    const env = { EXPIRE_UNPAID_ORDERS_EVERY_SECONDS: '1' };
    const started = await Promise.all([cluster.start('A-expiry', env), cluster.start('B-expiry', env)]);
    slots.splice(0, slots.length, ...started);

    const traffic = new Traffic();
    // The abandoned checkouts of the first test, and a dozen fresh ones left unpaid for now.
    const fresh = Array.from({ length: 12 }, (_, index) =>
      ledger.open(market.retailers[index % market.retailers.length]!, randomCart(random, market.products)),
    );
    await inBatches(fresh, 4, (record, index) => createCheckout(pick(index), record, traffic));
    const unpaid = ledger
      .created()
      .filter((record) => record.verifiedPaymentIds.length === 0 && record.capturedAcknowledged.length === 0);
    const payments = inBatches(unpaid, 3, async (record, index) => {
      const { signed } = await sandboxPay(pick(index), record, 'success', traffic);
      await sleep(random.int(0, 300));
      if (!signed) return;
      const verified = await verifyPayment(pick(index + 1), record, signed, traffic);
      // A 500 is a failed attempt the browser offers to try again (see the deadlock bug below): it tries once more.
      if (verified.status >= 500) await verifyPayment(pick(index), record, signed, traffic);
    });
    await sleep(random.int(0, 500));
    const aged = await cluster.withSql((query) =>
      query(
        `update payments set created_at = created_at - interval '31 minutes' where status in ('created', 'failed') returning id`,
      ),
    );
    await payments;
    console.log(
      `two processes: ${aged.length} checkouts aged while ${unpaid.length} late buyers paid\n${traffic.table()}`,
    );
    // Known bug (docs/reliability.md): the expiry job holds the product rows of every payment it has expired so far
    // until its batch commits, so a confirmation (or checkout) locking products in id order can deadlock with it, and
    // PostgreSQL aborts one of them: a 500 for the buyer. Set aside (unless RELIABILITY_STRICT=1) when every 5xx is a
    // verification or checkout and the processes logged as many deadlocks.
    const deadlocks = cluster.countInLogs(/"level":50.*deadlock detected/);
    const onlyDeadlocks =
      traffic.serverErrors.length > 0 &&
      deadlocks >= traffic.serverErrors.length &&
      traffic.serverErrors.every((line) => /^POST (verify-payment|orders\/create) → 500/.test(line));
    if (onlyDeadlocks && !STRICT) {
      knownBugHits.push(`${traffic.serverErrors.length} request(s) answered 500 after a deadlock with the expiry job`);
      traffic.serverErrors.length = 0;
    }
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unanswered).toEqual([]);
    expect(traffic.unexpected).toEqual([]);

    let left = -1;
    for (let attempt = 0; attempt < 120 && left !== 0; attempt += 1) {
      const counts = await cluster.withSql(paymentCounts);
      left = (counts.created ?? 0) + (counts.failed ?? 0);
      if (left !== 0) await sleep(1000);
    }
    expect(left, 'unpaid checkouts left').toBe(0);
    await expectUnsoldStockBack(cluster, { products: market.products, ledger }, 'two processes: final payments');
    expect(cluster.unexpectedExits).toEqual([]);
  });
});
