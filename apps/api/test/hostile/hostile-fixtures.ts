import { validateHeaderValue } from 'node:http';
import path from 'node:path';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisterRequest } from '@marketplace/contract';
import { retailerProfiles, sessions, users } from '../../src/db/schema.js';
import {
  type Account,
  type FilePart,
  expiredAccessToken,
  forgedAccessToken,
  jwtPayload,
  login,
  multipartPayload,
  refreshToken,
  register,
  retailerForm,
  signUpAdmin,
  TEST_JWT_SECRET,
  unsignedToken,
  wholesalerForm,
} from '../accounts-fixtures.js';
import type { TestContext } from '../helper.js';
import {
  checkout,
  checkoutAndPay,
  insertProduct,
  patchStatus,
  putInServerCart,
  sandboxPay,
  type CheckoutResult,
  type ShelfProduct,
  useOrderTestApp,
} from '../order-fixtures.js';
import { insertBrand, insertCategory, storedMediaFiles } from '../workspace-fixtures.js';

/**
 * Shared ground for the hostile-input suites (fuzz-*.test.ts) and the authorisation matrix: a cast of seven
 * actors with records of their own, a fingerprint of the whole database, and fast-check generators of bad input.
 *
 * Reproducing a failure: every property runs with a fixed seed derived from FUZZ_SEED (default 20261121) and the
 * endpoint's name, so the same run fails the same way; fast-check prints the seed and the path of the case.
 * Environment: FUZZ_RUNS (default 300) cases per endpoint; FUZZ_SEED another fixed seed (to explore further);
 * FUZZ_SHRINK=1 shrinks a failing case to a smaller one (slower); FUZZ_SUMMARY=1 prints each endpoint's statuses.
 */

/* ---------- settings ---------- */

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

export const FUZZ_SEED = intFromEnv('FUZZ_SEED', 20261121);
export const FUZZ_RUNS = intFromEnv('FUZZ_RUNS', 300);
/** Generous per-endpoint time: the machine may be busy, and nothing here asserts on timing. */
export const FUZZ_TIMEOUT_MS = 180_000 + FUZZ_RUNS * 1_000;

