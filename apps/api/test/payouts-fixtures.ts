import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  apiPaths,
  type AdminPayout,
  type LedgerPage,
  type PayoutDetailsRequest,
  type PayoutDetailsResponse,
  type PayoutRunResponse,
  type PayoutsResponse,
  type SellerBalance,
  type TaxInvoice,
  indiaMonth,
} from '@marketplace/contract';
import type { App } from '../src/app.js';
import { rawRows } from '../src/db/raw-rows.js';
import {
  ledgerEntries,
  notificationDeliveries,
  notifications,
  orders,
  payments,
  payouts as payoutsTable,
  refunds,
  taxDocuments,
} from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import { signUpAdmin, signUpRetailer, signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import type { TestContext } from './helper.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderTestApp, type CartLine } from './order-fixtures.js';
import { readOrderMoney } from './tax-and-refund-fixtures.js';

/**
 * The seller ledger and payouts (issue 55): a marketplace whose retailer is in Kerala, a seller in Kerala (CGST and
 * SGST on its invoices, so its TCS splits in halves) and one in Gujarat (IGST), an administrator, and the requests
 * of balances, statements, payouts and returns.
 */

/** The claim window the payout tests run with: short, and closed by moving the delivery back. */
export const CLAIM_WINDOW_SECONDS = 60;

export const PAYOUT_ENV = { CLAIM_WINDOW_SECONDS: String(CLAIM_WINDOW_SECONDS) };

export interface PayoutAccounts {
  retailer: Account;
  keralaSeller: Account;
  gujaratSeller: Account;
  otherWholesaler: Account;
  admin: Account;
}

let sellerCounter = 0;

/** A verified seller in Kerala (the retailer's state) or Gujarat (another state). */
export function signUpSeller(ctx: TestContext, state: 'kerala' | 'gujarat', companyName?: string) {
  const n = ++sellerCounter;
  return signUpVerifiedWholesaler(
    ctx.app,
    ctx.database.db,
    state === 'kerala'
      ? {
          companyName: companyName ?? `Kochi Kitchenware ${n}`,
          gstNumber: `32AAACK${String(1000 + n).slice(-4)}B1Z3`,
          address: '9 MG Road, Kochi, Kerala 682016',
        }
      : {
          companyName: companyName ?? `Mehta Distributors ${n}`,
          gstNumber: `24AAACM${String(1000 + n).slice(-4)}B1Z3`,
        },
  );
}

export function usePayoutsMarketplace(env: NodeJS.ProcessEnv = {}): { ctx: TestContext; accounts: PayoutAccounts } {
  const ctx = useOrderTestApp({}, { ...PAYOUT_ENV, ...env });
  const accounts = {} as PayoutAccounts;
  beforeAll(async () => {
    accounts.retailer = await signUpRetailer(ctx.app, { shop_name: 'Nair Provisions' });
    accounts.keralaSeller = await signUpSeller(ctx, 'kerala', 'Kochi Kitchenware');
    accounts.gujaratSeller = await signUpSeller(ctx, 'gujarat', 'Mehta Distributors');
    accounts.otherWholesaler = await signUpSeller(ctx, 'gujarat', 'Kapoor Traders');
    accounts.admin = await signUpAdmin(ctx);
  });
  return { ctx, accounts };
}

/** Rupees to paise, for exact sums. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/** This month on India's calendar, as the statement and the returns name it. */
export const thisMonth = () => indiaMonth(new Date());

export const productOf = (ctx: TestContext, seller: Account, name: string, price: number, gstRate = 18) =>
  insertProduct(ctx.database.db, { wholesalerId: seller.id, name, price, stock: 10_000, gstRate, hsnCode: '7323' });

/** Pays for the lines (one order per seller) and answers the order ids in the order of the sellers given. */
export async function paidOrders(ctx: TestContext, retailer: Account, lines: CartLine[], sellers: Account[]) {
  const created = await checkoutAndPay(ctx.app, retailer, lines);
  const rows = await ctx.database.db
    .select({ id: orders.id, wholesalerId: orders.wholesalerId })
    .from(orders)
    .where(inArray(orders.id, created.order_ids));
  return sellers.map((seller) => rows.find((row) => row.wholesalerId === seller.id)!.id);
}

export async function moveOrder(app: App, seller: Account, orderId: number, status: string) {
  const response = await patchStatus(app, seller, orderId, { status });
  if (response.statusCode !== 200) throw new Error(`${status} failed (${response.statusCode}): ${response.body}`);
}

export const ship = (ctx: TestContext, seller: Account, orderId: number) =>
  moveOrder(ctx.app, seller, orderId, 'shipped');

export async function shipAndDeliver(ctx: TestContext, seller: Account, orderId: number) {
  await moveOrder(ctx.app, seller, orderId, 'shipped');
  await moveOrder(ctx.app, seller, orderId, 'delivered');
}

/** The order's tax invoice as the retailer reads it. */
export async function invoiceOf(ctx: TestContext, retailer: Account, orderId: number): Promise<TaxInvoice> {
  const response = await readOrderMoney(ctx.app, retailer, orderId, 'invoice');
  if (response.statusCode !== 200) throw new Error(`invoice ${response.statusCode}: ${response.body}`);
  return response.json() as TaxInvoice;
}

/** Closes the order's claim window: its delivery is moved back past the window; then the deadlines job runs. */
export async function closeClaimWindow(ctx: TestContext, orderIds: number[]) {
  await ctx.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - (CLAIM_WINDOW_SECONDS + 1) * 1000) })
    .where(inArray(orders.id, orderIds));
  return runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses);
}

