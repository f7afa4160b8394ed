import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPeriod, DashboardResponse } from '@marketplace/contract';
import { orders } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { postSale } from '../src/modules/payouts/ledger-postings.js';
import { type Account, signUpAdmin } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import {
  insertOrder,
  insertRetailer,
  ist,
  istDate,
  retailer,
  unverifiedWholesaler,
  verifiedWholesaler,
  type OrderStatus,
} from './workspace-fixtures.js';

/**
 * The rules under test (dashboard.service.ts):
 * - a period starts at the beginning of the current day, week (Monday), month or year in India (UTC + 5:30);
 * - total_sales counts paid orders (confirmed, shipped, delivered); total_revenue sums their subtotals in
 *   rupees (the platform charge is not the wholesaler's); average_order_value = revenue / paid orders;
 *   the GST in that revenue is split off line by line (none here: these orders have no lines; see
 *   dashboard-gst.test.ts);
 * - pending_orders counts orders of the period still pending; canceled orders count nowhere;
 * - orders lists the 10 newest orders of the period in any status, with the buyer's shop name;
 * - top_customers ranks buyers by paid orders, then by money spent: their orders' totals, charge included,
 *   as an order's total_price in the list;
 * - series has one bucket per hour (today), weekday (thisWeek), day (thisMonth) or month (thisYear).
 */

const ctx = useTestApp();
const dashboardUrl = '/api/wholesaler/dashboard/';

/** Wednesday 18 November 2026, 12:00 in India. */
const NOW = new Date('2026-11-18T06:30:00Z');

const SHOPS = { r1: 'Nair Provisions', r2: 'Kochi Mart', r3: 'Sharma Stores' } as const;
type Buyer = keyof typeof SHOPS;

interface FixtureOrder {
  at: Date;
  status: OrderStatus;
  buyer: Buyer;
  subtotalPaise: number;
}

/** The seller's orders, newest first. The comments give the wall clock in India. */
const SELLER_ORDERS = {
  A: { at: new Date('2026-11-18T06:00:00Z'), status: 'confirmed', buyer: 'r1', subtotalPaise: 100_000 }, // Wed 18 Nov 11:30
  C: { at: new Date('2026-11-18T05:00:00Z'), status: 'pending', buyer: 'r1', subtotalPaise: 30_000 }, // Wed 18 Nov 10:30
  D: { at: new Date('2026-11-18T04:30:00Z'), status: 'canceled', buyer: 'r3', subtotalPaise: 70_000 }, // Wed 18 Nov 10:00
  B: { at: new Date('2026-11-17T18:31:00Z'), status: 'delivered', buyer: 'r2', subtotalPaise: 50_050 }, // Wed 18 Nov 00:01
  E: { at: new Date('2026-11-17T18:29:00Z'), status: 'shipped', buyer: 'r3', subtotalPaise: 25_000 }, // Tue 17 Nov 23:59
  F: { at: new Date('2026-11-16T03:00:00Z'), status: 'confirmed', buyer: 'r1', subtotalPaise: 40_000 }, // Mon 16 Nov 08:30
  H: { at: new Date('2026-11-15T18:31:00Z'), status: 'pending', buyer: 'r2', subtotalPaise: 9_000 }, // Mon 16 Nov 00:01
  G: { at: new Date('2026-11-15T18:29:00Z'), status: 'delivered', buyer: 'r2', subtotalPaise: 80_000 }, // Sun 15 Nov 23:59
  S: { at: new Date('2026-11-10T06:30:00Z'), status: 'canceled', buyer: 'r2', subtotalPaise: 40_000 }, // Tue 10 Nov 12:00
  I: { at: new Date('2026-11-05T10:00:00Z'), status: 'confirmed', buyer: 'r2', subtotalPaise: 120_000 }, // Thu 5 Nov 15:30
  K: { at: new Date('2026-10-31T18:31:00Z'), status: 'shipped', buyer: 'r3', subtotalPaise: 15_000 }, // Sun 1 Nov 00:01
  J: { at: new Date('2026-10-31T18:29:00Z'), status: 'delivered', buyer: 'r1', subtotalPaise: 60_000 }, // Sat 31 Oct 23:59
  Q: { at: new Date('2026-10-20T03:30:00Z'), status: 'canceled', buyer: 'r1', subtotalPaise: 99_900 }, // Tue 20 Oct 09:00
  L: { at: new Date('2026-03-10T08:00:00Z'), status: 'confirmed', buyer: 'r3', subtotalPaise: 200_000 }, // Tue 10 Mar 13:30
  M: { at: new Date('2026-02-01T00:00:00Z'), status: 'pending', buyer: 'r1', subtotalPaise: 5_000 }, // Sun 1 Feb 05:30
  O: { at: new Date('2025-12-31T18:31:00Z'), status: 'delivered', buyer: 'r2', subtotalPaise: 10_000 }, // Thu 1 Jan 00:01
  N: { at: new Date('2025-12-31T18:29:00Z'), status: 'confirmed', buyer: 'r1', subtotalPaise: 500_000 }, // Wed 31 Dec 2025 23:59
} satisfies Record<string, FixtureOrder>;
type OrderKey = keyof typeof SELLER_ORDERS;