/** A stable seed per endpoint (FNV-1a of its name mixed with FUZZ_SEED). */
export function seedFor(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${FUZZ_SEED}:${name}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Rate limits out of the way (the fuzzers log in and register thousands of times a minute from one address), and
 * access tokens that outlive a slow run on a busy machine.
 */
const UNLIMITED = {
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  RATE_LIMIT_MAX_LOGIN: '100000000',
  RATE_LIMIT_MAX_REGISTER: '100000000',
  RATE_LIMIT_MAX_REFRESH: '100000000',
};

/** The order suites' test app (same teardown allowance on PostgreSQL) without rate limits. */
export const useHostileApp = () => useOrderTestApp({}, UNLIMITED);

export const PASSWORD = 'a-strong-password';
export const ADMIN_PASSWORD = 'an-administrator-password';

/* ---------- the cast ---------- */

export const ACTOR_KEYS = [
  'visitor',
  'retailerA',
  'retailerB',
  'unverifiedWholesaler',
  'wholesalerA',
  'wholesalerB',
  'admin',
] as const;
export type ActorKey = (typeof ACTOR_KEYS)[number];

export const ACTOR_LABELS: Record<ActorKey, string> = {
  visitor: 'visitor',
  retailerA: 'retailer A',
  retailerB: 'retailer B',
  unverifiedWholesaler: 'unverified wholesaler',
  wholesalerA: 'wholesaler A',
  wholesalerB: 'wholesaler B',
  admin: 'administrator',
};

export interface Actor {
  key: ActorKey;
  label: string;
  /** null for the visitor. */
  id: number | null;
  email: string | null;
  password: string | null;
  userType: 'retailer' | 'wholesaler' | 'admin' | null;
  /** `{authorization: 'Bearer …'}`, or nothing for the visitor. */
  auth: Record<string, string>;
  access: string | null;
  refresh: string | null;
}

/** An actor as the order fixtures want it (they need an id and a bearer header). */
export function asAccount(actor: Actor): Account {
  if (actor.id === null || actor.email === null || !actor.auth.authorization)
    throw new Error(`${actor.label} has no account`);
  return { id: actor.id, email: actor.email, auth: { authorization: actor.auth.authorization } };
}

const VISITOR: Actor = {
  key: 'visitor',
  label: 'visitor',
  id: null,
  email: null,
  password: null,
  userType: null,
  auth: {},
  access: null,
  refresh: null,
};

let accountCounter = 0;
/** Deterministic, unique e-mail addresses (the cast is rebuilt in every file, on its own database). */
const castEmail = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${++accountCounter}@hostile.example.com`;

async function signIn(
  ctx: TestContext,
  key: ActorKey,
  email: string,
  userType: 'retailer' | 'wholesaler' | 'admin',
  password: string,
) {
  const response = await login(ctx.app, email, userType, password);
  if (response.statusCode !== 200) throw new Error(`login of ${key} failed: ${response.body}`);
  const { access, refresh } = response.json() as { access: string; refresh: string };
  return { access, refresh, auth: { authorization: `Bearer ${access}` } };
}

/**
 * Logging out, a password change, a replayed refresh token and a suspension end sessions at once (issue 52): the
 * access tokens of an ended session are refused on their next request. Actors whose session has ended log in again;
 * their tokens are replaced in place (the same `auth` object), so generators and tables that hold it keep working.
 * Returns the keys of the actors that had to log in again.
 */
export async function renewEndedSessions(ctx: TestContext, actors: readonly Actor[]): Promise<ActorKey[]> {
  const signedIn = actors.filter((actor) => actor.access !== null && actor.email !== null && actor.userType !== null);
  if (signedIn.length === 0) return [];
  const sessionOf = (actor: Actor) => String(jwtPayload(actor.access!).sid);
  const open = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, signedIn.map(sessionOf)), isNull(sessions.revokedAt)));
  const openIds = new Set(open.map((row) => row.id));
  const renewed: ActorKey[] = [];
  for (const actor of signedIn) {
    if (openIds.has(sessionOf(actor))) continue;
    const tokens = await signIn(ctx, actor.key, actor.email!, actor.userType!, actor.password!);
    actor.access = tokens.access;
    actor.refresh = tokens.refresh;
    actor.auth.authorization = tokens.auth.authorization;
    renewed.push(actor.key);
  }
  return renewed;
}

/** Registers an account through the API; wholesalers are approved in the database unless `pending`. */
export async function createActor(
  ctx: TestContext,
  key: Exclude<ActorKey, 'visitor' | 'admin'>,
  form: RegisterRequest,
  options: { pending?: boolean } = {},
): Promise<Actor> {
  const registered = await register(ctx.app, form);
  if (registered.statusCode !== 201) throw new Error(`register of ${key} failed: ${registered.body}`);
  const id = (registered.json() as { id: number }).id;
  const userType = form.userType as 'retailer' | 'wholesaler';
  if (userType === 'wholesaler' && !options.pending)
    await ctx.database.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, id));
  const email = form.email as string;
  const tokens = await signIn(ctx, key, email, userType, form.password as string);
  return { key, label: ACTOR_LABELS[key], id, email, password: form.password as string, userType, ...tokens };
}

export const retailerFormFor = (name: string, overrides: Partial<RegisterRequest> = {}) =>
  retailerForm({ email: castEmail(name), firstName: name, shop_name: `${name} Stores`, ...overrides });
export const wholesalerFormFor = (name: string, overrides: Partial<RegisterRequest> = {}) =>
  wholesalerForm({ email: castEmail(name), firstName: name, companyName: `${name} Traders`, ...overrides });

/** A wholesaler waiting for approval, for the administrator's verify and reject routes. */
export async function createApplicant(ctx: TestContext, name = 'Applicant'): Promise<number> {
  const registered = await register(ctx.app, wholesalerFormFor(name));
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return (registered.json() as { id: number }).id;
}

/**
 * A retailer whose drug licence (with a scan on file) waits for review, for the administrator's approve and
 * reject routes; its profile is at version 2 (registered, then this one update).
 */
export async function createLicenceApplicant(ctx: TestContext, name = 'Pharmacy'): Promise<number> {
  const registered = await register(ctx.app, retailerFormFor(name));
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const id = (registered.json() as { id: number }).id;
  await ctx.database.db
    .update(retailerProfiles)
    .set({
      drugLicence20: 'KA-B12-20-100001',
      drugLicenceValidTo: '2031-03-31',
      drugLicencePin: '560001',
      licenceStatus: 'pending',
      licenceScan: `licence-scans/${id}/scan.png`,
    })
    .where(eq(retailerProfiles.userId, id));
  return id;
}

export interface World {
  actors: Record<ActorKey, Actor>;
  categoryId: number;
  brandId: number;
  /** Listed products of wholesaler A and wholesaler B (price 100, plenty of stock). */
  products: { A: ShelfProduct; B: ShelfProduct };
  /** Paid (confirmed) orders: retailer A bought from wholesaler A, retailer B from wholesaler B. */
  orders: { A: number; B: number };
  /** The provider order ids of those paid checkouts. */
  paidCheckouts: { A: string; B: string };
  /** Products delivered to retailer A (from wholesaler A) and retailer B (from wholesaler B): reviewable. */
  delivered: { A: ShelfProduct; B: ShelfProduct };
  /** Orders shipped and then returned (canceled by the wholesaler): invoice, credit note and refund. */
  returned: { A: number; B: number };
}

/**
 * Seven actors and records owned by each: products, paid orders (created, paid in the sandbox and verified
 * through the API), server carts holding both wholesalers' products, a delivered order each for reviews.
 */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  // The catalogue remembers categories and brands for a minute: create them before any catalogue request.
  const category = await insertCategory(db, 'Hostile Groceries');
  const brand = await insertBrand(db, 'Hostile Brand');

  const created = await signUpAdmin(ctx, castEmail('admin'));
  const admin: Actor = {
    key: 'admin',
    label: ACTOR_LABELS.admin,
    id: created.id,
    email: created.email,
    password: ADMIN_PASSWORD,
    userType: 'admin',
    auth: created.auth,
    access: created.access,
    refresh: created.refresh,
  };
  const retailerA = await createActor(ctx, 'retailerA', retailerFormFor('Asha'));
  const retailerB = await createActor(ctx, 'retailerB', retailerFormFor('Bala'));
  const unverifiedWholesaler = await createActor(ctx, 'unverifiedWholesaler', wholesalerFormFor('Usha'), {
    pending: true,
  });
  const wholesalerA = await createActor(ctx, 'wholesalerA', wholesalerFormFor('Anand'));
  const wholesalerB = await createActor(ctx, 'wholesalerB', wholesalerFormFor('Bharat'));

  const shelf = (owner: Actor, name: string) =>
    insertProduct(db, { wholesalerId: owner.id!, name, price: 100, stock: 100_000 });
  const products = { A: await shelf(wholesalerA, 'Product of A'), B: await shelf(wholesalerB, 'Product of B') };
  const delivered = {
    A: await shelf(wholesalerA, 'Delivered to retailer A'),
    B: await shelf(wholesalerB, 'Delivered to retailer B'),
  };

  const paidA = await checkoutAndPay(ctx.app, asAccount(retailerA), [{ product: products.A, quantity: 1 }]);
  const paidB = await checkoutAndPay(ctx.app, asAccount(retailerB), [{ product: products.B, quantity: 1 }]);
  for (const [buyer, seller, product] of [
    [retailerA, wholesalerA, delivered.A],
    [retailerB, wholesalerB, delivered.B],
  ] as const) {
    const paid = await checkoutAndPay(ctx.app, asAccount(buyer), [{ product, quantity: 1 }]);
    const done = await patchStatus(ctx.app, asAccount(seller), paid.order_ids[0]!, { status: 'delivered' });
    if (done.statusCode !== 200) throw new Error(`delivery failed: ${done.body}`);
  }
  const returned = { A: 0, B: 0 };
  for (const [owner, buyer, seller, product] of [
    ['A', retailerA, wholesalerA, products.A],
    ['B', retailerB, wholesalerB, products.B],
  ] as const) {
    const paid = await checkoutAndPay(ctx.app, asAccount(buyer), [{ product, quantity: 1 }]);
    returned[owner] = paid.order_ids[0]!;
    for (const status of ['shipped', 'canceled'] as const) {
      const moved = await patchStatus(ctx.app, asAccount(seller), returned[owner], { status });
      if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
    }
  }
  for (const buyer of [retailerA, retailerB])
    for (const product of [products.A, products.B]) await putInServerCart(db, buyer.id!, product.id, 2);

  return {
    actors: { visitor: VISITOR, retailerA, retailerB, unverifiedWholesaler, wholesalerA, wholesalerB, admin },
    categoryId: category.id,
    brandId: brand.id,
    products,
    orders: { A: paidA.order_ids[0]!, B: paidB.order_ids[0]! },
    paidCheckouts: { A: paidA.razorpay_order_id, B: paidB.razorpay_order_id },
    delivered,
    returned,
  };
}

/** A checkout left unpaid, and what the sandbox widget hands back for it (a valid signature). */
export async function unpaidCheckout(
  ctx: TestContext,
  buyer: Actor,
  product: ShelfProduct,
): Promise<{ orderIds: number[]; paid: CheckoutResult }> {
  const created = await checkout(ctx.app, asAccount(buyer), [{ product, quantity: 1 }]);
  return { orderIds: created.order_ids, paid: await sandboxPay(ctx.app, created.razorpay_order_id) };
}

/* ---------- the state of the database ---------- */

const STATE_TABLES = [
  'users',
  'wholesaler_profiles',
  'retailer_profiles',
  'profile_change_requests',
  'sessions',
  'refresh_tokens',
  'categories',
  'brands',
  'products',
  'product_images',
  'reviews',
  'cart_items',
  'payments',
  'orders',
  'order_items',
  'webhook_events',
  'document_series',
  'tax_documents',
  'invoice_signatures',
  'refunds',
  'notifications',
  'notification_deliveries',
  'notification_email_opt_outs',
  'claims',
  'claim_items',
  'claim_photos',
  'claim_events',
  'ledger_entries',
  'payout_details',
  'payouts',
] as const;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export type DatabaseState = Record<string, string>;

/**
 * A fingerprint of every table (row count and the sum of a 64-bit hash of every row as text, timestamps included)
 * and of the media folder: any insert, update or delete, or any stored file, changes it.
 */
export async function databaseState(ctx: TestContext): Promise<DatabaseState> {
  const query = STATE_TABLES.map(
    (table) =>
      `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 7)), 0) as digest from ${table} t`,
  ).join(' union all ');
  const rows = rowsOf<{ name: string; digest: string }>(await ctx.database.db.execute(sql.raw(query)));
  const state: DatabaseState = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  state.media = (await storedMediaFiles(ctx)).join(',');
  // Licence scans and claim photos live beside the media folder, out of the public's reach.
  const privateDir = path.relative(ctx.config.media.dir, ctx.config.privateFilesDir);
  state.privateFiles = (await storedMediaFiles(ctx, privateDir)).join(',');
  return state;
}

/** Names of the parts that differ between two fingerprints. */
export const changedParts = (before: DatabaseState, after: DatabaseState) =>
  Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);

/** The rows that belong to one account: what nobody else may change. */
export async function ownedState(ctx: TestContext, userId: number): Promise<Record<string, string>> {
  const digest = (from: SQL) =>
    sql`(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${from})`;
  const result = await ctx.database.db.execute(sql`
    select
      ${digest(sql`users t where t.id = ${userId}`)} as account,
      ${digest(sql`wholesaler_profiles t where t.user_id = ${userId}`)} as wholesaler_profile,
      ${digest(sql`retailer_profiles t where t.user_id = ${userId}`)} as retailer_profile,
      ${digest(sql`profile_change_requests t where t.user_id = ${userId}`)} as profile_changes,
      ${digest(sql`sessions t where t.user_id = ${userId}`)} as sessions,
      ${digest(sql`refresh_tokens t where t.user_id = ${userId}`)} as refresh_tokens,
      ${digest(sql`invoice_signatures t where t.wholesaler_id = ${userId}`)} as invoice_signatures,
      ${digest(sql`cart_items t where t.user_id = ${userId}`)} as cart,
      ${digest(sql`reviews t where t.user_id = ${userId}`)} as reviews,
      ${digest(sql`products t where t.wholesaler_id = ${userId}`)} as products,
      ${digest(sql`product_images t join products p on p.id = t.product_id where p.wholesaler_id = ${userId}`)} as product_images,
      ${digest(sql`orders t where t.retailer_id = ${userId} or t.wholesaler_id = ${userId}`)} as orders,
      ${digest(sql`payments t where t.retailer_id = ${userId}`)} as payments,
      ${digest(sql`notifications t where t.user_id = ${userId}`)} as notifications,
      ${digest(sql`notification_email_opt_outs t where t.user_id = ${userId}`)} as email_choices,
      ${digest(sql`claims t where t.retailer_id = ${userId} or t.wholesaler_id = ${userId}`)} as claims,
      ${digest(sql`payout_details t where t.wholesaler_id = ${userId}`)} as payout_details,
      ${digest(sql`payouts t where t.wholesaler_id = ${userId}`)} as payouts
  `);
  return rowsOf<Record<string, string>>(result)[0] ?? {};
}

/* ---------- responses ---------- */

export interface SentRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export const inject = (ctx: TestContext, request: SentRequest) =>
  ctx.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  } as InjectOptions);

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

export function describeRequest(request: SentRequest): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `${request.payload.length} bytes: ${clip(JSON.stringify(request.payload.toString('latin1')), 600)}`
        : clip(JSON.stringify(request.payload), 600);
  return [
    `${request.method} ${clip(request.url)}`,
    `headers: ${clip(JSON.stringify(request.headers), 600)}`,
    `body: ${payload}`,
  ].join('\n');
}

export const describeExchange = (request: SentRequest, response: LightMyRequestResponse) =>
  `${describeRequest(request)}\n→ ${response.statusCode} ${clip(response.body)}`;

/** Problems with an answer to hostile input: a 5xx, or a 4xx that is not the JSON error the decisions promise. */
export function responseProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`server error ${response.statusCode}`);
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push('error body is not JSON');
    }
    const detail = (body as { detail?: unknown } | undefined)?.detail;
    if (body !== undefined && (typeof detail !== 'string' || detail.length === 0))
      problems.push('error body has no `detail` sentence');
    if (/at .+\.(?:ts|js):\d+/.test(response.body)) problems.push('error body carries a stack trace');
  }
  return problems;
}

/* ---------- generators of hostile input ---------- */

const HUGE = 'x'.repeat(100_000);

/** Strings that have broken servers before: blanks, NUL, lone surrogates, long text, injections, number look-alikes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  ' \t\n ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  'é',
  'ẞ',
  '中文字符',
  '🤖🚀',
  'Z̴̡̛a̷l̶g̵o̵',
  'x'.repeat(201),
  'x'.repeat(2_001),
  'x'.repeat(10_001),
  HUGE,
  '-1',
  '0',
  '-0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '1.5',
  '0x1F',
  '0b11',
  '1_000',
  ' 42 ',
  '042',
  '4.2e1',
  '1e3',
  '+1',
  '9007199254740993',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9'.repeat(400),
  '1e-7',
  '١٢٣',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '1; drop table users',
  "' OR '1'='1' --",
  '"; select pg_sleep(0); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '\\',
  '"',
  '`',
  'data:image/png;base64,AAAA',
  'shipped',
  'canceled',
  'pending',
  'admin',
  'retailer',
  'wholesaler',
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e-10,
  100_000,
  100_001,
  10_000_000.001,
  1e9 + 1,
];