/* ---------- requests ---------- */

const get = (app: App, account: Account, url: string) => app.inject({ method: 'GET', url, headers: account.auth });

function json<T>(response: { statusCode: number; body: string }, status = 200): T {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as T;
}

export const balanceOf = async (app: App, seller: Account) =>
  json<SellerBalance>(await get(app, seller, apiPaths.wholesalerBalance));

export const statementOf = async (app: App, seller: Account, query = '') =>
  json<LedgerPage>(await get(app, seller, `${apiPaths.wholesalerLedger}${query}`));

export const sellerPayouts = async (app: App, seller: Account) =>
  json<PayoutsResponse>(await get(app, seller, apiPaths.wholesalerPayouts)).payouts;

export const readPayoutDetails = (app: App, seller: Account) => get(app, seller, apiPaths.payoutDetails);

export const putPayoutDetails = (app: App, seller: Account, body: Partial<PayoutDetailsRequest> | object) =>
  app.inject({ method: 'PUT', url: apiPaths.payoutDetails, headers: seller.auth, payload: body as object });

export const BANK = {
  bank_account_name: 'Kochi Kitchenware',
  bank_account_number: '50100012341234',
  bank_ifsc: 'HDFC0001234',
  upi_id: 'kochi@hdfcbank',
};

/** Saves payout details and insists on 200; the account holder's name is the seller's unless given. */
export async function givePayoutDetails(app: App, seller: Account, details: Partial<PayoutDetailsRequest> = {}) {
  const response = await putPayoutDetails(app, seller, { ...BANK, ...details });
  return json<PayoutDetailsResponse>(response);
}

export const runPayouts = (app: App, admin: Account) =>
  app.inject({ method: 'POST', url: apiPaths.adminRunPayouts, headers: admin.auth });

export const ranPayouts = async (app: App, admin: Account) => json<PayoutRunResponse>(await runPayouts(app, admin));

export const markPaid = (app: App, admin: Account, id: number, utr: string) =>
  app.inject({ method: 'POST', url: apiPaths.adminPayoutPaid(id), headers: admin.auth, payload: { utr } });

export const markFailed = (app: App, admin: Account, id: number, reason: string) =>
  app.inject({ method: 'POST', url: apiPaths.adminPayoutFailed(id), headers: admin.auth, payload: { reason } });

export const bankFile = (app: App, admin: Account, status = 'pending') =>
  get(app, admin, `${apiPaths.adminPayoutsFile}?status=${status}`);

