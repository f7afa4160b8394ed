import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, inArray, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { apiPaths, financialYearOf, type RefundResponse } from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { refunds, taxDocuments } from '../src/db/schema.js';
import { createRefundsService } from '../src/modules/refunds/refunds.service.js';
import { createPaymentProvider } from '../src/payments/provider.js';
import type { TestContext } from './helper.js';
import { insertProduct, type CartLine } from './order-fixtures.js';

/**
 * Invoices, credit notes and refunds: the requests that read and cause them, the rows behind them, and a local
 * fake of Razorpay's Orders and Refunds APIs for the tests that run the real provider against it.
 */

interface Reader {
  auth: { authorization: string };
}

/* ---------- requests ---------- */

/** The order's documents and refund, by the path a browser asks for. */
export const ORDER_MONEY_PATHS = {
  invoice: apiPaths.orderInvoice,
  'invoice.pdf': apiPaths.orderInvoicePdf,
  'credit-note': apiPaths.orderCreditNote,
  'credit-note.pdf': apiPaths.orderCreditNotePdf,
  refund: apiPaths.orderRefund,
} as const;
export type OrderMoneyPath = keyof typeof ORDER_MONEY_PATHS;

export function readOrderMoney(app: App, reader: Reader, orderId: number, path: OrderMoneyPath) {
  return app.inject({ method: 'GET', url: ORDER_MONEY_PATHS[path](orderId), headers: reader.auth });
}

export function cancelOrder(app: App, reader: Reader, orderId: number, body: unknown = { reason: 'Ordered twice' }) {
  return app.inject({
    method: 'POST',
    url: apiPaths.orderCancel(orderId),
    headers: reader.auth,
    payload: body as Record<string, unknown>,
  });
}

export function retailerOrderList(app: App, reader: Reader) {
  return app.inject({ method: 'GET', url: apiPaths.retailerOrders, headers: reader.auth });
}

/** The text of a PDF answer, with runs of white space (line wraps included) read as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/* ---------- document numbers ---------- */

/** The financial-year part of a number issued today (`2627`). */
export const currentYearLabel = () => financialYearOf(new Date()).label;

/** The running number at the end of `STC/2627/000123`. */
export const sequenceOf = (number: string) => Number(number.split('/').at(-1));

/** Every seller's invoice or credit note stored for these orders, oldest first (the marketplace's own left out). */
export async function documentRows(db: Database, orderIds: number[]) {
  return db
    .select()
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), inArray(taxDocuments.kind, ['invoice', 'credit_note'])))
    .orderBy(taxDocuments.id);
}

/* ---------- refunds ---------- */

/** Goods of two wholesalers in one cart (two orders sharing one payment), priced so the 3 % charge splits unevenly. */
export async function twoWholesalerCart(db: Database, wholesalerIds: [number, number]): Promise<CartLine[]> {
  const shirt = await insertProduct(db, { wholesalerId: wholesalerIds[0], price: 10.01, stock: 20 });
  const lamp = await insertProduct(db, { wholesalerId: wholesalerIds[1], price: 20.03, stock: 20 });
  return [
    { product: shirt, quantity: 7 },
    { product: lamp, quantity: 11 },
  ];
}

export async function refundRows(db: Database, orderIds: number[]) {
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.orderId);
}

export const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/** The refund worker as app.ts builds it, for tests that deliver refunds at a moment of their choosing. */
export function refundDelivery(context: TestContext) {
  return createRefundsService(context.database.db, createPaymentProvider(context.config.payments));
}