let nested: unknown = [];
for (let depth = 0; depth < 500; depth += 1) nested = [nested];
let nestedObject: unknown = {};
for (let depth = 0; depth < 200; depth += 1) nestedObject = { a: nestedObject };

const NASTY_STRUCTURES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [[[[]]]],
  [null],
  [1, 2, 3],
  ['a'],
  { '': '' },
  { __proto__: null, toString: 'x' },
  { $gt: '' },
  nested,
  nestedObject,
  Array.from({ length: 5_000 }, (_, index) => index),
];

/** Percent-encodes every byte but the unreserved characters (lone surrogates become U+FFFD, as in a browser). */
export const percentEncode = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

/** Latin-1 text a real HTTP client could put in a header (Node refuses control characters there). */
export const headerText = (maxLength = 200) =>
  fc
    .string({
      unit: fc
        .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
        .map((code) => String.fromCharCode(code)),
      maxLength,
    })
    .filter(isSendableHeader);

/** Whether Node's HTTP client would send this header value at all. */
export function isSendableHeader(value: string): boolean {
  try {
    validateHeaderValue('x-test', value);
    return true;
  } catch {
    return false;
  }
}

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** Any value a hostile field might hold: nasty strings and numbers, wrong types, deep or huge structures. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRUCTURES) },
  { weight: 1, arbitrary: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }) },
);

