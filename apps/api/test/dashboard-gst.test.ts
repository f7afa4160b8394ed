import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitLineTax, type DashboardResponse, type TaxInvoice } from '@marketplace/contract';
import { orders, taxDocuments } from '../src/db/schema.js';
import { acrossStatesGstPaise, withinStateGstPaise } from '../src/modules/dashboard/goods-gst.js';
import { createTaxDocumentsService } from '../src/modules/tax-documents/tax-documents.service.js';
import { useTestApp } from './helper.js';
import {
  insertOrder,
  insertProduct,
  insertRetailer,
  istDate,
  verifiedWholesaler,
  type OrderStatus,
} from './workspace-fixtures.js';

/**
 * The dashboard's GST (goods-gst.ts) is the invoices' GST: the same per-line rounding, done in SQL
 * (splitLineTax: two equal halves within a state, one IGST across states), and the same place of supply
 * (the order's state code; on older orders the state's name, else the buyer's GSTIN).
 */

const ctx = useTestApp();
const dashboardUrl = '/api/wholesaler/dashboard/?period=today';
/** The seller's GSTIN (accounts-fixtures) starts with 24: Gujarat. */
const SELLER_STATE = '24';

const RATES = [0, 1, 3, 5, 12, 18, 28, 40, 100];

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const gstOf = (totalPaise: number, rate: number, placeOfSupplyCode: string) => {
  const split = splitLineTax({ totalPaise, rate, supplierStateCode: SELLER_STATE, placeOfSupplyCode });
  return split.cgst + split.sgst + split.utgst + split.igst;
};

describe('GST of a line in SQL', () => {
  it('equals splitLineTax to the paisa for every total up to Rs. 50.00 at every rate, ties included', async () => {
    const rows = await rowsOf<{ total: number; rate: number; within: string; across: string }>(sql`
      select total, rate,
        (${withinStateGstPaise(sql`total::bigint`, sql`rate`)})::text as within,
        (${acrossStatesGstPaise(sql`total::bigint`, sql`rate`)})::text as across
      from generate_series(0, 5000) as total
      cross join unnest(array[${sql.join(
        RATES.map((rate) => sql`${rate}::int`),
        sql`, `,
      )}]) as rate`);
    expect(rows).toHaveLength(5001 * RATES.length);
    let halfPaiseTies = 0;
    for (const { total, rate, within, across } of rows) {
      expect([Number(within), total, rate]).toEqual([gstOf(total, rate, SELLER_STATE), total, rate]);
      expect([Number(across), total, rate]).toEqual([gstOf(total, rate, '27'), total, rate]);
      if ((2 * total * rate) % (2 * (100 + rate)) === 100 + rate) halfPaiseTies += 1;
    }
    // The grid holds totals whose tax ends in exactly half a paisa, where rounding half away from zero matters.
    expect(halfPaiseTies).toBeGreaterThan(50);
  });

  it('stays exact on line totals beyond the range of a 32-bit integer', async () => {
    const totals = [2_147_483_647, 2_147_483_648 * 3 + 59, 99_999_999_999, 12_345_678_901_23];
    for (const total of totals) {
      for (const rate of [5, 18, 28, 40]) {
        const [row] = await rowsOf<{ within: string; across: string }>(sql`select
          (${withinStateGstPaise(sql`${total}::bigint`, sql`${rate}::int`)})::text as within,
          (${acrossStatesGstPaise(sql`${total}::bigint`, sql`${rate}::int`)})::text as across`);
        expect([Number(row!.within), Number(row!.across)]).toEqual([
          gstOf(total, rate, SELLER_STATE),
          gstOf(total, rate, '27'),
        ]);
      }
    }
  });
});

interface Line {
  pricePaise: number;
  quantity: number;
  gstRate: number;
}

interface FixtureOrder {
  status: OrderStatus;
  buyer: 'shop' | 'walkIn';
  /** Null: an order from before states came from the list. */
  placeOfSupplyCode: string | null;
  state: string;
  /** Where the invoice rules place the supply. */
  expectedPlace: string;
  lines: Line[];
}

