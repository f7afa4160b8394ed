import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { MARKETPLACE_TIME_ZONE, toRupees, type DashboardPeriod, type DashboardResponse } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { claims, orders, retailerProfiles } from '../../db/schema.js';
import { goodsGstPaise } from './goods-gst.js';
import { periodBuckets, PERIOD_UNITS } from './periods.js';

/** Orders that were paid for and not canceled: the ones that earn the wholesaler money. */
const PAID_STATUSES = ['confirmed', 'shipped', 'delivered'] as const;
const RECENT_ORDERS = 10;
const TOP_CUSTOMERS = 5;

/**
 * A wholesaler's sales figures for a period that starts at the beginning of the current day, week
 * (Monday), month or year in India's time zone. Revenue is the goods' value with GST (the platform charge
 * is not the wholesaler's), its GST split line by line as the invoices split it; an order's total and a
 * buyer's spending are what the buyer pays (goods and charge). Pending orders are still waiting for payment; open
 * claims wait for the seller's answer, whenever they were filed; the money available to pay out is the ledger's now.
 */
export function createDashboardService(db: Database, availableOf: (wholesalerId: number) => Promise<number>) {
  return {
    async figures(wholesalerId: number, period: DashboardPeriod, now = new Date()): Promise<DashboardResponse> {
      const unit = PERIOD_UNITS[period];
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const start = sql`(date_trunc(${unit.trunc}, ${nowSql} at time zone ${MARKETPLACE_TIME_ZONE}) at time zone ${MARKETPLACE_TIME_ZONE})`;
      const inPeriod = and(eq(orders.wholesalerId, wholesalerId), gte(orders.createdAt, start));
      const isPaid = inArray(orders.status, [...PAID_STATUSES]);
      const paid = and(inPeriod, isPaid);
      // Written inline (both values come from fixed lists) so SELECT and GROUP BY are the same expression.
      const bucket = sql<string>`to_char(date_trunc('${sql.raw(unit.bucket)}', ${orders.createdAt} at time zone '${sql.raw(MARKETPLACE_TIME_ZONE)}'), 'YYYY-MM-DD"T"HH24')`;

      const [[totals], gstPaise, recent, customers, series, [claimCount], availablePaise] = await Promise.all([
        db
          .select({
            count: sql<number>`(count(*) filter (where ${isPaid}))::int`,
            revenue: sql<number>`coalesce(sum(${orders.subtotalPaise}) filter (where ${isPaid}), 0)::bigint`,
            pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
          })
          .from(orders)
          .where(inPeriod),
        goodsGstPaise(db, paid),
        db
          .select({ order: orders, shopName: retailerProfiles.shopName })
          .from(orders)
          .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
          .where(inPeriod)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(RECENT_ORDERS),
        db
          .select({
            shopName: sql<string>`coalesce(${retailerProfiles.shopName}, min(${orders.name}))`,
            count: sql<number>`count(*)::int`,
            spent: sql<number>`sum(${orders.totalPaise})::bigint`,
          })
          .from(orders)
          .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
          .where(paid)
          .groupBy(orders.retailerId, retailerProfiles.shopName)
          .orderBy(desc(sql`count(*)`), desc(sql`sum(${orders.totalPaise})`), orders.retailerId)
          .limit(TOP_CUSTOMERS),
        db
          .select({
            bucket,
            count: sql<number>`count(*)::int`,
            revenue: sql<number>`sum(${orders.subtotalPaise})::bigint`,
          })
          .from(orders)
          .where(paid)
          .groupBy(bucket),
        db
          .select({ open: sql<number>`count(*)::int` })
          .from(claims)
          .where(and(eq(claims.wholesalerId, wholesalerId), eq(claims.status, 'open'))),
        availableOf(wholesalerId),
      ]);

      const count = totals?.count ?? 0;
      const revenuePaise = Number(totals?.revenue ?? 0);
      const byBucket = new Map(series.map((row) => [row.bucket, row]));
      return {
        period,
        total_sales: count,
        total_revenue: toRupees(revenuePaise),
        revenue_excluding_gst: toRupees(revenuePaise - gstPaise),
        gst_collected: toRupees(gstPaise),
        average_order_value: count === 0 ? 0 : toRupees(Math.round(revenuePaise / count)),
        pending_orders: totals?.pending ?? 0,
        open_claims: claimCount?.open ?? 0,
        available_to_pay_out: toRupees(availablePaise),
        orders: recent.map(({ order, shopName }) => ({
          id: order.id,
          created_at: order.createdAt.toISOString(),
          order_status: order.status,
          total_price: toRupees(order.totalPaise),
          customer: shopName ?? order.name,
        })),
        top_customers: customers.map((row) => ({
          shop_name: row.shopName,
          total_orders: row.count,
          total_spent: toRupees(Number(row.spent)),
        })),
        series: periodBuckets(period, now).map(({ key, label }) => {
          const row = byBucket.get(key);
          return { label, orders: row?.count ?? 0, revenue: toRupees(Number(row?.revenue ?? 0)) };
        }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