/** JSON text; `undefined` (as fc.anything() may give) means "no body". */
export const toJson = (value: unknown): string | undefined => JSON.stringify(value);

/** Text sent as application/json that is not JSON, or is JSON a careless parser would trip on. */
export const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  '[1,2,]',
  "{'a':1}",
  '{a:1}',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-}',
  '{"a":01}',
  '{"a":1}{"b":2}',
  '"unterminated',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '['.repeat(10_000),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'x'.repeat(900_000)}"}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nothing-here',
  'application/octet-stream',
  'image/png',
  '*/*',
  'json',
  ';',
  ' ',
];

export interface BodyCase {
  payload?: string | Buffer;
  contentType?: string;
  /** Headers that belong to this body (a webhook signature over it). */
  headers?: Record<string, string>;
}

const jsonBody = (value: unknown): BodyCase => {
  const payload = toJson(value);
  return payload === undefined ? {} : { payload, contentType: 'application/json' };
};

/** Objects with the schema's keys holding nasty values, any subset of them present, sometimes with extra keys. */
export function schemaShapedObject(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] });
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'id', 'user', 'user_id')),
    nastyValue,
    { maxKeys: 3 },
  );
  return fc
    .tuple(record, extra, fc.boolean())
    .map(([base, more, withExtra]) => (withExtra ? { ...more, ...base } : base));
}

/** A valid body with one to three fields replaced by nasty values or removed. */
export function mutatedObject(
  valid: fc.Arbitrary<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const mutation = fc.record({
    key: fc.constantFrom(...keys),
    value: nastyValue,
    drop: fc.integer({ min: 0, max: 4 }),
  });
  return fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([base, mutations]) => {
    const body: Record<string, unknown> = { ...base };
    for (const { key, value, drop } of mutations) {
      if (drop === 0) delete body[key];
      else body[key] = value;
    }
    return body;
  });
}

/** Bodies for a JSON endpoint: mostly near-valid or schema-shaped, plus arbitrary and malformed JSON. */
export function hostileJsonBody(keys: readonly string[], valid?: fc.Arbitrary<Record<string, unknown>>) {
  const options: Array<fc.WeightedArbitrary<BodyCase>> = [
    { weight: 3, arbitrary: schemaShapedObject(keys).map(jsonBody) },
    { weight: 2, arbitrary: fc.anything().map(jsonBody) },
    { weight: 1, arbitrary: fc.json().map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.string(),
          fc.json().chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut) + (cut % 2 ? ',' : ''))),
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(fc.string(), fc.json(), fc.constantFrom(...MALFORMED_JSON)))
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  if (keys.length > 0 && valid) options.push({ weight: 5, arbitrary: mutatedObject(valid, keys).map(jsonBody) });
  return fc.oneof(...options);
}