export const adminPayouts = async (app: App, admin: Account, status = '') =>
  json<{ payouts: AdminPayout[] }>(
    await get(app, admin, `${apiPaths.adminPayouts}${status ? `?status=${status}` : ''}`),
  ).payouts;

/** The payout a run made for this seller, if any. */
export const payoutFor = (run: PayoutRunResponse, seller: Account) =>
  run.payouts.find((payout) => payout.wholesaler.id === seller.id);

/* ---------- the ledger's rows ---------- */

/** The seller's entries of one order, as (type, account, paise), oldest first. */
export async function orderEntries(ctx: TestContext, orderId: number) {
  const rows = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(ledgerEntries.id);
  return rows.map((row) => ({ type: row.type, account: row.account, amount: row.amountPaise }));
}

/** The sum of the order's entries of a type on an account (or on every account). */
export async function sumOf(
  ctx: TestContext,
  where: { orderId?: number; type?: string; account?: string; wholesalerId?: number },
) {
  const conditions = [
    where.orderId === undefined ? undefined : eq(ledgerEntries.orderId, where.orderId),
    where.wholesalerId === undefined ? undefined : eq(ledgerEntries.wholesalerId, where.wholesalerId),
    where.type === undefined ? undefined : sql`${ledgerEntries.type} = ${where.type}`,
    where.account === undefined ? undefined : sql`${ledgerEntries.account} = ${where.account}`,
  ].filter(Boolean);
  const [row] = await ctx.database.db
    .select({ paise: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(...conditions));
  return Number(row?.paise ?? 0);
}

/**
 * The issue's invariants over the whole ledger: every event balances and so does everything; each seller's three
 * balances (as the API answers them) are the sums of its entries; for every payment, what was captured is what was
 * refunded plus the sellers' goods value kept plus the charge kept, and each seller's goods value kept is what it is
 * credited plus the TCS and TDS withheld from it; nobody is paid out more than was released to it.
 */
export async function expectLedgerInvariants(ctx: TestContext, sellers: Account[]) {
  const db = ctx.database.db;
  expect(await sumOf(ctx, {})).toBe(0);
  const unbalanced = await rawRows<{ event: string; total: string }>(
    db,
    sql`select event, sum(amount_paise)::bigint as total from ledger_entries group by event having sum(amount_paise) <> 0`,
  );
  expect(unbalanced).toEqual([]);

  for (const seller of sellers) {
    const sums = await rawRows<{ account: string; total: string }>(
      db,
      sql`select account, sum(amount_paise)::bigint as total from ledger_entries
          where wholesaler_id = ${seller.id} and account in ('held', 'available', 'paid_out') group by account`,
    );
    const of = (account: string) => Number(sums.find((row) => row.account === account)?.total ?? 0);
    const balance = await balanceOf(ctx.app, seller);
    expect({
      held: paise(balance.held),
      available: paise(balance.available),
      paid_out: paise(balance.paid_out),
    }).toEqual({ held: of('held'), available: of('available'), paid_out: of('paid_out') });
    // Paid out (pending or paid) never exceeds what was released, and is exactly what live payouts hold.
    const [payouts] = await rawRows<{ live: string }>(
      db,
      sql`select coalesce(sum(amount_paise), 0)::bigint as live from payouts
          where wholesaler_id = ${seller.id} and status <> 'failed'`,
    );
    expect(Number(payouts!.live)).toBe(of('paid_out'));
    expect(of('paid_out')).toBeLessThanOrEqual(
      await sumOf(ctx, { type: 'release', account: 'available', wholesalerId: seller.id }),
    );
    expect(of('held')).toBeGreaterThanOrEqual(0);
    expect(of('available')).toBeGreaterThanOrEqual(0);
  }

  // Every payment whose orders are in the ledger.
  const paymentIds = (
    await rawRows<{ payment_id: number }>(
      db,
      sql`select distinct o.payment_id from ledger_entries l join orders o on o.id = l.order_id`,
    )
  ).map((row) => Number(row.payment_id));
  for (const paymentId of paymentIds) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const paymentOrders = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
    const refunded = (await db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).reduce(
      (sum, row) => sum + row.amountPaise,
      0,
    );
    let goodsKept = 0;
    let chargeKept = 0;
    for (const order of paymentOrders) {
      const kept = 0 - (await sumOf(ctx, { orderId: order.id, account: 'collections' }));
      // A Route payout (PAYOUT_PROVIDER=razorpay_route) pays one order, and its entries name it.
      const credited =
        (await sumOf(ctx, { orderId: order.id, account: 'held' })) +
        (await sumOf(ctx, { orderId: order.id, account: 'available' })) +
        (await sumOf(ctx, { orderId: order.id, account: 'paid_out' }));
      const withheld =
        (await sumOf(ctx, { orderId: order.id, account: 'tcs_cgst' })) +
        (await sumOf(ctx, { orderId: order.id, account: 'tcs_sgst' })) +
        (await sumOf(ctx, { orderId: order.id, account: 'tcs_igst' })) +
        (await sumOf(ctx, { orderId: order.id, account: 'tds' }));
      expect(kept, `order ${order.id}: goods kept = credited + withheld`).toBe(credited + withheld);
      goodsKept += kept;
      const chargeNotes = await db
        .select({ body: taxDocuments.body })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'platform_credit_note')));
      chargeKept +=
        order.chargePaise -
        chargeNotes.reduce((sum, note) => sum + paise((note.body as { totals: { total: number } }).totals.total), 0);
    }
    expect(payment!.amountPaise, `payment ${paymentId}: captured = refunds + goods kept + charge kept`).toBe(
      refunded + goodsKept + chargeKept,
    );
  }
}

