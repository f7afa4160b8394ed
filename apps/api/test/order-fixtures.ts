import { createHmac } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  orderTotalsPaise,
  unitPriceFor,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PriceTier,
} from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { cartItems, orders, payments, products } from '../src/db/schema.js';
import { createPaymentConfirmationService } from '../src/modules/orders/payment-confirmation.service.js';
import { createTaxDocumentsService } from '../src/modules/tax-documents/tax-documents.service.js';
import { createRefundsService } from '../src/modules/refunds/refunds.service.js';
import { createPaymentProvider } from '../src/payments/provider.js';
import { type Account, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { useTestApp, type TestContext } from './helper.js';

/**
 * Checkout data for the order, payment and webhook tests: accounts through the API, products straight into
 * the table, and a cart priced exactly as the browser prices it (`orderTotalsPaise` from the contract).
 */

/**
 * useTestApp, plus one allowance at teardown on PostgreSQL: pg-pool's end() resolves before its connections have
 * closed, so the helper's `drop database ... with (force)` can terminate them (57P01), and the app's pool has no
 * 'error' listener (see the report: apps/api/src/db/client.ts). This runs before the helper's afterAll (after-hooks
 * run in reverse order); any other pool error still fails the run. two-processes.test.ts shows the bug itself.
 */
export function useOrderTestApp(...args: Parameters<typeof useTestApp>): TestContext {
  const context = useTestApp(...args);
  afterAll(() => {
    if (context.database?.kind !== 'postgres') return;
    const pool = (context.database.db as unknown as { $client: EventEmitter }).$client;
    pool.on('error', (error: { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
  });
  return context;
}

export interface OrderAccounts {
  retailer: Account;
  otherRetailer: Account;
  wholesaler: Account;
  otherWholesaler: Account;
}

/** useOrderTestApp, with two retailers and two verified wholesalers signed up before the file's tests. */
export function useOrderMarketplace(): { ctx: TestContext; accounts: OrderAccounts } {
  const ctx = useOrderTestApp();
  const accounts = {} as OrderAccounts;
  beforeAll(async () => {
    accounts.retailer = await signUpRetailer(ctx.app, { shop_name: 'Nair Provisions' });
    accounts.otherRetailer = await signUpRetailer(ctx.app);
    accounts.wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Mehta Distributors',
    });
    accounts.otherWholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Kapoor Traders',
    });
  });
  return { ctx, accounts };
}

let productCounter = 0;

export interface ShelfProduct {
  id: number;
  name: string;
  /** Rupees, as the API speaks them. */
  price: number;
  /** Quantity slabs, when the product has them: a line is priced at the deepest one it reaches. */
  price_tiers?: PriceTier[];
}

/** A product written straight into the table; price in rupees. */
export async function insertProduct(
  db: Database,
  input: {
    wholesalerId: number;
    price?: number;
    stock?: number;
    sales?: number;
    name?: string;
    archived?: boolean;
    hsnCode?: string;
    gstRate?: number;
  },
): Promise<ShelfProduct> {
  const name = input.name ?? `Order test product ${++productCounter}`;
  const [row] = await db
    .insert(products)
    .values({
      wholesalerId: input.wholesalerId,
      name,
      pricePaise: Math.round((input.price ?? 100) * 100),
      stock: input.stock ?? 100,
      sales: input.sales ?? 0,
      productType: 'other',
      archivedAt: input.archived ? new Date() : null,
      hsnCode: input.hsnCode,
      gstRate: input.gstRate,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, name, price: input.price ?? 100 };
}

export interface CartLine {
  product: ShelfProduct;
  quantity: number;
}

export const SHIPPING = {
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  address: '12 Broadway',
  city: 'Kochi',
  state: 'Kerala',
  portal_code: '682031',
  order_notes: 'Deliver before noon',
} as const;

const linePrice = (line: CartLine) => unitPriceFor(line.product.price, line.product.price_tiers ?? [], line.quantity);

/**
 * The create-order body the web app sends: shipping form, lines at catalogue prices (the slab's, when one is
 * reached), total with the 3 % charge.
 */
export function orderPayload(lines: CartLine[], overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  const totals = orderTotalsPaise(lines.map((line) => ({ price: linePrice(line), quantity: line.quantity })));
  return {
    ...SHIPPING,
    order_items: lines.map((line) => ({
      product: line.product.id,
      quantity: line.quantity,
      price_per_item: linePrice(line),
    })),
    total_price: totals.total / 100,
    ...overrides,
  };
}

export function postOrder(app: App, account: Account | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/create/',
    headers: account ? account.auth : {},
    payload: payload as Record<string, unknown>,
  });
}

/** Places an order and insists on 201; returns the create-order answer. */
export async function checkout(
  app: App,
  retailer: Account,
  lines: CartLine[],
  overrides: Partial<CreateOrderRequest> = {},
): Promise<CreateOrderResponse> {
  const response = await postOrder(app, retailer, orderPayload(lines, overrides));
  if (response.statusCode !== 201) throw new Error(`checkout failed (${response.statusCode}): ${response.body}`);
  return response.json() as CreateOrderResponse;
}