/** Keys of a zod object schema (through optional, default and refinements; read structurally, whichever zod copy made it). */
export function schemaKeys(schema: z.ZodType): string[] {
  let current = schema as unknown as { def: { type: string; innerType?: unknown }; shape?: Record<string, unknown> };
  while (['optional', 'nullable', 'default'].includes(current.def.type))
    current = current.def.innerType as typeof current;
  if (current.def.type === 'object' && current.shape) return Object.keys(current.shape);
  throw new Error(`not an object schema: ${current.def.type}`);
}

/* query strings */

const BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%AF', '%FF%FE', '%2', '%%', '%u0041'];

const queryKey = (keys: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q') },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'a[]',
        'a[b]',
        'page[]',
        'status[0]',
        '',
        ...BAD_ENCODINGS,
      ),
    },
  );

const queryValue = fc.oneof(
  { weight: 4, arbitrary: nastyString.map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ENCODINGS, '', '+', '=', '==', '[]', '&', '?', '#x') },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS).map(String) },
);

/** A raw query string: random pairs, repeated keys, bare keys, thousands of parameters, broken percent-encoding. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const pairs = fc
    .array(fc.tuple(queryKey(keys), queryValue, fc.nat(9)), { maxLength: 8 })
    .map((list) => list.map(([key, value, shape]) => (shape === 0 ? key : `${key}=${value}`)).join('&'));
  const repeated = fc
    .tuple(queryKey(keys), fc.array(queryValue, { minLength: 2, maxLength: 50 }))
    .map(([key, values]) => values.map((value) => `${key}=${value}`).join('&'));
  const many = fc
    .nat(3)
    .map((variant) => Array.from({ length: 3_000 }, (_, index) => `${variant ? `k${index}` : 'q'}=${index}`).join('&'));
  return fc.oneof({ weight: 6, arbitrary: pairs }, { weight: 2, arbitrary: repeated }, { weight: 1, arbitrary: many });
}

/** A valid query (as pairs) with nasty pairs added after it, or some of its values replaced. */
export function mutatedQuery(valid: Record<string, string>, keys: readonly string[]): fc.Arbitrary<string> {
  const base = new URLSearchParams(valid).toString();
  return fc.tuple(hostileQuery(keys), fc.boolean()).map(([extra, before]) => {
    const parts = before ? [extra, base] : [base, extra];
    return parts.filter(Boolean).join('&');
  });
}

/* path parameters */

export const NASTY_PATH_PARAMS = [
  '-1',
  '0',
  '-0',
  '1e309',
  '1e3',
  '1.5',
  '1.0',
  '0x10',
  '0b1',
  'NaN',
  'Infinity',
  '00001',
  '+1',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1%3B%20drop%20table%20users',
  "1'%20OR%20'1'%3D'1",
  '2147483647',
  '2147483648',
  '4294967297',
  '9007199254740993',
  '9'.repeat(100),
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  '%E2%80%AE1',
  '%D9%A1',
  '1,2',
  '1;2',
  '1.',
  '.1',
  '1e-0',
  '__proto__',
  'constructor',
];

/**
 * The router refuses a parameter longer than this (414) and malformed percent-encoding (400) before any of the
 * app's code runs, with Fastify's own error body: those cases live in fuzz-edges.test.ts, not in every endpoint's
 * property, so that one known router finding does not hide what the endpoints themselves do.
 */
export const MAX_PARAM_LENGTH = 100;

/** Path parameters: ids that exist, nasty ids, any integer, any text (percent-encoded, as a client sends it). */
export function hostilePathParam(real: ReadonlyArray<string | number>): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.constantFrom(...NASTY_PATH_PARAMS) },
      { weight: 2, arbitrary: fc.integer().map(String) },
      { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
      { weight: 1, arbitrary: fc.double().map(String).map(percentEncode) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map(percentEncode) },
      { weight: 1, arbitrary: nastyString.map(percentEncode) },
      ...(real.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...real.map(String)) }] : []),
    )
    .filter((param) => param.length <= MAX_PARAM_LENGTH);
}

/* headers */

/** Authorization values nobody should get past: forged, expired, unsigned, refresh-as-access, mangled, foreign. */
export async function hostileAuthorizations(world: World): Promise<string[]> {
  const { retailerA, wholesalerA, admin } = world.actors;
  const claims = { userId: retailerA.id!, userType: 'retailer' as const, verified: true };
  const valid = retailerA.access!;
  const signed = (payload: Record<string, unknown>, subject?: string) => {
    const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
    if (subject !== undefined) jwt.setSubject(subject);
    if (!('exp' in payload)) jwt.setExpirationTime('10m');
    return jwt.sign(new TextEncoder().encode(TEST_JWT_SECRET));
  };
  const hs512 = await new SignJWT({ user_type: 'admin', verified: true, type: 'access' })
    .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
    .setSubject(String(admin.id))
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const [header, payload] = valid.split('.');
  const adminPayload = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), user_type: 'admin' }),
  ).toString('base64url');
  const tokens = [
    await forgedAccessToken({ userId: admin.id!, userType: 'admin', verified: true }),
    await forgedAccessToken({ userId: wholesalerA.id!, userType: 'wholesaler', verified: true }),
    await expiredAccessToken(claims),
    await expiredAccessToken({ userId: admin.id!, userType: 'admin', verified: true }),
    unsignedToken({ sub: String(admin.id), user_type: 'admin', verified: true }),
    unsignedToken({ sub: String(retailerA.id), user_type: 'retailer', verified: true }),
    await refreshToken(retailerA.id!),
    retailerA.refresh!,
    hs512,
    `${header}.${adminPayload}.${valid.split('.')[2]}`,
    // Signed with the server's secret but not something the server issues: wrong type, missing or odd claims.
    await signed({ user_type: 'admin', verified: true }, String(admin.id)),
    await signed({ user_type: 'superuser', verified: true, type: 'access' }, String(admin.id)),
    await signed({ user_type: 'retailer', verified: 'yes', type: 'access' }, String(retailerA.id)),
    await signed({ user_type: 'retailer', verified: true, type: 'access' }),
    await signed({ user_type: 'retailer', verified: true, type: 'access', exp: 'never' }, String(retailerA.id)),
    valid.slice(0, -3),
    `${valid}x`,
    valid.split('.').slice(0, 2).join('.'),
    `${valid}.${valid}`,
    valid.toUpperCase(),
  ];
  return [
    ...tokens.map((token) => `Bearer ${token}`),
    `Bearer ${valid} extra`,
    `Bearer  ${valid}`,
    `Bearer\t${valid}`,
    `Basic ${valid}`,
    `Token ${valid}`,
    valid,
    `JWT ${valid}`,
    `Basic ${Buffer.from(`${retailerA.email}:${PASSWORD}`).toString('base64')}`,
    'Basic Og==',
    'Basic',
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Bearer [object Object]',
    'Bearer a.b.c',
    'Bearer ..',
    'Bearer eyJhbGciOiJub25lIn0.e30.',
    `Bearer ${'x'.repeat(8_000)}`,
    `Bearer ${'a.'.repeat(3_000)}a`,
    '',
    ' ',
    'null',
  ];
}