/** Awkward prices: the GST of each ends in a fraction of a paisa, and halves and IGST round differently. */
const ORDERS: FixtureOrder[] = [
  {
    status: 'confirmed',
    buyer: 'shop',
    placeOfSupplyCode: '24',
    state: 'Gujarat',
    expectedPlace: '24',
    lines: [
      { pricePaise: 100, quantity: 1, gstRate: 18 },
      { pricePaise: 33_333, quantity: 3, gstRate: 5 },
      { pricePaise: 12_345, quantity: 1, gstRate: 40 },
      { pricePaise: 777, quantity: 2, gstRate: 0 },
    ],
  },
  {
    status: 'shipped',
    buyer: 'shop',
    placeOfSupplyCode: '32',
    state: 'Kerala',
    expectedPlace: '32',
    lines: [
      { pricePaise: 100, quantity: 1, gstRate: 18 },
      { pricePaise: 66_301, quantity: 7, gstRate: 18 },
      { pricePaise: 4_999, quantity: 13, gstRate: 12 },
    ],
  },
  // Older orders: the state's name in free text decides, in any case and spacing, `&` for "and".
  {
    status: 'delivered',
    buyer: 'shop',
    placeOfSupplyCode: null,
    state: '  gujarat ',
    expectedPlace: '24',
    lines: [
      { pricePaise: 1_01, quantity: 5, gstRate: 28 },
      { pricePaise: 8_49_99, quantity: 1, gstRate: 18 },
    ],
  },
  {
    status: 'delivered',
    buyer: 'shop',
    placeOfSupplyCode: null,
    state: 'Jammu  & Kashmir',
    expectedPlace: '01',
    lines: [{ pricePaise: 5_901, quantity: 3, gstRate: 18 }],
  },
  // A state nobody knows: the buyer's GSTIN (32) places the supply.
  {
    status: 'confirmed',
    buyer: 'shop',
    placeOfSupplyCode: null,
    state: 'Atlantis',
    expectedPlace: '32',
    lines: [{ pricePaise: 100, quantity: 1, gstRate: 18 }],
  },
  // A buyer without a shop profile who typed the state's code.
  {
    status: 'confirmed',
    buyer: 'walkIn',
    placeOfSupplyCode: null,
    state: '24',
    expectedPlace: '24',
    lines: [
      { pricePaise: 100, quantity: 3, gstRate: 18 },
      { pricePaise: 2_50_00, quantity: 4, gstRate: 40 },
    ],
  },
  // Not paid or no longer paid: they count nowhere.
  {
    status: 'pending',
    buyer: 'shop',
    placeOfSupplyCode: '24',
    state: 'Gujarat',
    expectedPlace: '24',
    lines: [{ pricePaise: 9_999, quantity: 9, gstRate: 18 }],
  },
  {
    status: 'canceled',
    buyer: 'walkIn',
    placeOfSupplyCode: '32',
    state: 'Kerala',
    expectedPlace: '32',
    lines: [{ pricePaise: 7_777, quantity: 7, gstRate: 28 }],
  },
];

const isPaid = (order: FixtureOrder) => order.status !== 'pending' && order.status !== 'canceled';
const lineTotal = (line: Line) => line.pricePaise * line.quantity;
const subtotalOf = (order: FixtureOrder) => order.lines.reduce((sum, line) => sum + lineTotal(line), 0);
const gstOfOrder = (order: FixtureOrder, place = order.expectedPlace) =>
  order.lines.reduce((sum, line) => sum + gstOf(lineTotal(line), line.gstRate, place), 0);
const paise = (rupees: number) => Math.round(rupees * 100);

let seller: Awaited<ReturnType<typeof verifiedWholesaler>>;
const orderIds: number[] = [];
let dayBefore: string;

beforeAll(async () => {
  const db = ctx.database.db;
  dayBefore = istDate(new Date());
  seller = await verifiedWholesaler(ctx, { companyName: 'Patel Traders' });
  const rival = await verifiedWholesaler(ctx, { companyName: 'Rival Traders' });
  const buyers = { shop: await insertRetailer(db, 'Nair Provisions'), walkIn: await insertRetailer(db, null) };
  const product = await insertProduct(db, { wholesalerId: seller.id, name: 'Steel Tumbler' });
  const now = Date.now();
  for (const [index, fixture] of ORDERS.entries()) {
    const order = await insertOrder(db, {
      wholesalerId: seller.id,
      retailerId: buyers[fixture.buyer].id,
      status: fixture.status,
      createdAt: new Date(now - index),
      subtotalPaise: subtotalOf(fixture),
      name: fixture.buyer === 'walkIn' ? 'Walk-in Buyer' : undefined,
      lines: fixture.lines.map((line) => ({ productId: product.id, productName: product.name, ...line })),
    });
    await db
      .update(orders)
      .set({ placeOfSupplyCode: fixture.placeOfSupplyCode, state: fixture.state })
      .where(eq(orders.id, order.id));
    orderIds.push(order.id);
  }
  await insertOrder(db, {
    wholesalerId: rival.id,
    retailerId: buyers.shop.id,
    status: 'confirmed',
    createdAt: new Date(now),
    subtotalPaise: 5_000_00,
    lines: [{ productId: product.id, productName: product.name, pricePaise: 5_000_00, quantity: 1 }],
  });
});