export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the sandbox widget hands the browser after the buyer presses Pay. */
export async function sandboxPay(app: App, razorpayOrderId: string): Promise<CheckoutResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/razorpay/pay',
    payload: { razorpay_order_id: razorpayOrderId, outcome: 'success' },
  });
  if (response.statusCode !== 200) throw new Error(`sandbox pay failed (${response.statusCode}): ${response.body}`);
  return response.json() as CheckoutResult;
}

export function sandboxFail(app: App, razorpayOrderId: string) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/razorpay/pay',
    payload: { razorpay_order_id: razorpayOrderId, outcome: 'failure' },
  });
}

/** Razorpay's checkout signature, computed as its documentation says. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export function verifyPayment(app: App, retailer: Account, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/razorpay/verify-payment/',
    headers: retailer.auth,
    payload: body as Record<string, unknown>,
  });
}

/** Checks out and pays through the sandbox and the browser callback; returns the create-order answer. */
export async function checkoutAndPay(
  app: App,
  retailer: Account,
  lines: CartLine[],
  overrides: Partial<CreateOrderRequest> = {},
): Promise<CreateOrderResponse> {
  const created = await checkout(app, retailer, lines, overrides);
  const paid = await sandboxPay(app, created.razorpay_order_id);
  const verified = await verifyPayment(app, retailer, paid);
  if (verified.statusCode !== 200) throw new Error(`verify failed (${verified.statusCode}): ${verified.body}`);
  return created;
}

/* ---------- webhooks ---------- */

let eventCounter = 0;
export const newEventId = () => `evt_test_${Date.now()}_${++eventCounter}`;

/** A raw body shaped like Razorpay's payment events. */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid',
  paymentId: string,
  orderId: string,
  { amountPaise = 0, accountId = 'acc_test' } = {},
): string {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount: amountPaise,
      currency: 'INR',
      status: event === 'payment.failed' ? 'failed' : 'captured',
      order_id: orderId,
      error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
    },
  };
  const payload =
    event === 'order.paid'
      ? { payment, order: { entity: { id: orderId, entity: 'order', status: 'paid' } } }
      : { payment };
  return JSON.stringify({ entity: 'event', account_id: accountId, event, contains: Object.keys(payload), payload });
}

export const webhookSignature = (webhookSecret: string, rawBody: string) =>
  createHmac('sha256', webhookSecret).update(rawBody).digest('hex');

export function deliverWebhook(
  app: App,
  rawBody: string,
  { signature, eventId }: { signature: string | null; eventId: string | null },
) {
  return app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook/',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      ...(eventId === null ? {} : { 'x-razorpay-event-id': eventId }),
    },
    payload: rawBody,
  });
}

/** Delivers a correctly signed event, as Razorpay would. */
export function deliverSignedWebhook(context: TestContext, rawBody: string, eventId: string | null = newEventId()) {
  return deliverWebhook(context.app, rawBody, {
    signature: webhookSignature(context.config.payments.webhookSecret, rawBody),
    eventId,
  });
}

/* ---------- reading the tables ---------- */

export async function productRow(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} not found`);
  return row;
}

export async function stockAndSales(db: Database, id: number) {
  const row = await productRow(db, id);
  return { stock: row.stock, sales: row.sales };
}

export async function paymentRow(db: Database, providerOrderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  if (!row) throw new Error(`payment ${providerOrderId} not found`);
  return row;
}

export async function orderRows(db: Database, ids: number[]) {
  return db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
}

export async function orderStatuses(db: Database, ids: number[]) {
  return (await orderRows(db, ids)).map((row) => row.status);
}

export async function putInServerCart(db: Database, userId: number, productId: number, quantity = 1) {
  await db.insert(cartItems).values({ userId, productId, quantity });
}

export async function serverCartProductIds(db: Database, userId: number) {
  const rows = await db.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, userId));
  return rows.map((row) => row.productId).sort((a, b) => a - b);
}

/** Moves a checkout's payment into the past, as if the buyer had walked away that many minutes ago. */
export async function agePayment(db: Database, providerOrderId: string, minutes: number) {
  await db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(payments.providerOrderId, providerOrderId));
}

/** The confirmation service the expiry job runs with, built as app.ts builds it. */
export function confirmationService(context: TestContext) {
  const provider = createPaymentProvider(context.config.payments);
  const refunds = createRefundsService(context.database.db, provider);
  const documents = createTaxDocumentsService(context.database.db, context.config.platform);
  return createPaymentConfirmationService(context.database.db, provider, refunds, documents);
}

/* ---------- status ---------- */

export function patchStatus(app: App, account: Account | null, orderId: number, body: unknown) {
  return app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status/`,
    headers: account ? account.auth : {},
    payload: body as Record<string, unknown>,
  });
}

export function orderDetails(app: App, account: Account, orderId: number | string) {
  return app.inject({ method: 'GET', url: `/api/order_details/${orderId}`, headers: account.auth });
}