/** Authorization header choices: none, any actor's real token, a hostile value, or random text. */
export function hostileAuthorization(world: World, hostile: string[]): fc.Arbitrary<Record<string, string>> {
  const realTokens = ACTOR_KEYS.filter((key) => key !== 'visitor').map((key) => world.actors[key].auth);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: fc.constantFrom(...realTokens) },
    { weight: 4, arbitrary: fc.constantFrom(...hostile).map((authorization) => ({ authorization })) },
    { weight: 1, arbitrary: headerText(300).map((text) => ({ authorization: `Bearer ${text}` })) },
    { weight: 1, arbitrary: headerText(300).map((authorization) => ({ authorization })) },
  );
}

const HEADER_NAMES = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-real-ip',
  'x-razorpay-signature',
  'x-razorpay-event-id',
  'x-admin-secret',
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'range',
  'origin',
  'referer',
  'cookie',
  'user-agent',
  'x-http-method-override',
  'x-requested-with',
];

const NASTY_HEADER_VALUES = [
  '',
  ' ',
  '*',
  'x'.repeat(8_000),
  '1; drop table users',
  'bytes=0-0,-1',
  'bytes=999999999999-',
  'bytes=-0',
  'W/"x"',
  '"*"',
  '*/*;q=NaN',
  'gzip;q=2, br;q=-1',
  'DELETE',
  'null',
  'Thu, 01 Jan 1970 00:00:00 GMT',
  'not a date',
  '127.0.0.1, 10.0.0.1, ::1, garbage',
  '999.999.999.999',
  'é',
];

/** Extra headers: those the app reads (given), common ones, and random names, holding nasty text. */
export function hostileHeaders(names: readonly string[] = []): fc.Arbitrary<Record<string, string>> {
  const name = fc.oneof(fc.constantFrom(...names, ...HEADER_NAMES), fc.stringMatching(/^x-[a-z0-9-]{1,20}$/));
  const value = fc.oneof(fc.constantFrom(...NASTY_HEADER_VALUES), headerText(100));
  return fc.dictionary(name, value, { minKeys: 1, maxKeys: 4 });
}

/* ---------- one fuzzed endpoint ---------- */

export interface EndpointFuzz {
  /** e.g. `PUT /api/inventory/:id/edit/`: also the seed's name. */
  name: string;
  method: SentRequest['method'];
  /** The path, with at most one `:param`. */
  path: string;
  /** Values of the path parameter that name existing records (to reach the service as well as the parser). */
  realParams?: ReadonlyArray<string | number>;
  /** Authorization headers that reach the handler; for a public endpoint, `[{}]` (anyone). */
  as: ReadonlyArray<Record<string, string>>;
  /** JSON body: the schema's keys and valid bodies to mutate. */
  json?: { keys: readonly string[]; valid?: fc.Arbitrary<Record<string, unknown>> };
  /** Other bodies (raw webhook text, multipart forms); replaces the JSON body generator when given. */
  body?: { sane: fc.Arbitrary<BodyCase>; hostile: fc.Arbitrary<BodyCase> };
  /** Query keys of the schema and a valid query. */
  query?: { keys: readonly string[]; valid?: Record<string, string> };
  /** Header names the endpoint reads. */
  headerNames?: readonly string[];
  /** Header values the endpoint reads (e.g. a correct webhook signature), chosen now and then. */
  saneHeaders?: fc.Arbitrary<Record<string, string>>;
  /**
   * Whether a successful call may change state (default: every method but GET). A read-only endpoint's database
   * fingerprint is compared once, before and after the whole batch: nothing it answers may change anything.
   */
  mutates?: boolean;
  /**
   * Parts of the database a refused request may change on purpose (a replayed refresh token is refused and ends
   * its session, issue 52); everything else must stay as it was.
   */
  refusedMayChange?: (response: LightMyRequestResponse) => readonly string[];
  /** Runs after each case's checks (to renew sessions a successful case ended); the fingerprint is taken after it. */
  afterCase?: (response: LightMyRequestResponse) => Promise<unknown>;
}

type Focus = 'auth' | 'path' | 'query' | 'body' | 'headers' | 'everything';

export interface FuzzCase extends SentRequest {
  focus: Focus;
}

