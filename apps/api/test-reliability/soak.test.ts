import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, Cluster, runSeed, seededRandom, Traffic, type ApiProcess, type Random } from './harness.js';
import { checkAll, NO_VIOLATIONS, paymentCounts } from './invariants.js';
import type { OrderDetailsResponse } from '@marketplace/contract';
import {
  batchesToShip,
  createCheckout,
  Ledger,
  openMarket,
  randomCart,
  sandboxPay,
  verifyPayment,
  type Account,
  type Market,
} from './market.js';
import { Pacer } from './pacer.js';

/**
 * Soak: a few minutes of mixed browsing and buying at a fixed request rate against one real API process:
 * catalogue listings with random filters, product pages, home data, carts, checkouts paid, failed, retried or
 * abandoned, order history, and wholesalers moving paid orders along. Every request must be answered, none with a
 * 5xx, none with a status the endpoint should not give; afterwards the invariants hold.
 *
 * RELIABILITY_SOAK_SECONDS (default 180) and RELIABILITY_SOAK_RATE (requests per second, default 20) tune it.
 */

const SECONDS = Number(process.env.RELIABILITY_SOAK_SECONDS ?? 180);
const RATE = Number(process.env.RELIABILITY_SOAK_RATE ?? 20);
const VIRTUAL_USERS = 12;