/** As if every lease had run out: the worker may claim these refunds again now. */
export async function makeRefundsDue(db: Database, orderIds: number[]) {
  await db
    .update(refunds)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(refunds.orderId, orderIds));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` accepts the reading, at most `attempts` times `everyMs` apart, and returns the last reading for
 * the test to assert on: a bounded wait for a state, never a measured duration.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { attempts = 200, everyMs = 50 } = {},
): Promise<T> {
  let value = await read();
  for (let attempt = 1; attempt < attempts && !done(value); attempt += 1) {
    await pause(everyMs);
    value = await read();
  }
  return value;
}

/** The order's refund as GET refund/ answers it, once it has reached `status` (or the last answer when it never does). */
export async function refundOnceIt(app: App, reader: Reader, orderId: number, status: RefundResponse['status']) {
  const response = await eventually(
    () => readOrderMoney(app, reader, orderId, 'refund'),
    (answer) => answer.statusCode === 200 && (answer.json() as RefundResponse).status === status,
  );
  return response.json() as RefundResponse;
}

/** A raw body shaped like Razorpay's refund events. */
export function refundEvent(
  event: 'refund.processed' | 'refund.failed',
  refundId: string,
  { paymentId = 'pay_test', amountPaise = 0 } = {},
): string {
  const refund = {
    entity: {
      id: refundId,
      entity: 'refund',
      amount: amountPaise,
      currency: 'INR',
      payment_id: paymentId,
      status: event === 'refund.processed' ? 'processed' : 'failed',
    },
  };
  return JSON.stringify({ entity: 'event', account_id: 'acc_test', event, contains: ['refund'], payload: { refund } });
}

/* ---------- a fake of Razorpay's HTTP API ---------- */

export interface FakeOrderCall {
  authorized: boolean;
  body: { amount?: unknown; currency?: unknown; receipt?: unknown };
}

export interface FakeRefundCall {
  method: string;
  path: string;
  body: { amount?: unknown; receipt?: unknown };
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * What the fake does with the next refund requests, one step each: `lose-answer` creates the refund and answers 500
 * (the answer lost on the way back), `refuse` answers 400 and creates nothing, `hold` creates the refund and never
 * answers (the caller dies waiting).
 */
export type RefundRequestFate = 'lose-answer' | 'refuse' | 'hold';

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

/** A stand-in for Razorpay's Orders API (POST /v1/orders) and Refunds API on a random local port. */
export function fakeRazorpay(credentials: { keyId: string; keySecret: string }) {
  const calls: FakeOrderCall[] = [];
  const refundCalls: FakeRefundCall[] = [];
  const createdRefunds: FakeRefund[] = [];
  const state = {
    failWith: null as number | null,
    counter: 0,
    refundFates: [] as RefundRequestFate[],
    /** The status a new refund starts with. */
    newRefundStatus: 'pending' as FakeRefund['status'],
  };
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  function createOrder(response: ServerResponse, body: FakeOrderCall['body']) {
    if (state.failWith) {
      return send(response, state.failWith, {
        error: { code: 'SERVER_ERROR', description: 'Razorpay is having a bad day' },
      });
    }
    if (!Number.isInteger(body.amount) || body.currency !== 'INR' || typeof body.receipt !== 'string') {
      return send(response, 400, badRequest('amount, currency and receipt are required'));
    }
    state.counter += 1;
    return send(response, 200, {
      id: `order_FAKE${String(state.counter).padStart(10, '0')}`,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  function createRefund(response: ServerResponse, paymentId: string, body: FakeRefundCall['body']) {
    const fate = state.refundFates.shift();
    if (fate === 'refuse') return send(response, 400, badRequest('The refund amount provided is greater than allowed'));
    if (!Number.isInteger(body.amount) || typeof body.receipt !== 'string') {
      return send(response, 400, badRequest('amount and receipt are required'));
    }
    const refund: FakeRefund = {
      id: `rfnd_FAKE${String(createdRefunds.length + 1).padStart(10, '0')}`,
      entity: 'refund',
      payment_id: paymentId,
      amount: body.amount as number,
      currency: 'INR',
      receipt: body.receipt,
      status: state.newRefundStatus,
    };
    createdRefunds.push(refund);
    if (fate === 'hold') return undefined;
    if (fate === 'lose-answer') return send(response, 500, { error: { code: 'SERVER_ERROR', description: 'Timeout' } });
    return send(response, 200, refund);
  }

  function refundsApi(request: IncomingMessage, response: ServerResponse, body: FakeRefundCall['body']) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    refundCalls.push({ method: request.method ?? '', path, body });
    const [, version, collection, id, action] = path.split('/');
    if (version !== 'v1') return send(response, 404, badRequest('Not found'));
    if (collection === 'refunds' && request.method === 'GET' && id && !action) {
      const refund = createdRefunds.find((candidate) => candidate.id === id);
      return refund ? send(response, 200, refund) : send(response, 400, badRequest('The id provided does not exist'));
    }
    if (collection === 'payments' && id && request.method === 'GET' && action === 'refunds') {
      const items = createdRefunds.filter((refund) => refund.payment_id === id);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (collection === 'payments' && id && request.method === 'POST' && action === 'refund') {
      return createRefund(response, id, body);
    }
    return send(response, 404, badRequest('Not found'));
  }

  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(response, 400, badRequest('The body is not JSON'));
      }
      const authorized = request.headers.authorization === expectedAuth;
      if (request.url !== '/v1/orders') {
        if (!authorized) return send(response, 401, badRequest('Authentication failed'));
        return refundsApi(request, response, body);
      }
      calls.push({ authorized, body });
      if (request.method !== 'POST') return send(response, 404, badRequest('Not found'));
      if (!authorized) return send(response, 401, badRequest('Authentication failed'));
      return createOrder(response, body);
    });
  });

  return {
    server,
    /** Every call to the Orders API. */
    calls,
    /** Every call to the Refunds API. */
    refundCalls,
    /** The refunds the fake has created, whether or not its answer reached the caller. */
    refunds: createdRefunds,
    state,
    /** Razorpay finished the refunds it holds: they read as processed from now on. */
    processAll() {
      for (const refund of createdRefunds) refund.status = 'processed';
    },
    reset() {
      calls.length = 0;
      refundCalls.length = 0;
      state.failWith = null;
      state.refundFates = [];
    },
    /** Starts listening on a random local port; resolves to the address to use as RAZORPAY_API_BASE. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Stops listening, cutting any request it holds. */
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
export type FakeRazorpay = ReturnType<typeof fakeRazorpay>;

export const FAKE_RAZORPAY_CREDENTIALS = {
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'fake-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'fake-razorpay-webhook-secret',
} as const;

/**
 * A fake Razorpay listening for the file's tests, and the environment that points the real provider at it. Call it
 * before useOrderTestApp: its hook then runs first, and the app reads RAZORPAY_API_BASE when it is built.
 */
export function useFakeRazorpay() {
  const fake = fakeRazorpay({
    keyId: FAKE_RAZORPAY_CREDENTIALS.RAZORPAY_KEY_ID,
    keySecret: FAKE_RAZORPAY_CREDENTIALS.RAZORPAY_KEY_SECRET,
  });
  const env: NodeJS.ProcessEnv = { PAYMENT_PROVIDER: 'razorpay', ...FAKE_RAZORPAY_CREDENTIALS };
  beforeAll(async () => {
    env.RAZORPAY_API_BASE = await fake.listen();
  });
  afterAll(() => fake.close());
  return { fake, env };
}