function requestArbitrary(spec: EndpointFuzz, world: World, hostileAuth: string[]): fc.Arbitrary<FuzzCase> {
  const param = /:([A-Za-z]+)/.exec(spec.path)?.[0];
  const real = spec.realParams ?? [];
  const hasBody = Boolean(spec.json || spec.body) || spec.method !== 'GET';

  const auth = { sane: fc.constantFrom(...spec.as), hostile: hostileAuthorization(world, hostileAuth) };
  const path = {
    sane: real.length > 0 ? fc.constantFrom(...real.map(String)) : fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String),
    hostile: hostilePathParam(real),
  };
  const queryKeys = spec.query?.keys ?? [];
  const query = {
    sane: fc.constant(spec.query?.valid ? new URLSearchParams(spec.query.valid).toString() : ''),
    hostile: spec.query?.valid ? mutatedQuery(spec.query.valid, queryKeys) : hostileQuery(queryKeys),
  };
  const body: { sane: fc.Arbitrary<BodyCase>; hostile: fc.Arbitrary<BodyCase> } = spec.body ?? {
    sane: spec.json?.valid ? spec.json.valid.map(jsonBody) : fc.constant({}),
    hostile: hostileJsonBody(spec.json?.keys ?? [], spec.json?.valid),
  };
  const headers = {
    sane: spec.saneHeaders ?? fc.constant({}),
    hostile: fc.oneof(
      hostileHeaders(spec.headerNames),
      fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ 'content-type': contentType })),
      headerText(100).map((contentType) => ({ 'content-type': contentType })),
    ),
  };

  const focuses: Array<fc.WeightedArbitrary<Focus>> = [
    { weight: 1, arbitrary: fc.constant('auth') },
    { weight: 2, arbitrary: fc.constant('headers') },
    { weight: 2, arbitrary: fc.constant('query') },
    { weight: 1, arbitrary: fc.constant('everything') },
  ];
  if (param) focuses.push({ weight: 3, arbitrary: fc.constant('path') });
  if (spec.json || spec.body) focuses.push({ weight: 6, arbitrary: fc.constant('body') });
  else if (hasBody) focuses.push({ weight: 1, arbitrary: fc.constant('body') });

  /** The focused dimension is hostile; each other one is hostile one time in ten. */
  const pick = <T>(focus: Focus, own: Focus, dimension: { sane: fc.Arbitrary<T>; hostile: fc.Arbitrary<T> }) =>
    focus === own || focus === 'everything'
      ? dimension.hostile
      : fc.oneof({ weight: 9, arbitrary: dimension.sane }, { weight: 1, arbitrary: dimension.hostile });

  return fc.oneof(...focuses).chain((focus) =>
    fc
      .record({
        auth: pick(focus, 'auth', auth),
        path: pick(focus, 'path', path),
        query: pick(focus, 'query', query),
        body:
          hasBody || focus === 'body' || focus === 'everything' ? pick(focus, 'body', body) : fc.constant<BodyCase>({}),
        headers: pick(focus, 'headers', headers),
      })
      .map((parts): FuzzCase => {
        const url = `${param ? spec.path.replace(param, parts.path) : spec.path}${parts.query ? `?${parts.query}` : ''}`;
        const headerSet: Record<string, string> = { ...parts.body.headers, ...parts.headers, ...parts.auth };
        if (parts.body.contentType !== undefined && !('content-type' in parts.headers))
          headerSet['content-type'] = parts.body.contentType;
        const request: FuzzCase = {
          focus,
          method: spec.method,
          url,
          headers: headerSet,
          ...(parts.body.payload === undefined ? {} : { payload: parts.body.payload }),
        };
        // fast-check prints counterexamples with this: short, and bodies shown as text rather than byte lists.
        Object.defineProperty(request, fc.toStringMethod, {
          value: () => describeRequest(request),
          enumerable: false,
        });
        return request;
      }),
  );
}

export interface FuzzReport {
  runs: number;
  statuses: Record<number, number>;
}

/**
 * Runs the endpoint's property: every answer is below 500, every 4xx is the JSON error with `detail`, and a refused
 * request changes nothing. For an endpoint whose success may change state the database fingerprint is taken after
 * every case and compared when the case was refused; for a read-only endpoint it is compared once, around the batch.
 */
