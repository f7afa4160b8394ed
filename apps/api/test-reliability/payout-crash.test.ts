import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  toPaise,
  type AdminPayout,
  type OrderDetailsResponse,
  type PayoutRunResponse,
  type SellerBalance,
} from '@marketplace/contract';
import { eventually } from '../test/tax-and-refund-fixtures.js';
import pg from 'pg';
import { call, Cluster, runSeed, seededRandom, sleep, Traffic, type Answer, type ApiProcess } from './harness.js';
import { checkAll, NO_VIOLATIONS } from './invariants.js';
import {
  batchesToShip,
  createCheckout,
  inBatches,
  Ledger,
  openMarket,
  sandboxPay,
  verifyPayment,
  type Account,
  type Market,
} from './market.js';

/**
 * Crash in the middle of a payout run. Ten sellers have money available (orders paid, shipped, delivered, released
 * once a one-second claim window closed; one order canceled before shipping earns nothing). A run is started (on
 * PostgreSQL on two processes at once, which both stop at a seller whose payout details a transaction of the test
 * holds, and are both SIGKILLed there; on PGlite, whose single process runs a run without a pause, at a random moment). After a restart two runs go at once again: each seller ends with exactly one
 * payout of exactly the money it had available, nothing left available, and the ledger invariants hold.
 */

const SELLERS = 10;
const ADMIN = { email: 'payout-crash-admin@example.com', password: 'payout-crash-admin-password' };