/** The append-only trigger: an UPDATE or a DELETE of any ledger entry is refused by the database. */
export async function expectAppendOnly(ctx: TestContext) {
  const db = ctx.database.db;
  const [entry] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).limit(1);
  expect(entry).toBeDefined();
  await expect(
    db.update(ledgerEntries).set({ amountPaise: 1 }).where(eq(ledgerEntries.id, entry!.id)),
  ).rejects.toThrow();
  await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
  const [still] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
  expect(still).toEqual({ id: entry!.id });
}

/** A new seller with one order of `quantity` × `price` paid, shipped, delivered and released: its net is available. */
export async function sellerWithReleasedOrder(
  ctx: TestContext,
  retailer: Account,
  { price, quantity = 1, state = 'gujarat' }: { price: number; quantity?: number; state?: 'kerala' | 'gujarat' },
) {
  const seller = await signUpSeller(ctx, state);
  const orderId = await releasedOrder(ctx, retailer, seller, { price, quantity });
  return { seller, orderId };
}

/** One more order of the seller's, paid, shipped, delivered and released. */
export async function releasedOrder(
  ctx: TestContext,
  retailer: Account,
  seller: Account,
  { price, quantity = 1 }: { price: number; quantity?: number },
) {
  const product = await productOf(ctx, seller, `Goods at ${price}`, price);
  const [orderId] = await paidOrders(ctx, retailer, [{ product, quantity }], [seller]);
  await shipAndDeliver(ctx, seller, orderId!);
  await closeClaimWindow(ctx, [orderId!]);
  return orderId!;
}

/** The seller's payouts as rows, oldest first. */
export const payoutRows = (ctx: TestContext, seller: Account) =>
  ctx.database.db.select().from(payoutsTable).where(eq(payoutsTable.wholesalerId, seller.id)).orderBy(payoutsTable.id);

/** The seller's notifications of kind `payout`, oldest first, and whether each is queued for e-mail. */
export async function payoutNotices(ctx: TestContext, seller: Account) {
  const rows = await ctx.database.db
    .select({ id: notifications.id, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'payout')))
    .orderBy(notifications.id);
  const mailed = rows.length
    ? await ctx.database.db
        .select({ id: notificationDeliveries.notificationId })
        .from(notificationDeliveries)
        .where(
          inArray(
            notificationDeliveries.notificationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    title: row.title,
    body: row.body,
    emailed: mailed.some((mail) => mail.id === row.id),
  }));
}