async function todaysFigures(): Promise<DashboardResponse | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: dashboardUrl, headers: seller.auth });
  expect(response.statusCode).toBe(200);
  // The figures are for one day in India; if midnight passed while this test ran, they span two.
  return istDate(new Date()) === dayBefore ? (response.json() as DashboardResponse) : undefined;
}

describe('GET /api/wholesaler/dashboard/: revenue with and without GST', () => {
  it('splits the paid goods value into revenue without GST and the GST, which add up to total_revenue', async () => {
    const body = await todaysFigures();
    if (!body) return;
    const paid = ORDERS.filter(isPaid);
    const revenue = paid.reduce((sum, order) => sum + subtotalOf(order), 0);
    const gst = paid.reduce((sum, order) => sum + gstOfOrder(order), 0);
    // Were every supply taxed as IGST, the GST would differ: the test sees which rule each order took.
    expect(paid.reduce((sum, order) => sum + gstOfOrder(order, '27'), 0)).not.toBe(gst);
    expect(body).toMatchObject({
      total_sales: paid.length,
      total_revenue: revenue / 100,
      gst_collected: gst / 100,
      revenue_excluding_gst: (revenue - gst) / 100,
    });
    expect(paise(body.revenue_excluding_gst) + paise(body.gst_collected)).toBe(paise(body.total_revenue));
  });

  it("agrees to the paisa with the GST on the seller's tax invoices of the same orders", async () => {
    const db = ctx.database.db;
    const taxDocumentsService = createTaxDocumentsService(db, ctx.config.platform);
    const paidIds = orderIds.filter((_, index) => isPaid(ORDERS[index]!));
    for (const id of paidIds) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id));
        await taxDocumentsService.issueInvoice(tx, order!);
      });
    }
    const invoices = await db
      .select({ body: taxDocuments.body })
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, paidIds));
    expect(invoices).toHaveLength(paidIds.length);
    const invoicedGst = invoices
      .map(({ body }) => (body as TaxInvoice).totals)
      .reduce(
        (sum, totals) => sum + paise(totals.cgst) + paise(totals.sgst) + paise(totals.utgst) + paise(totals.igst),
        0,
      );
    const invoicedGoods = invoices.reduce((sum, { body }) => sum + paise((body as TaxInvoice).totals.total), 0);

    const body = await todaysFigures();
    if (!body) return;
    expect(paise(body.gst_collected)).toBe(invoicedGst);
    expect(paise(body.total_revenue)).toBe(invoicedGoods);
  });

  it("counts a top customer's spending on the basis of the orders' totals: goods with GST plus the charge", async () => {
    const body = await todaysFigures();
    if (!body) return;
    const paidStatuses: string[] = ['confirmed', 'shipped', 'delivered'];
    const spentBy = (customer: string) =>
      body.orders
        .filter((order) => order.customer === customer && paidStatuses.includes(order.order_status))
        .reduce((sum, order) => sum + paise(order.total_price), 0);
    expect(body.top_customers).toEqual([
      { shop_name: 'Nair Provisions', total_orders: 5, total_spent: spentBy('Nair Provisions') / 100 },
      { shop_name: 'Walk-in Buyer', total_orders: 1, total_spent: spentBy('Walk-in Buyer') / 100 },
    ]);
    const shopOrders = ORDERS.filter((order) => isPaid(order) && order.buyer === 'shop');
    const shopGoods = shopOrders.reduce((sum, order) => sum + subtotalOf(order), 0);
    const shopCharges = shopOrders.reduce((sum, order) => sum + Math.round(subtotalOf(order) * 0.03), 0);
    expect(spentBy('Nair Provisions')).toBe(shopGoods + shopCharges);
  });
});