describe('soak: mixed browsing and buying at a fixed rate', () => {
  const seed = runSeed();
  const random = seededRandom(seed);
  const cluster = new Cluster({ label: 'soak' });
  const ledger = new Ledger();
  const traffic = new Traffic();
  let api: ApiProcess;
  let market: Market;

  beforeAll(async () => {
    console.log(`soak: ${cluster.kind}, ${SECONDS} s at ${RATE} req/s, seed ${seed} (RELIABILITY_SEED to replay)`);
    const opened = await openMarket(
      cluster,
      ['soak'],
      // Mostly deep shelves, and one nearly empty shelf per wholesaler, sold out within the first minute: "out of
      // stock" must be a 409, never a negative stock or a 5xx.
      { wholesalers: 3, productsPerWholesaler: 6, retailers: 12, stock: (index) => (index % 6 === 5 ? 3 : 400) },
      random,
    );
    [api] = opened.apis;
    market = opened.market;
  });

  afterAll(async () => {
    await cluster.destroy();
  });

  it(`answers every request for ${SECONDS} s with no 5xx`, async () => {
    const pacer = new Pacer(RATE);
    const until = Date.now() + SECONDS * 1000;
    const request = async (endpoint: string, allowed: number[], ...args: Parameters<typeof call>) => {
      await pacer.slot();
      const answer = await call(...args);
      traffic.record(endpoint, answer, allowed);
      return answer;
    };
    const paced = async <T>(work: () => Promise<T>) => {
      await pacer.slot();
      return work();
    };

    const browse = async (user: Random) => {
      const roll = user.next();
      if (roll < 0.45) {
        const filters: Record<string, string> = {};
        if (user.chance(0.4)) filters.q = user.pick(['cooker', 'saree', 'note', 'rice', 'steel', 'lot 1', 'zzz']);
        if (user.chance(0.3)) filters.category = user.pick(market.categories).name;
        if (user.chance(0.2)) filters.brand = String(user.pick(market.brands).id);
        if (user.chance(0.3)) filters.min_price = String(user.int(0, 2000));
        if (user.chance(0.3)) filters.max_price = String(user.int(2000, 6000));
        if (user.chance(0.5)) filters.sort = user.pick(['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc']);
        if (user.chance(0.3)) filters.page = String(user.int(1, 3));
        if (user.chance(0.3)) filters.page_size = String(user.pick([5, 12, 24, 100]));
        await request('GET products', [200], api, 'GET', `/api/products?${new URLSearchParams(filters)}`);
      } else if (roll < 0.75) {
        const missing = user.chance(0.05);
        const id = missing ? 99_999_999 : user.pick(market.products).id;
        await request('GET product', missing ? [404] : [200], api, 'GET', `/api/products/${id}`);
      } else if (roll < 0.88) {
        await request('GET home-data', [200], api, 'GET', '/api/home-data/');
      } else if (roll < 0.94) {
        await request('GET categories', [200], api, 'GET', '/api/categories');
      } else {
        await request(
          'GET wholesaler profile',
          [200],
          api,
          'GET',
          `/api/wholesaler/profile/${user.pick(market.wholesalers).id}`,
        );
      }
    };

    const buy = async (user: Random, retailer: Account) => {
      const cart = randomCart(user, market.products);
      for (const line of cart) {
        const added = await request('POST cart add', [200, 409], api, 'POST', '/api/cart/items/add/', {
          token: retailer.token,
          body: { product: line.product.id, quantity: line.quantity, mode: 'set' },
        });
        if (added.status !== 200 && added.status !== 409) return;
      }
      await request('GET cart', [200], api, 'GET', '/api/cart/', { token: retailer.token });
      const record = ledger.open(retailer, cart);
      const created = await paced(() => createCheckout(api, record, traffic));
      if (created.status !== 201) return;
      const ending = user.next();
      if (ending < 0.1) return; // walked away: the reservation waits for the expiry job
      if (ending < 0.25) {
        await paced(() => sandboxPay(api, record, 'failure', traffic));
        if (user.chance(0.5)) return; // gave up after the failure
      }
      const { signed } = await paced(() => sandboxPay(api, record, 'success', traffic));
      if (!signed) return;
      await paced(() => verifyPayment(api, record, signed, traffic));
      if (user.chance(0.2)) await paced(() => verifyPayment(api, record, signed, traffic)); // a double click
    };

    const history = async (user: Random, retailer: Account) => {
      const list = await request('GET orders/retailer', [200], api, 'GET', '/api/orders/retailer/', {
        token: retailer.token,
      });
      const orders = (list.body as Array<{ id: number }> | null) ?? [];
      if (list.status === 200 && orders.length > 0)
        await request('GET order_details', [200], api, 'GET', `/api/order_details/${user.pick(orders).id}`, {
          token: retailer.token,
        });
    };

    const sell = async (user: Random) => {
      const wholesaler = user.pick(market.wholesalers);
      const roll = user.next();
      if (roll < 0.3) {
        await request('GET dashboard', [200], api, 'GET', '/api/wholesaler/dashboard/?period=today', {
          token: wholesaler.token,
        });
      } else if (roll < 0.5) {
        await request('GET inventory', [200], api, 'GET', '/api/inventory/', { token: wholesaler.token });
      } else {
        // Move one of the paid orders along: ship it, deliver it, now and then cancel it (stock back, sales down).
        const paid = ledger.created().filter((record) => record.verifiedPaymentIds.length > 0);
        if (paid.length === 0) return;
        const record = user.pick(paid);
        const orderId = user.pick(record.created.orderIds);
        const details = await request('GET order_details', [200], api, 'GET', `/api/order_details/${orderId}`, {
          token: record.retailer.token,
        });
        if (details.status !== 200) return;
        const owner = market.wholesalers.find(
          (one) => one.id === (details.body as { wholesaler: { id: number } }).wholesaler.id,
        );
        if (!owner) throw new Error(`order ${orderId} has an unknown wholesaler`);
        const status = user.chance(0.1) ? 'canceled' : user.pick(['shipped', 'delivered'] as const);
        const items = status === 'canceled' ? [] : batchesToShip(details.body as OrderDetailsResponse);
        // With batches sent, a shipment that another user made first is refused (400): they are entered once.
        const expected = items.length > 0 ? [200, 400, 409] : [200, 409];
        const answer = await request('PATCH order status', expected, api, 'PATCH', `/api/orders/${orderId}/status/`, {
          token: owner.token,
          body: { status, description: `Soak: ${status}`, ...(items.length > 0 ? { items } : {}) },
        });
        if (answer.status === 200 && status === 'canceled') ledger.canceledByWholesaler.add(orderId);
      }
    };

    const users = Array.from({ length: VIRTUAL_USERS }, (_, index) => ({
      random: seededRandom(seed + index + 1),
      retailer: market.retailers[index % market.retailers.length] as Account,
    }));
    await Promise.all(
      users.map(async ({ random: user, retailer }) => {
        while (Date.now() < until) {
          const roll = user.next();
          if (roll < 0.55) await browse(user);
          else if (roll < 0.8) await buy(user, retailer);
          else if (roll < 0.9) await history(user, retailer);
          else await sell(user);
        }
      }),
    );

    console.log(
      `soak: ${traffic.total} requests in ${SECONDS} s (${pacer.achievedRate().toFixed(1)} req/s), ` +
        `${ledger.created().length} checkouts, ${ledger.created().filter((r) => r.verifiedPaymentIds.length).length} paid, ` +
        `${ledger.canceledByWholesaler.size} canceled by wholesalers\n${traffic.table()}`,
    );
    expect(cluster.unexpectedExits).toEqual([]);
    expect(traffic.unanswered).toEqual([]);
    expect(traffic.serverErrors, cluster.logs()).toEqual([]);
    expect(traffic.unexpected).toEqual([]);
    expect(ledger.created().filter((record) => record.verifiedPaymentIds.length > 0).length).toBeGreaterThan(0);
  });

  it('leaves the invariants intact', async () => {
    // PGlite can be opened by one process at a time: the server stops (SIGTERM) before the check.
    if (cluster.kind === 'pglite') await cluster.stopAll();
    const violations = await cluster.withSql(async (query) => {
      console.log('soak: payments', await paymentCounts(query));
      return checkAll(query, { products: market.products, ledger });
    });
    expect(violations).toEqual(NO_VIOLATIONS);
  });
});