/** Another wholesaler's orders from the same buyers at the same times: none of them may count for the seller. */
const RIVAL_ORDERS: FixtureOrder[] = [
  { at: ist(2026, 11, 18, 9, 0), status: 'confirmed', buyer: 'r1', subtotalPaise: 900_000 },
  { at: ist(2026, 11, 18, 9, 30), status: 'pending', buyer: 'r3', subtotalPaise: 10_000 },
  { at: ist(2026, 11, 17, 12, 0), status: 'delivered', buyer: 'r2', subtotalPaise: 700_000 },
  { at: ist(2026, 11, 3, 12, 0), status: 'shipped', buyer: 'r1', subtotalPaise: 300_000 },
  { at: ist(2026, 6, 6, 12, 0), status: 'confirmed', buyer: 'r3', subtotalPaise: 400_000 },
];

let seller: Account;
let rival: Account;
const orderIds = {} as Record<OrderKey, number>;

const charge = (subtotalPaise: number) => Math.round(subtotalPaise * 0.03);

/** How an order of the fixture appears in the Recent Orders list. */
function recent(key: OrderKey) {
  const order: FixtureOrder = SELLER_ORDERS[key];
  return {
    id: orderIds[key],
    created_at: order.at.toISOString(),
    order_status: order.status,
    total_price: totalPaiseOf(key) / 100,
    customer: SHOPS[order.buyer],
  };
}

const totalPaiseOf = (key: OrderKey) => SELLER_ORDERS[key].subtotalPaise + charge(SELLER_ORDERS[key].subtotalPaise);

/** A buyer in the Top Customers list: its paid orders and what they cost it, on the basis of an order's total. */
const customer = (buyer: Buyer, keys: OrderKey[]) => ({
  shop_name: SHOPS[buyer],
  total_orders: keys.length,
  total_spent: keys.reduce((sum, key) => sum + totalPaiseOf(key), 0) / 100,
});

/** Orders without lines carry no GST: all their revenue is the taxable value. */
const withoutGst = (totalRevenue: number) => ({
  total_revenue: totalRevenue,
  revenue_excluding_gst: totalRevenue,
  gst_collected: 0,
});