export async function fuzzEndpoint(
  ctx: TestContext,
  world: World,
  hostileAuth: string[],
  spec: EndpointFuzz,
): Promise<FuzzReport> {
  const statuses: Record<number, number> = {};
  const mutates = spec.mutates ?? spec.method !== 'GET';
  let runs = 0;
  const start = await databaseState(ctx);
  let before = start;
  await fc.assert(
    fc.asyncProperty(requestArbitrary(spec, world, hostileAuth), async (request) => {
      const response = await inject(ctx, request);
      runs += 1;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const problems = responseProblems(response);
      if (mutates) {
        const after = await databaseState(ctx);
        if (response.statusCode >= 400) {
          const allowed = new Set(spec.refusedMayChange?.(response) ?? []);
          const changed = changedParts(before, after).filter((part) => !allowed.has(part));
          if (changed.length > 0) problems.push(`refused, yet changed: ${changed.join(', ')}`);
        }
        before = after;
      }
      if (spec.afterCase) {
        await spec.afterCase(response);
        if (mutates) before = await databaseState(ctx);
      }
      if (problems.length > 0)
        throw new Error(`${problems.join('; ')} (focus: ${request.focus})\n${describeExchange(request, response)}`);
    }),
    { seed: seedFor(spec.name), numRuns: FUZZ_RUNS, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
  );
  if (!mutates) {
    const changed = changedParts(start, await databaseState(ctx));
    if (changed.length > 0) throw new Error(`${spec.name} is read-only, yet the batch changed: ${changed.join(', ')}`);
  }
  return { runs, statuses };
}

/** How many answers got past authentication and the role checks (anything but 401 and 403). */
export const reachedHandler = (report: FuzzReport) =>
  Object.entries(report.statuses)
    .filter(([status]) => status !== '401' && status !== '403')
    .reduce((sum, [, count]) => sum + count, 0);

/* multipart forms */

const BOUNDARY = '----hostile-boundary-7f3a';

/** A multipart/form-data body built by hand; fields may repeat and hold anything. */
export const multipartBody = (fields: ReadonlyArray<readonly [string, string]>, files: readonly FilePart[] = []) =>
  multipartPayload(BOUNDARY, fields, files);

export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * Multipart profile forms: valid fields with some replaced, random fields, odd or broken files (a picture that is
 * not one, cut off, too big, in the wrong field, two of them), and forms broken in their structure.
 */
export function hostileMultipart(
  keys: readonly string[],
  valid: Record<string, string>,
  picture: Buffer,
): { sane: fc.Arbitrary<BodyCase>; hostile: fc.Arbitrary<BodyCase> } {
  const tooBig = Buffer.concat([picture, Buffer.alloc(5 * 1024 * 1024 + 1 - picture.length)]);
  const file = (field: string, content: Buffer, contentType = 'image/png', filename = 'logo.png'): FilePart => ({
    field,
    filename,
    contentType,
    content,
  });
  const files: fc.Arbitrary<readonly FilePart[]> = fc.oneof(
    { weight: 4, arbitrary: fc.constant<FilePart[]>([]) },
    { weight: 3, arbitrary: fc.constant([file('logo', picture)]) },
    { weight: 1, arbitrary: fc.constant([file('logo', Buffer.alloc(0))]) },
    { weight: 1, arbitrary: fc.constant([file('logo', picture.subarray(0, picture.length / 2))]) },
    { weight: 1, arbitrary: fc.constant([file('logo', Buffer.from('GIF89a not really'), 'image/gif', 'a.gif')]) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 2_000 }).map((bytes) => [file('logo', Buffer.from(bytes))]),
    },
    {
      weight: 1,
      arbitrary: fc.constant([file('logo', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'x.svg')]),
    },
    { weight: 1, arbitrary: fc.constant([file('avatar', picture)]) },
    { weight: 1, arbitrary: fc.constant([file('logo', picture), file('logo', picture)]) },
    { weight: 1, arbitrary: fc.constant([file('logo', picture, 'image/png', '../../../etc/passwd')]) },
    { weight: 1, arbitrary: fc.constant([file('logo', tooBig)]) },
  );
  const field = fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), nastyString);
  const mutatedFields = fc
    .tuple(fc.array(fc.tuple(fc.constantFrom(...keys), fc.option(nastyString)), { minLength: 1, maxLength: 3 }))
    .map(([changes]) => {
      const fields: Record<string, string> = { ...valid };
      for (const [key, value] of changes) {
        if (value === null) delete fields[key];
        else fields[key] = value;
      }
      return Object.entries(fields);
    });
  const randomFields = fc.array(field, { maxLength: 8 });
  const wellFormed = fc
    .tuple(fc.oneof(mutatedFields, randomFields), files)
    .map(([fields, parts]): BodyCase => ({ payload: multipartBody(fields, parts), contentType: MULTIPART }));
  const broken = fc.oneof(
    // cut off anywhere
    fc.tuple(fc.oneof(mutatedFields, randomFields), files, fc.nat()).map(([fields, parts, cut]): BodyCase => {
      const body = multipartBody(fields, parts);
      return { payload: body.subarray(0, cut % (body.length + 1)), contentType: MULTIPART };
    }),
    // a boundary that never occurs, or none at all
    fc
      .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other')
      .map((contentType): BodyCase => ({ payload: multipartBody(Object.entries(valid)), contentType })),
    // too many fields, a field too long, the same field twice, headers without a name
    fc.constantFrom<BodyCase>(
      {
        payload: multipartBody(Array.from({ length: 40 }, (_, index) => [`field${index}`, 'x'] as const)),
        contentType: MULTIPART,
      },
      { payload: multipartBody([...Object.entries(valid), ['address', 'y'.repeat(20_000)]]), contentType: MULTIPART },
      { payload: multipartBody([...Object.entries(valid), ...Object.entries(valid)]), contentType: MULTIPART },
      {
        payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
        contentType: MULTIPART,
      },
      {
        payload: Buffer.from(`--${BOUNDARY}\r\nX-Nothing: here\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
        contentType: MULTIPART,
      },
      {
        payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a\r\n\r\n--${BOUNDARY}--`),
        contentType: MULTIPART,
      },
      { payload: Buffer.from(''), contentType: MULTIPART },
      { payload: Buffer.from(`--${BOUNDARY}--\r\n`), contentType: MULTIPART },
    ),
    fc
      .uint8Array({ maxLength: 3_000 })
      .map((bytes): BodyCase => ({ payload: Buffer.from(bytes), contentType: MULTIPART })),
  );
  return {
    sane: fc.constant({ payload: multipartBody(Object.entries(valid)), contentType: MULTIPART }),
    hostile: fc.oneof({ weight: 5, arbitrary: wellFormed }, { weight: 3, arbitrary: broken }),
  };
}

/* ---------- test declarations ---------- */

export interface FuzzState {
  world: World;
  hostileAuth: string[];
}

/** The cast and the hostile authorization values, built once per file. */
export async function prepareFuzzState(ctx: TestContext, state: FuzzState) {
  state.world = await buildWorld(ctx);
  state.hostileAuth = await hostileAuthorizations(state.world);
}

/** The bearer headers of the named actors. */
export const authOf = (world: World, ...keys: ActorKey[]) => keys.map((key) => world.actors[key].auth);
/** Public endpoints: anyone may call them, signed in or not. */
export const anyone = (world: World) => ACTOR_KEYS.map((key) => world.actors[key].auth);

const summaries: string[] = [];

/**
 * Declares one endpoint's property as a test. A guarded endpoint must also see at least a quarter of its cases get
 * past authentication, so the fuzz reaches validation and the services rather than the token check alone.
 */
export function fuzzIt(
  ctx: TestContext,
  state: FuzzState,
  name: string,
  build: () => Omit<EndpointFuzz, 'name'>,
  options: { context?: () => TestContext } = {},
) {
  it(
    `${name} answers ${FUZZ_RUNS} hostile requests without a 5xx, with JSON errors, changing nothing when refused`,
    async () => {
      const spec = { name, ...build() };
      const report = await fuzzEndpoint(options.context?.() ?? ctx, state.world, state.hostileAuth, spec);
      summaries.push(`${name}: ${JSON.stringify(report.statuses)}`);
      expect(report.runs).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const guarded = spec.as.every((headers) => Boolean(headers.authorization));
      if (guarded) expect(reachedHandler(report), JSON.stringify(report.statuses)).toBeGreaterThan(FUZZ_RUNS / 4);
    },
    FUZZ_TIMEOUT_MS,
  );
}

/** Prints the answers each endpoint gave (status: count), when FUZZ_SUMMARY=1. */
export function printFuzzSummary() {
  afterAll(() => {
    if (process.env.FUZZ_SUMMARY === '1') console.info(summaries.join('\n'));
  });
}