describe('crash: SIGKILL in the middle of a payout run', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const cluster = new Cluster({
    label: 'payout_crash',
    env: { CLAIM_WINDOW_SECONDS: '1', DEADLINES_EVERY_SECONDS: '1', PAYOUT_MINIMUM_RUPEES: '1' },
  });
  const ledger = new Ledger();
  const traffic = new Traffic();
  let apis: ApiProcess[];
  let market: Market;
  let adminToken: string;
  /** Each seller's available balance before the runs, in paise. */
  const owed = new Map<number, number>();

  async function expectAnswer(answer: Promise<Answer>, status: number, what: string) {
    const settled = await answer;
    expect(settled.status, `${what}: ${JSON.stringify(settled.body ?? settled.error)}\n${cluster.logs()}`).toBe(status);
    return settled.body;
  }

  const balanceOf = async (api: ApiProcess, seller: Account) =>
    (await expectAnswer(
      call(api, 'GET', apiPaths.wholesalerBalance, { token: seller.token }),
      200,
      'balance',
    )) as SellerBalance;

  const runPayouts = (api: ApiProcess) => call(api, 'POST', apiPaths.adminRunPayouts, { token: adminToken });

  const adminLogin = async (api: ApiProcess) =>
    (
      (await expectAnswer(
        call(api, 'POST', '/api/login/', {
          body: { username: ADMIN.email, password: ADMIN.password, user_type: 'admin' },
        }),
        200,
        'admin login',
      )) as { access: string }
    ).access;

  beforeAll(async () => {
    console.log(`payout crash: ${cluster.kind}, seed ${seed}`);
    const names = cluster.kind === 'postgres' ? (['payout-0', 'payout-0b'] as const) : (['payout-0'] as const);
    const opened = await openMarket(
      cluster,
      names,
      { wholesalers: SELLERS, productsPerWholesaler: 1, retailers: 2, stock: () => 100 },
      random,
    );
    apis = [...opened.apis];
    market = opened.market;
    const api = apis[0]!;
    await cluster.createAdmin(ADMIN.email, ADMIN.password);
    adminToken = await adminLogin(api);

    await inBatches(market.wholesalers, 3, (seller, index) =>
      expectAnswer(
        call(api, 'PUT', apiPaths.payoutDetails, {
          token: seller.token,
          body: {
            bank_account_name: `Reliability Traders ${index + 1}`,
            bank_account_number: `50100${String(index + 1).padStart(7, '0')}`,
            bank_ifsc: 'HDFC0001234',
          },
        }),
        200,
        'payout details',
      ),
    );

    // Two checkouts: the first buys from every seller, the second from a random half.
    const carts = [
      market.products.map((product) => ({ product, quantity: random.int(1, 3) })),
      random
        .shuffle(market.products)
        .slice(0, SELLERS / 2)
        .map((product) => ({ product, quantity: 1 })),
    ];
    const orderIds: Array<{ orderId: number; retailer: Account }> = [];
    for (const [index, lines] of carts.entries()) {
      const retailer = market.retailers[index]!;
      const record = ledger.open(retailer, lines);
      expect((await createCheckout(api, record, traffic)).status).toBe(201);
      const { signed } = await sandboxPay(api, record, 'success', traffic);
      expect((await verifyPayment(api, record, signed!, traffic)).status).toBe(200);
      orderIds.push(...record.created!.orderIds.map((orderId) => ({ orderId, retailer })));
    }

    // One order canceled by its seller before shipping: the seller earns nothing from it.
    const [canceled, ...kept] = orderIds;
    const canceledDetails = (await expectAnswer(
      call(api, 'GET', apiPaths.orderDetails(canceled!.orderId), { token: canceled!.retailer.token }),
      200,
      'order details',
    )) as OrderDetailsResponse;
    await expectAnswer(
      call(api, 'PATCH', apiPaths.orderStatus(canceled!.orderId), {
        token: market.wholesalers.find((one) => one.id === canceledDetails.wholesaler.id)!.token,
        body: { status: 'canceled', description: 'Out of stock at the warehouse' },
      }),
      200,
      'cancel before shipping',
    );
    ledger.canceledByWholesaler.add(canceled!.orderId);
    await inBatches(kept, 3, async ({ orderId, retailer }) => {
      const details = (await expectAnswer(
        call(api, 'GET', apiPaths.orderDetails(orderId), { token: retailer.token }),
        200,
        'order details',
      )) as OrderDetailsResponse;
      const seller = market.wholesalers.find((one) => one.id === details.wholesaler.id)!;
      for (const status of ['shipped', 'delivered'] as const)
        await expectAnswer(
          call(api, 'PATCH', apiPaths.orderStatus(orderId), {
            token: seller.token,
            body: { status, ...(status === 'shipped' ? { items: batchesToShip(details) } : {}) },
          }),
          200,
          `mark order ${orderId} ${status}`,
        );
    });

    // The deadlines pass releases every delivered order a second after delivery.
    for (const seller of market.wholesalers) {
      const balance = await eventually(
        () => balanceOf(api, seller),
        (answer) => answer.held === 0,
        { attempts: 200, everyMs: 100 },
      );
      expect(balance.held, `seller ${seller.id} released`).toBe(0);
      owed.set(seller.id, toPaise(balance.available));
    }
    expect([...owed.values()].filter((paise) => paise > 0).length).toBeGreaterThanOrEqual(SELLERS - 1);
  });

  afterAll(async () => {
    await cluster.destroy();
  });

  it('a run killed after its first payouts, then two runs at once: every seller paid its available money once', async () => {
    const payees = [...owed.entries()].filter(([, paise]) => paise > 0).map(([id]) => id);
    payees.sort((x, y) => x - y);
    let made: number;
    if (cluster.kind === 'postgres') {
      // Someone holds the payout details of the seller in the middle: both runs pay the sellers before it, then
      // wait for it; both processes are killed while they wait.
      const middle = payees[Math.floor(payees.length / 2)]!;
      const before = payees.filter((id) => id < middle).length;
      const holder = new pg.Client({ connectionString: cluster.databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from payout_details where wholesaler_id = $1 for update', [middle]);
      const runs = apis.map((api) => runPayouts(api));
      const waiting = await eventually(
        () =>
          cluster.withSql((query) =>
            query<{ payouts: number; waiting: number }>(
              `select (select count(*) from payouts)::int as payouts,
                      (select count(*) from pg_stat_activity
                        where datname = current_database() and wait_event_type = 'Lock')::int as waiting`,
            ),
          ),
        ([row]) => row?.waiting === apis.length,
        { attempts: 600, everyMs: 50 },
      );
      expect(waiting[0], 'both runs wait at the middle seller').toEqual({ payouts: before, waiting: apis.length });
      await Promise.all(apis.map((api) => cluster.kill(api)));
      await holder.query('rollback');
      await holder.end();
      expect((await Promise.all(runs)).map((answer) => answer.status)).toEqual(apis.map(() => 0));
      made = before;
    } else {
      // PGlite's one process goes through a run without serving anything else, so nothing shows how far it got: the
      // kill comes a little later each time until it lands after the first payout.
      made = 0;
      for (let attempt = 0; attempt < 20 && made === 0; attempt += 1) {
        if (attempt > 0) apis[0] = await cluster.start(`payout-0-${attempt}`);
        const run = runPayouts(apis[0]!);
        await sleep(20 + attempt * 6 + random.int(0, 5));
        await cluster.kill(apis[0]!);
        const answer = await run;
        const [row] = await cluster.withSql((query) =>
          query<{ count: number }>(`select count(*)::int as count from payouts`),
        );
        made = row?.count ?? 0;
        if (answer.status !== 0) console.log('payout crash: the run was through before the kill');
      }
      expect(made, 'payouts made before the crash').toBeGreaterThan(0);
    }
    console.log(`payout crash: ${made} of ${payees.length} payouts made before the crash`);
    expect(cluster.unexpectedExits).toEqual([]);

    apis = await Promise.all(apis.map((_api, index) => cluster.start(`payout-restarted-${index}`)));
    const restarted = apis[0]!;
    // Two runs at once (on two processes on PostgreSQL).
    const again = await Promise.all([runPayouts(restarted), runPayouts(apis.at(-1)!)]);
    for (const answer of again) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const last = (await expectAnswer(runPayouts(restarted), 200, 'a last run')) as PayoutRunResponse;
    expect(last.created, 'nothing is left to pay').toBe(0);

    const all = (
      (await expectAnswer(call(restarted, 'GET', apiPaths.adminPayouts, { token: adminToken }), 200, 'payouts')) as {
        payouts: AdminPayout[];
      }
    ).payouts;
    for (const seller of market.wholesalers) {
      const paid = all.filter((payout) => payout.wholesaler.id === seller.id);
      const expected = owed.get(seller.id) ?? 0;
      expect(
        paid.map((payout) => toPaise(payout.amount)),
        `seller ${seller.id}`,
      ).toEqual(expected > 0 ? [expected] : []);
      expect(await balanceOf(restarted, seller)).toEqual({ held: 0, available: 0, paid_out: expected / 100 });
    }

    // The bank confirms one transfer; its UTR is recorded once.
    const first = all.at(-1)!;
    await expectAnswer(
      call(restarted, 'POST', apiPaths.adminPayoutPaid(first.id), {
        token: adminToken,
        body: { utr: 'HDFCR52026120800001' },
      }),
      200,
      'mark paid',
    );

    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(cluster.unexpectedExits).toEqual([]);
    if (cluster.kind === 'pglite') await cluster.stopAll();
    const violations = await cluster.withSql((query) => checkAll(query, { products: market.products, ledger }));
    expect(violations).toEqual(NO_VIOLATIONS);
  });
});