/** The full chart: every bucket label, zero unless listed. */
function series(labels: string[], filled: Record<string, { orders: number; revenue: number }>) {
  return labels.map((label) => ({ label, orders: filled[label]?.orders ?? 0, revenue: filled[label]?.revenue ?? 0 }));
}

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const NOVEMBER = Array.from({ length: 30 }, (_, index) => `${index + 1} Nov`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

beforeAll(async () => {
  const db = ctx.database.db;
  seller = await verifiedWholesaler(ctx, { companyName: 'Mehta Distributors' });
  rival = await verifiedWholesaler(ctx, { companyName: 'Rival Traders' });
  const buyers: Record<Buyer, number> = {
    r1: (await insertRetailer(db, SHOPS.r1)).id,
    r2: (await insertRetailer(db, SHOPS.r2)).id,
    r3: (await insertRetailer(db, SHOPS.r3)).id,
  };
  for (const [key, order] of Object.entries(SELLER_ORDERS) as Array<[OrderKey, FixtureOrder]>) {
    const created = await insertOrder(db, {
      wholesalerId: seller.id,
      retailerId: buyers[order.buyer],
      status: order.status,
      createdAt: order.at,
      subtotalPaise: order.subtotalPaise,
    });
    orderIds[key] = created.id;
  }
  for (const order of RIVAL_ORDERS) {
    await insertOrder(db, {
      wholesalerId: rival.id,
      retailerId: buyers[order.buyer],
      status: order.status,
      createdAt: order.at,
      subtotalPaise: order.subtotalPaise,
    });
  }
});

const figures = (wholesalerId: number, period: DashboardPeriod, now = NOW) =>
  createDashboardService(ctx.database.db, async () => 0).figures(wholesalerId, period, now);

describe('dashboard figures for a fixed moment (Wednesday 18 November 2026, 12:00 in India)', () => {
  it('today starts at midnight in India: 00:01 IST counts, 23:59 IST the evening before does not', async () => {
    const result = await figures(seller.id, 'today');
    expect(result).toEqual({
      period: 'today',
      // A 1000.00 + B 500.50; C is pending, D canceled, E was yesterday in India (though the same UTC day as B).
      total_sales: 2,
      ...withoutGst(1500.5),
      average_order_value: 750.25,
      pending_orders: 1,
      open_claims: 0,
      available_to_pay_out: 0,
      orders: (['A', 'C', 'D', 'B'] as const).map(recent),
      top_customers: [customer('r1', ['A']), customer('r2', ['B'])],
      series: series(HOURS, { '00:00': { orders: 1, revenue: 500.5 }, '11:00': { orders: 1, revenue: 1000 } }),
    } satisfies DashboardResponse);
  });

  it('this week starts on Monday at midnight in India and charts one bucket per weekday', async () => {
    const result = await figures(seller.id, 'thisWeek');
    expect(result).toEqual({
      period: 'thisWeek',
      // A 1000 + B 500.50 + E 250 + F 400 = 2150.50 over 4 orders = 537.625, rounded to the paisa.
      total_sales: 4,
      ...withoutGst(2150.5),
      average_order_value: 537.63,
      pending_orders: 2,
      open_claims: 0,
      available_to_pay_out: 0,
      orders: (['A', 'C', 'D', 'B', 'E', 'F', 'H'] as const).map(recent),
      top_customers: [customer('r1', ['A', 'F']), customer('r2', ['B']), customer('r3', ['E'])],
      series: series(WEEKDAYS, {
        Mon: { orders: 1, revenue: 400 },
        Tue: { orders: 1, revenue: 250 },
        Wed: { orders: 2, revenue: 1500.5 },
      }),
    } satisfies DashboardResponse);
  });

  it('this month starts on the 1st at midnight in India, lists the 10 newest orders and ranks buyers by orders then money', async () => {
    const result = await figures(seller.id, 'thisMonth');
    expect(result).toEqual({
      period: 'thisMonth',
      // A, B, E, F, G, I, K: 1000 + 500.50 + 250 + 400 + 800 + 1200 + 150 = 4300.50; / 7 = 614.357...
      total_sales: 7,
      ...withoutGst(4300.5),
      average_order_value: 614.36,
      pending_orders: 2,
      open_claims: 0,
      available_to_pay_out: 0,
      // 11 orders in the month: the oldest (K, 1 Nov 00:01 IST) falls off the list of 10.
      orders: (['A', 'C', 'D', 'B', 'E', 'F', 'H', 'G', 'S', 'I'] as const).map(recent),
      top_customers: [customer('r2', ['B', 'G', 'I']), customer('r1', ['A', 'F']), customer('r3', ['E', 'K'])],
      series: series(NOVEMBER, {
        '1 Nov': { orders: 1, revenue: 150 },
        '5 Nov': { orders: 1, revenue: 1200 },
        '15 Nov': { orders: 1, revenue: 800 },
        '16 Nov': { orders: 1, revenue: 400 },
        '17 Nov': { orders: 1, revenue: 250 },
        '18 Nov': { orders: 2, revenue: 1500.5 },
      }),
    } satisfies DashboardResponse);
  });

  it('this year starts on 1 January at midnight in India; last year and canceled orders stay out', async () => {
    const result = await figures(seller.id, 'thisYear');
    expect(result).toEqual({
      period: 'thisYear',
      // The month's 4300.50 + J 600 + L 2000 + O 100 = 7000.50 over 10 orders; N (31 Dec 2025 23:59 IST) is last year.
      total_sales: 10,
      ...withoutGst(7000.5),
      average_order_value: 700.05,
      pending_orders: 3,
      open_claims: 0,
      available_to_pay_out: 0,
      orders: (['A', 'C', 'D', 'B', 'E', 'F', 'H', 'G', 'S', 'I'] as const).map(recent),
      // r3 and r1 both have 3 paid orders; r3 spent more (2472 against 2060, goods 2400 against 2000).
      top_customers: [
        customer('r2', ['B', 'G', 'I', 'O']),
        customer('r3', ['E', 'K', 'L']),
        customer('r1', ['A', 'F', 'J']),
      ],
      series: series(MONTHS, {
        Jan: { orders: 1, revenue: 100 },
        Mar: { orders: 1, revenue: 2000 },
        Oct: { orders: 1, revenue: 600 },
        Nov: { orders: 7, revenue: 4300.5 },
      }),
    } satisfies DashboardResponse);
  });

  it("another wholesaler's figures hold only its own orders", async () => {
    const today = await figures(rival.id, 'today');
    expect(today).toMatchObject({ total_sales: 1, total_revenue: 9000, pending_orders: 1 });
    expect(today.orders).toHaveLength(2);
    expect(today.orders.map((order) => order.id)).not.toEqual(expect.arrayContaining([orderIds.A]));
    const year = await figures(rival.id, 'thisYear');
    expect(year).toMatchObject({ total_sales: 4, total_revenue: 23000, average_order_value: 5750, pending_orders: 1 });
    expect(year.top_customers).toEqual([
      // Goods of 12000, 7000 and 4000 with the 3 % charge on each order.
      { shop_name: SHOPS.r1, total_orders: 2, total_spent: 12360 },
      { shop_name: SHOPS.r2, total_orders: 1, total_spent: 7210 },
      { shop_name: SHOPS.r3, total_orders: 1, total_spent: 4120 },
    ]);
  });

  it('a week that spans New Year runs from Monday 28 December to Sunday 3 January', async () => {
    const db = ctx.database.db;
    const wholesaler = await verifiedWholesaler(ctx);
    const buyer = await insertRetailer(db, 'Year End Stores');
    const order = (at: Date, subtotalPaise: number) =>
      insertOrder(db, {
        wholesalerId: wholesaler.id,
        retailerId: buyer.id,
        status: 'delivered',
        createdAt: at,
        subtotalPaise,
      });
    await order(ist(2026, 12, 27, 23, 59), 11_100); // Sunday: the week before
    await order(ist(2026, 12, 28, 0, 0), 22_200); // Monday
    await order(ist(2026, 12, 31, 23, 59), 33_300); // Thursday
    await order(ist(2027, 1, 1, 0, 0), 44_400); // Friday, the new year

    const week = await figures(wholesaler.id, 'thisWeek', ist(2027, 1, 2, 9, 0));
    expect(week).toMatchObject({ total_sales: 3, total_revenue: 999 });
    expect(week.series).toEqual(
      series(WEEKDAYS, {
        Mon: { orders: 1, revenue: 222 },
        Thu: { orders: 1, revenue: 333 },
        Fri: { orders: 1, revenue: 444 },
      }),
    );
    const year = await figures(wholesaler.id, 'thisYear', ist(2027, 1, 2, 9, 0));
    expect(year).toMatchObject({ total_sales: 1, total_revenue: 444 });
    expect(year.series[0]).toEqual({ label: 'Jan', orders: 1, revenue: 444 });
  });

  it('a month has as many daily buckets as days: 28 in February 2027, 29 in February 2028, 31 in December', async () => {
    const days = async (now: Date) => (await figures(seller.id, 'thisMonth', now)).series.map((bucket) => bucket.label);
    expect(await days(ist(2027, 2, 10, 12))).toEqual(Array.from({ length: 28 }, (_, index) => `${index + 1} Feb`));
    expect(await days(ist(2028, 2, 29, 23, 59))).toHaveLength(29);
    expect(await days(ist(2026, 12, 31, 23, 59))).toHaveLength(31);
  });

  it('a wholesaler with no orders sees zeros, not errors', async () => {
    const newcomer = await verifiedWholesaler(ctx);
    for (const [period, buckets] of [
      ['today', 24],
      ['thisWeek', 7],
      ['thisMonth', 30],
      ['thisYear', 12],
    ] as const) {
      const result = await figures(newcomer.id, period);
      expect(result).toMatchObject({
        period,
        total_sales: 0,
        ...withoutGst(0),
        average_order_value: 0,
        pending_orders: 0,
        open_claims: 0,
        available_to_pay_out: 0,
        orders: [],
        top_customers: [],
      });
      expect(result.series).toHaveLength(buckets);
      expect(result.series.every((bucket) => bucket.orders === 0 && bucket.revenue === 0)).toBe(true);
    }
  });

  it('top customers are the five best buyers; a buyer without a shop profile shows the name on the order', async () => {
    const db = ctx.database.db;
    const wholesaler = await verifiedWholesaler(ctx);
    const at = ist(2026, 11, 18, 9, 0);
    const shops = ['One Mart', 'Two Mart', 'Three Mart', 'Four Mart', 'Five Mart', null] as const;
    for (const [index, shop] of shops.entries()) {
      const buyer = await insertRetailer(db, shop);
      // One Mart buys 6 times, Two Mart 5 times ... the profile-less buyer once.
      for (let n = 0; n < shops.length - index; n++) {
        await insertOrder(db, {
          wholesalerId: wholesaler.id,
          retailerId: buyer.id,
          status: 'confirmed',
          createdAt: at,
          subtotalPaise: 10_000,
          name: shop ?? 'Walk-in Buyer',
        });
      }
    }
    const result = await figures(wholesaler.id, 'today');
    expect(result.top_customers.map((row) => [row.shop_name, row.total_orders])).toEqual([
      ['One Mart', 6],
      ['Two Mart', 5],
      ['Three Mart', 4],
      ['Four Mart', 3],
      ['Five Mart', 2],
    ]);

    const onlyWalkIn = await verifiedWholesaler(ctx);
    const walkIn = await insertRetailer(db, null);
    await insertOrder(db, {
      wholesalerId: onlyWalkIn.id,
      retailerId: walkIn.id,
      status: 'shipped',
      createdAt: at,
      subtotalPaise: 25_000,
      name: 'Walk-in Buyer',
    });
    const single = await figures(onlyWalkIn.id, 'today');
    expect(single.top_customers).toEqual([{ shop_name: 'Walk-in Buyer', total_orders: 1, total_spent: 257.5 }]);
    expect(single.orders[0]?.customer).toBe('Walk-in Buyer');
  });
});

describe('GET /api/wholesaler/dashboard/', () => {
  it('shows the signed-in wholesaler its figures as of now, this month by default, and never anyone else’s orders', async () => {
    const db = ctx.database.db;
    const dayBefore = istDate(new Date());
    const wholesaler = await verifiedWholesaler(ctx);
    const buyer = await insertRetailer(db, 'Current Stores');
    const now = new Date();
    const place = (status: OrderStatus, subtotalPaise: number, at = now) =>
      insertOrder(db, { wholesalerId: wholesaler.id, retailerId: buyer.id, status, createdAt: at, subtotalPaise });
    const confirmed = await place('confirmed', 12_345);
    const pending = await place('pending', 5_000, new Date(now.getTime() - 1));
    const canceled = await place('canceled', 7_000, new Date(now.getTime() - 2));
    const lastYear = new Date(now.getTime() - 400 * 24 * 3600_000);
    await place('delivered', 99_999, lastYear);
    // The same buyer, the same moment, another seller.
    const stranger = await verifiedWholesaler(ctx);
    await insertOrder(db, {
      wholesalerId: stranger.id,
      retailerId: buyer.id,
      status: 'confirmed',
      createdAt: now,
      subtotalPaise: 50_000,
    });

    const get = (query = '') =>
      ctx.app.inject({ method: 'GET', url: `${dashboardUrl}${query}`, headers: wholesaler.auth });
    const responses = {
      default: await get(),
      today: await get('?period=today'),
      thisWeek: await get('?period=thisWeek'),
      thisMonth: await get('?period=thisMonth'),
      thisYear: await get('?period=thisYear'),
    };
    // The figures are for one day in India; if midnight passed while this test ran, they span two.
    if (istDate(new Date()) !== dayBefore) return;

    const local = new Date(now.getTime() + 330 * 60_000);
    const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
    const buckets = { default: daysInMonth, today: 24, thisWeek: 7, thisMonth: daysInMonth, thisYear: 12 };
    for (const [name, response] of Object.entries(responses) as Array<
      [keyof typeof responses, typeof responses.today]
    >) {
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json() as DashboardResponse;
      expect(body, name).toMatchObject({
        period: name === 'default' ? 'thisMonth' : name,
        total_sales: 1,
        ...withoutGst(123.45),
        average_order_value: 123.45,
        pending_orders: 1,
        open_claims: 0,
        available_to_pay_out: 0,
        top_customers: [{ shop_name: 'Current Stores', total_orders: 1, total_spent: 127.15 }],
      });
      expect(body.orders.map((order) => order.id)).toEqual([confirmed.id, pending.id, canceled.id]);
      expect(body.orders[0]).toEqual({
        id: confirmed.id,
        created_at: now.toISOString(),
        order_status: 'confirmed',
        total_price: 127.15,
        customer: 'Current Stores',
      });
      expect(body.series).toHaveLength(buckets[name]);
      expect(body.series.reduce((sum, bucket) => sum + bucket.orders, 0)).toBe(1);
      expect(body.series.find((bucket) => bucket.orders === 1)?.revenue).toBe(123.45);
    }
    const today = responses.today.json() as DashboardResponse;
    expect(today.series[local.getUTCHours()]).toEqual({
      label: `${String(local.getUTCHours()).padStart(2, '0')}:00`,
      orders: 1,
      revenue: 123.45,
    });
  });

  it('shows the money available to pay out once the deadlines job releases a delivered order', async () => {
    const db = ctx.database.db;
    const wholesaler = await verifiedWholesaler(ctx);
    const buyer = await insertRetailer(db, 'Released Stores');
    const deliveredAt = new Date();
    const placed = await insertOrder(db, {
      wholesalerId: wholesaler.id,
      retailerId: buyer.id,
      status: 'delivered',
      createdAt: deliveredAt,
      subtotalPaise: 45_678,
    });
    const [order] = await db.update(orders).set({ deliveredAt }).where(eq(orders.id, placed.id)).returning();
    // The payment's ledger entry: the goods value held for the seller.
    await db.transaction((tx) => postSale(tx, order!));
    const available = async () =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: dashboardUrl, headers: wholesaler.auth })
        ).json() as DashboardResponse
      ).available_to_pay_out;
    expect(await available()).toBe(0);
    const windowMs = ctx.config.deadlines.claimWindowSeconds * 1000;
    await runDeadlinesOnce(db, ctx.app.services.deadlinePasses, new Date(deliveredAt.getTime() + windowMs - 1000));
    expect(await available()).toBe(0);
    await runDeadlinesOnce(db, ctx.app.services.deadlinePasses, new Date(deliveredAt.getTime() + windowMs + 1));
    expect(await available()).toBe(456.78);
  });

  it.each(['lastWeek', 'TODAY', 'all'])('refuses period=%s with a clear message', async (period) => {
    const wholesaler = await verifiedWholesaler(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${dashboardUrl}?period=${period}`,
      headers: wholesaler.auth,
    });
    expect(response.statusCode).toBe(400);
    const message = 'Period must be one of today, thisWeek, thisMonth, thisYear';
    expect(response.json()).toMatchObject({ code: 'validation', period: [message] });
    expect((response.json() as { detail: string }).detail).toContain(message);
  });

  it('is for wholesalers only: a visitor gets 401, a retailer or an administrator 403', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: dashboardUrl });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'not_authenticated' });

    const buyer = await retailer(ctx);
    const asRetailer = await ctx.app.inject({ method: 'GET', url: dashboardUrl, headers: buyer.auth });
    expect(asRetailer.statusCode).toBe(403);
    expect(asRetailer.json()).toMatchObject({ code: 'forbidden' });

    const admin = await signUpAdmin(ctx);
    const asAdmin = await ctx.app.inject({ method: 'GET', url: dashboardUrl, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(403);
  });

  it('an unverified wholesaler is told it awaits verification', async () => {
    const waiting = await unverifiedWholesaler(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: dashboardUrl, headers: waiting.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'not_verified', detail: expect.stringMatching(/verification/i) });
  });
});
