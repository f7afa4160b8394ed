import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, runSeed, seededRandom, sleep, Traffic, type ApiProcess, type Query } from './harness.js';
import { checkAll, expectUnsoldStockBack, NO_VIOLATIONS, paymentCounts } from './invariants.js';
import { expectJourneysFinished, planJourney, runJourney } from './journeys.js';
import { Ledger, openMarket, type Market } from './market.js';

/**
 * Crash: the API process is killed (SIGKILL, no shutdown hook) in the middle of checkout bursts, several rounds.
 * After each kill the invariants must hold on the database exactly as the crash left it (opened directly, as the
 * next start would), and again after a restart on the same data once the buyers' browsers retried their
 * verifications and Razorpay redelivered the webhooks that got no answer. A last round kills the process while
 * the expiry job cancels every unpaid checkout, then lets it finish: all stock is back but what was sold.
 *
 * RELIABILITY_CRASH_ROUNDS (default 4) and RELIABILITY_CRASH_BURST (checkouts per round, default 24) tune it.
 */

const ROUNDS = Number(process.env.RELIABILITY_CRASH_ROUNDS ?? 4);
const BURST = Number(process.env.RELIABILITY_CRASH_BURST ?? 24);

describe('crash: SIGKILL in the middle of checkout bursts', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const cluster = new Cluster({ label: 'crash' });
  const ledger = new Ledger();
  const lostWebhooks: string[] = [];
  let api: ApiProcess | undefined;
  let market: Market;

  const check = (query: Query) => checkAll(query, { products: market.products, ledger });

  beforeAll(async () => {
    console.log(`crash: ${cluster.kind}, ${ROUNDS} rounds of ${BURST} checkouts, seed ${seed}`);
    const opened = await openMarket(
      cluster,
      ['crash-0'],
      // One scarce shelf per wholesaler, sold out in the first rounds, so out-of-stock refusals race with the crashes.
      { wholesalers: 3, productsPerWholesaler: 3, retailers: BURST, stock: (index) => (index % 3 === 2 ? 8 : 40) },
      random,
    );
    [api] = opened.apis;
    market = opened.market;
  });

  afterAll(async () => {
    if (lostWebhooks.length > 0)
      console.warn(
        `crash: ${lostWebhooks.length} webhook(s) lost to a crash (see docs/reliability.md):\n${lostWebhooks.join('\n')}`,
      );
    await cluster.destroy();
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`round ${round}: killed mid-burst, consistent as left, consistent after restart and retries`, async () => {
      if (!api) api = await cluster.start(`crash-${round}`);
      const current = api;
      const traffic = new Traffic();
      const batch = market.retailers
        .map((retailer) => planJourney(random, ledger, retailer, market.products))
        .slice(0, BURST);

      // Odd rounds: kill after a random share of the burst's answers (never before it starts, rarely after it
      // ends). Even rounds: kill the instant the API has told a buyer "paid" for the k-th time, when an answer
      // that ran ahead of its commit would be lost.
      let answers = 0;
      let paidAnswers = 0;
      const onPaid = round % 2 === 0;
      const killAfter = onPaid ? random.int(1, 4) : random.int(Math.ceil(BURST * 0.4), Math.ceil(BURST * 2));
      let trigger!: () => void;
      const triggered = new Promise<void>((resolve) => (trigger = resolve));
      const running = batch.map(async (journey, index) => {
        await sleep(index * random.int(5, 40));
        await runJourney(
          journey,
          () => current,
          traffic,
          (_step, paid) => {
            answers += 1;
            if (paid) paidAnswers += 1;
            if ((onPaid ? paidAnswers : answers) >= killAfter) trigger();
          },
        );
      });
      const settled = Promise.all(running);
      let finished = false;
      void settled.then(() => (finished = true));
      const timeout = setTimeout(() => trigger(), 180_000);
      await Promise.race([triggered, settled]);
      clearTimeout(timeout);
      const endedBeforeKill = finished;
      const killedAt = onPaid ? `${paidAnswers} "paid" answers` : `${answers} answers`;
      // Only promise callbacks run between the triggering answer and the SIGKILL.
      await cluster.kill(current);
      api = undefined;
      await settled;
      console.log(
        `crash round ${round}: killed after ${killedAt} (target ${killAfter}${endedBeforeKill ? ', the burst had ended' : ''}), ` +
          `${traffic.unanswered.length} requests cut off\n${traffic.table()}`,
      );
      expect(cluster.unexpectedExits).toEqual([]);
      expect(traffic.serverErrors, cluster.logs()).toEqual([]);
      expect(traffic.unexpected).toEqual([]);

      // The database as the crash left it: opened directly (PGlite recovers it exactly as the next start would).
      const asLeft = await cluster.withSql(check);
      expect(asLeft, 'right after the SIGKILL').toEqual(NO_VIOLATIONS);

      api = await cluster.start(`crash-${round}-restarted`);
      const restarted = api;
      await expectJourneysFinished(batch, () => restarted, cluster, lostWebhooks);

      if (cluster.kind === 'pglite') {
        await cluster.stop(restarted);
        api = undefined;
      }
      const afterRestart = await cluster.withSql(async (query) => {
        console.log(`crash round ${round}: payments`, await paymentCounts(query));
        return check(query);
      });
      expect(afterRestart, 'after the restart and the retries').toEqual(NO_VIOLATIONS);
      // Every checkout that reached the payment step was acknowledged as paid (and the invariants hold it to that).
      const unsettled = batch.filter(
        (journey) =>
          journey.record.created &&
          journey.ending !== 'abandon' &&
          journey.record.verifiedPaymentIds.length === 0 &&
          journey.record.capturedAcknowledged.length === 0,
      );
      expect(unsettled.map((journey) => journey.record.created?.razorpayOrderId)).toEqual([]);
    });
  }

  it('expiry killed mid-way, then finished: every unpaid checkout canceled, all unsold stock back', async () => {
    if (api) await cluster.stop(api);
    api = undefined;
    // Every unpaid checkout becomes 31 minutes old; the job then runs every second.
    const aged = await cluster.withSql((query) =>
      query<{ id: number }>(
        `update payments set created_at = created_at - interval '31 minutes' where status in ('created', 'failed') returning id`,
      ),
    );
    console.log(`crash expiry: ${aged.length} unpaid checkouts to expire`);
    const env = { EXPIRE_UNPAID_ORDERS_EVERY_SECONDS: '1' };
    const first = await cluster.start('crash-expiry', env);
    await sleep(random.int(200, 1500));
    await cluster.kill(first);
    expect(await cluster.withSql(check), 'right after killing the expiry').toEqual(NO_VIOLATIONS);

    let left = aged.length;
    for (let attempt = 1; attempt <= 10 && left > 0; attempt += 1) {
      const again = await cluster.start(`crash-expiry-${attempt}`, env);
      await sleep(3000);
      if (cluster.kind === 'pglite') await cluster.stop(again);
      const counts = await cluster.withSql(paymentCounts);
      left = (counts.created ?? 0) + (counts.failed ?? 0);
      if (cluster.kind === 'postgres') await cluster.stop(again);
    }
    expect(left, 'unpaid checkouts left').toBe(0);

    await expectUnsoldStockBack(cluster, { products: market.products, ledger }, 'crash final: payments');
    expect(cluster.unexpectedExits).toEqual([]);
  });
});
