import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type AdminPayout,
  type ClaimResponse,
  type ClaimsResponse,
  type LedgerPage,
  type PayoutRunResponse,
} from '@marketplace/contract';
import { buildApp, type App } from '../../src/app.js';
import {
  cartItems,
  claims,
  invoiceSignatures,
  notifications,
  orderItems,
  orders,
  payoutDetails,
  products,
  profileChangeRequests,
  refreshTokens,
  refunds,
  retailerProfiles,
} from '../../src/db/schema.js';
import { runDeadlinesOnce } from '../../src/jobs/deadlines-job.js';
import { createPrivateFiles } from '../../src/media/private-files.js';
import { ADMIN_CONTROL_PATH } from '../../src/modules/admin/admin-control.routes.js';
import { login, pngPicture, retailerForm } from '../accounts-fixtures.js';
import {
  checkout,
  checkoutAndPay,
  insertProduct,
  orderPayload,
  patchStatus,
  paymentEvent,
  type ShelfProduct,
} from '../order-fixtures.js';
import {
  ACTOR_KEYS,
  ACTOR_LABELS,
  type Actor,
  type ActorKey,
  asAccount,
  buildWorld,
  changedParts,
  createActor,
  createApplicant,
  createLicenceApplicant,
  databaseState,
  renewEndedSessions,
  describeExchange,
  inject,
  MULTIPART,
  multipartBody,
  ownedState,
  retailerFormFor,
  type SentRequest,
  unpaidCheckout,
  useHostileApp,
  type World,
} from './hostile-fixtures.js';

/**
 * Every endpoint called by each of seven actors (visitor, retailer A, retailer B, an unverified wholesaler,
 * wholesaler A, wholesaler B, an administrator), on records owned by each where the endpoint takes a record.
 * Each cell is one named test with the expected status:
 *
 * - an allowed call succeeds (2xx) and changes no rows of any other actor than the caller (and, where the
 *   action is about them, the record's owners: an order's retailer, a product's wholesaler); a read changes nothing;
 * - a refused call answers the expected 401, 403 or 404 with the JSON error and changes nothing at all.
 *
 * Rules read from apps/api/src (and docs/decisions.md), and what this table pins down:
 * - 401 for the visitor on every signed-in endpoint; 403 for a signed-in user whose role may not call it
 *   (`not_verified` for the unverified wholesaler on wholesaler endpoints); 404 for someone else's record, so ids
 *   reveal nothing: another retailer's order or payment, another wholesaler's product or order.
 * - Order details: the order's retailer and wholesaler only. The unverified wholesaler and the administrator
 *   get 404 (the route takes any signed-in user; administrators do not read orders).
 * - Order status: the order's wholesaler only; retailers, the administrator and the unverified wholesaler are
 *   refused by role (403) before the order is looked up, another wholesaler gets 404.
 * - The profile, profile update, password change and logout act on the caller's own account only; the
 *   administrator has no business profile (403 on update). The unverified wholesaler may read and fix its profile.
 * - Public: health, config, catalogue, product, home data, wholesaler page, registration, login, the sandbox's
 *   checkout script and pay button (the sandbox stands in for Razorpay's hosted page, which anyone holding the
 *   provider order id may open; a success there changes nothing until the buyer's verify call).
 * - The webhook and the shell's control route take no bearer token at all: even the administrator's is refused
 *   (403) without the signature or the secret.
 * - A refresh token is itself the credential: whoever holds one may use or end that one session, nothing more.
 * - Sessions are real (issue 52): logging out without a refresh token and changing the password end every session
 *   of the caller at once (its old access token is refused on the next request); no other cell may end any
 *   actor's session. After such a cell the caller logs in again, so the cells after it act with a live token.
 * - Account administration (find, suspend, unsuspend), the review of licences and profile changes: administrators
 *   only. A licence scan: its retailer and administrators; anyone else signed in gets 404. The invoice signature:
 *   the verified wholesaler's own only.
 * - An order's e-invoice JSON: its wholesaler and administrators; recording the portal's answer: its wholesaler
 *   only. Anyone else signed in gets 404.
 * - Claims (issue 54): the order's parties and administrators read them, their photos and credit notes; the
 *   order's retailer files and escalates, its wholesaler accepts and rejects, administrators list escalated claims
 *   and decide them. A wrong role is refused by the route (403), anyone else of the right role hears 404.
 */

type Owner = 'A' | 'B' | 'U';

type Expectation = Record<ActorKey, number>;

/** Everyone gets `status`. */
const everyone = (status: number): Expectation =>
  Object.fromEntries(ACTOR_KEYS.map((key) => [key, status])) as Expectation;

/** The visitor 401, the listed actors their status, everyone else `otherwise`. */
function only(allowed: Partial<Expectation>, otherwise = 403): Expectation {
  return { ...everyone(otherwise), visitor: 401, ...allowed };
}

const RETAILERS = (status: number) => only({ retailerA: status, retailerB: status });
const WHOLESALERS = (status: number) => only({ wholesalerA: status, wholesalerB: status });
const SIGNED_IN = (status: number) => ({ ...everyone(status), visitor: 401 });

interface Row<Prepared = unknown> {
  /** Method and path, as a heading. */
  endpoint: string;
  /** What the actor tries, completing "<actor> can / cannot …". */
  action: string;
  expect: Expectation;
  /** Fresh records for this cell, made before the snapshot. */
  prepare?: (actor: Actor) => Promise<Prepared>;
  request: (actor: Actor, prepared: Prepared) => SentRequest;
  /** Nothing at all may change, even when allowed. */
  readOnly?: boolean;
  /** Users besides the caller whose rows an allowed call may change. */
  alsoChanges?: (prepared: Prepared) => Array<number | null>;
  /** Checks on an allowed answer. */
  verify?: (response: LightMyRequestResponse, actor: Actor, prepared: Prepared) => Promise<void> | void;
  /** Sent to the app started with the shell's control secret. */
  controlApp?: boolean;
  /** An allowed call ends every session of the caller (logout, password change): checked, then it logs in again. */
  endsSessions?: boolean;
}

describe('authorisation matrix', () => {
  const ctx = useHostileApp();
  let world: World;
  /** An account that is not one of the seven, for the visitor's login and refresh. */
  let spare: Actor;
  let controlApp: App;
  /** A product of the unverified wholesaler (written in the table: it cannot list one itself). */
  let productOfUnverified: ShelfProduct;

  beforeAll(async () => {
    world = await buildWorld(ctx);
    spare = await createActor(ctx, 'retailerB', retailerFormFor('Spare'));
    productOfUnverified = await insertProduct(ctx.database.db, {
      wholesalerId: world.actors.unverifiedWholesaler.id!,
      name: 'Product of the unverified wholesaler',
    });
    controlApp = await buildApp(ctx.config, { database: ctx.database, adminControlSecret: 'matrix-control-secret-42' });
    await controlApp.ready();
  }, 300_000);

  afterAll(async () => {
    await controlApp?.close();
  });

  /* ---------- helpers ---------- */

  const actor = (key: ActorKey) => world.actors[key];
  const wholesalerOf = (owner: Owner) =>
    actor(owner === 'A' ? 'wholesalerA' : owner === 'B' ? 'wholesalerB' : 'unverifiedWholesaler');
  const retailerOf = (owner: Owner) => actor(owner === 'A' ? 'retailerA' : 'retailerB');
  const productOf = (owner: Owner) => (owner === 'U' ? productOfUnverified : world.products[owner]);
  const get = (url: string, who: Actor): SentRequest => ({ method: 'GET', url, headers: who.auth });
  const send = (method: SentRequest['method'], url: string, who: Actor, body?: unknown): SentRequest => ({
    method,
    url,
    headers: { ...who.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

  let irnCount = 0;
  /** The e-invoice portal's answer to a report: a fresh IRN each time, acknowledged now. */
  const portalAnswer = () => ({
    irn: (++irnCount).toString(16).padStart(64, '0'),
    ack_no: '232210036743849',
    ack_date: new Date().toISOString(),
    signed_qr: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie319.c2lnbmF0dXJl',
  });

  /** Both retailers' carts hold both wholesalers' products, so a removal can be seen to touch one cart only. */
  async function refillCarts() {
    for (const buyer of [actor('retailerA'), actor('retailerB')])
      for (const product of [world.products.A, world.products.B])
        await ctx.database.db
          .insert(cartItems)
          .values({ userId: buyer.id!, productId: product.id, quantity: 2 })
          .onConflictDoNothing();
  }

  async function orderOwners(orderIds: number[]) {
    return ctx.database.db
      .select({ id: orders.id, retailerId: orders.retailerId, wholesalerId: orders.wholesalerId })
      .from(orders)
      .where(inArray(orders.id, orderIds));
  }

  /** A fresh session of the actor (or of the spare account, for the visitor). */
  async function freshRefreshToken(who: Actor): Promise<string> {
    const account = who.key === 'visitor' ? spare : who;
    const response = await login(ctx.app, account.email!, account.userType!, account.password!);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return (response.json() as { refresh: string }).refresh;
  }

  async function openSessions(userId: number) {
    return ctx.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** A returned order whose refund the provider refused: what an administrator retries. */
  async function failedRefund(): Promise<number> {
    const buyer = asAccount(actor('retailerA'));
    const orderId = (await checkoutAndPay(ctx.app, buyer, [{ product: world.products.A, quantity: 1 }])).order_ids[0]!;
    const canceled = await patchStatus(ctx.app, asAccount(actor('wholesalerA')), orderId, { status: 'canceled' });
    if (canceled.statusCode !== 200) throw new Error(`cancel failed: ${canceled.body}`);
    await ctx.app.services.refunds.idle();
    const [refund] = await ctx.database.db
      .update(refunds)
      .set({ status: 'failed', failureReason: 'Refused in the test' })
      .where(eq(refunds.orderId, orderId))
      .returning({ id: refunds.id });
    return refund!.id;
  }

  /* ---------- the table ---------- */

  const rows: Row[] = [];
  const add = <Prepared>(row: Row<Prepared>) => rows.push(row as Row);

  // Public addresses.
  for (const [endpoint, url] of [
    ['GET /api/health', '/api/health'],
    ['GET /api/config', '/api/config'],
    ['GET /api/categories', '/api/categories'],
    ['GET /api/products', '/api/products?q=product'],
    ['GET /api/home-data/', '/api/home-data/'],
    ['GET /api/docs/json', '/api/docs/json'],
    ['GET /sandbox/razorpay/checkout.js', '/sandbox/razorpay/checkout.js'],
  ] as const)
    add({ endpoint, action: `read ${url}`, expect: everyone(200), readOnly: true, request: (who) => get(url, who) });

  for (const owner of ['A', 'B'] as const) {
    add({
      endpoint: 'GET /api/products/{id}',
      action: `read wholesaler ${owner}'s product`,
      expect: everyone(200),
      readOnly: true,
      request: (who) => get(`/api/products/${productOf(owner).id}`, who),
    });
    add({
      endpoint: 'GET /api/wholesaler/profile/{id}',
      action: `read wholesaler ${owner}'s public page`,
      expect: everyone(200),
      readOnly: true,
      request: (who) => get(`/api/wholesaler/profile/${wholesalerOf(owner).id}`, who),
    });
  }

  /* accounts */

  let registrations = 0;
  add({
    endpoint: 'POST /api/register/',
    action: 'register a new retailer account',
    expect: everyone(201),
    request: (who) =>
      send('POST', '/api/register/', who, retailerForm({ email: `matrix.register.${++registrations}@example.com` })),
  });

  add({
    endpoint: 'POST /api/login/',
    action: 'log in with its own credentials (the visitor with a spare account)',
    expect: everyone(200),
    request: (who) => {
      const account = who.key === 'visitor' ? spare : who;
      return send('POST', '/api/login/', who, {
        username: account.email,
        password: account.password,
        user_type: account.userType,
      });
    },
  });

  add<string>({
    endpoint: 'POST /api/token/refresh/',
    action: 'renew its own session with its refresh token',
    expect: everyone(200),
    prepare: freshRefreshToken,
    request: (who, refresh) => send('POST', '/api/token/refresh/', who, { refresh }),
  });

  add({
    endpoint: 'POST /api/logout/',
    action: 'log out of all its own sessions (no refresh token given)',
    expect: SIGNED_IN(200),
    request: (who) => send('POST', '/api/logout/', who),
    endsSessions: true,
    verify: async (_response, who) => {
      expect(await openSessions(who.id!)).toEqual([]);
    },
  });

  add<{ refresh: string }>({
    endpoint: 'POST /api/logout/',
    action: "end retailer A's session by presenting that session's refresh token",
    expect: everyone(200),
    prepare: async () => ({ refresh: await freshRefreshToken(actor('retailerA')) }),
    request: (who, { refresh }) => send('POST', '/api/logout/', who, { refresh }),
    alsoChanges: () => [actor('retailerA').id],
  });

  add({
    endpoint: 'GET /api/profile',
    action: 'read its own profile',
    expect: SIGNED_IN(200),
    readOnly: true,
    request: (who) => get('/api/profile', who),
    verify: (response, who) => {
      expect(response.json()).toMatchObject({ id: who.id, email: who.email });
    },
  });

  add<Record<string, unknown>>({
    endpoint: 'POST /api/update-profile/',
    action: 'update its own business profile',
    expect: { ...SIGNED_IN(200), admin: 403 },
    prepare: async (who) => {
      if (!who.id) return {};
      const profile = (
        await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: who.auth })
      ).json() as Record<string, unknown>;
      const keys =
        who.userType === 'wholesaler'
          ? ['company_name', 'gst_number', 'address', 'company_description', 'years_in_business', 'contact_number']
          : ['shop_name', 'contact_number', 'address', 'gst_number', 'license_number', 'pan_card'];
      return Object.fromEntries(keys.map((key) => [key, profile[key]]));
    },
    request: (who, fields) => send('POST', '/api/update-profile/', who, fields),
    verify: (response, who) => {
      expect(response.json()).toMatchObject({ id: who.id });
    },
  });

  add({
    endpoint: 'POST /api/update-password/',
    action: 'change its own password',
    expect: SIGNED_IN(200),
    request: (who) =>
      send('POST', '/api/update-password/', who, {
        old_password: who.password,
        new_password: who.password,
        confirm_password: who.password,
      }),
    endsSessions: true,
  });

  /* notifications */

  add({
    endpoint: 'GET /api/notifications/',
    action: 'read its own notifications',
    expect: SIGNED_IN(200),
    readOnly: true,
    request: (who) => get('/api/notifications/', who),
    verify: async (response, who) => {
      const [own] = await ctx.database.db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, who.id!));
      expect((response.json() as { count: number }).count).toBe(own?.total);
    },
  });

  add<number[]>({
    endpoint: 'POST /api/notifications/read/',
    action: "mark retailer A's notifications read by their ids",
    expect: SIGNED_IN(200),
    prepare: async () => {
      const rows = await ctx.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, actor('retailerA').id!));
      await ctx.database.db.update(notifications).set({ readAt: null });
      return rows.map((row) => row.id).slice(0, 50);
    },
    request: (who, ids) => send('POST', '/api/notifications/read/', who, { ids: ids.length > 0 ? ids : [1] }),
  });

  add({
    endpoint: 'POST /api/notifications/read/',
    action: 'mark all its own notifications read',
    expect: SIGNED_IN(200),
    request: (who) => send('POST', '/api/notifications/read/', who, { all: true }),
  });

  add({
    endpoint: 'GET /api/notifications/preferences/',
    action: 'read its own e-mail choices',
    expect: SIGNED_IN(200),
    readOnly: true,
    request: (who) => get('/api/notifications/preferences/', who),
  });

  add({
    endpoint: 'PUT /api/notifications/preferences/',
    action: 'switch off e-mail about password changes',
    // Administrators receive no kinds of their own: any choice is a field error.
    expect: { ...SIGNED_IN(200), admin: 400 },
    request: (who) => send('PUT', '/api/notifications/preferences/', who, { email: { password_changed: false } }),
  });

  /* administration */

  add({
    endpoint: 'GET /api/admin/wholesalers/pending/',
    action: 'list the wholesalers waiting for approval',
    expect: only({ admin: 200 }),
    readOnly: true,
    request: (who) => get('/api/admin/wholesalers/pending/', who),
  });

  for (const decision of ['verify', 'reject'] as const) {
    add<number>({
      endpoint: `POST /api/admin/wholesalers/{id}/${decision}/`,
      action: `${decision} a waiting wholesaler`,
      expect: only({ admin: 200 }),
      prepare: () => createApplicant(ctx),
      request: (who, applicant) =>
        send('POST', `/api/admin/wholesalers/${applicant}/${decision}/`, who, { version: 1 }),
      verify: (response, _who, applicant) => {
        expect(response.json()).toMatchObject({ id: applicant, verified: decision === 'verify' });
      },
    });
    add({
      endpoint: `POST /api/admin/wholesalers/{id}/${decision}/`,
      action: `${decision} retailer A as if it were a wholesaler`,
      expect: only({ admin: 404 }),
      request: (who) =>
        send('POST', `/api/admin/wholesalers/${actor('retailerA').id}/${decision}/`, who, { version: 1 }),
    });
  }

  add({
    endpoint: 'GET /api/admin/licences/pending/',
    action: "list the retailers' drug licences waiting for approval",
    expect: only({ admin: 200 }),
    readOnly: true,
    request: (who) => get('/api/admin/licences/pending/', who),
  });

  for (const decision of ['approve', 'reject'] as const) {
    add<number>({
      endpoint: `POST /api/admin/licences/{id}/${decision}/`,
      action: `${decision} a retailer's drug licence`,
      expect: only({ admin: 200 }),
      prepare: () => createLicenceApplicant(ctx),
      request: (who, applicant) => send('POST', `/api/admin/licences/${applicant}/${decision}/`, who, { version: 2 }),
      verify: (response, _who, applicant) => {
        expect(response.json()).toMatchObject({
          id: applicant,
          licence_status: decision === 'approve' ? 'approved' : 'rejected',
        });
      },
    });
    add({
      endpoint: `POST /api/admin/licences/{id}/${decision}/`,
      action: `${decision} the licence of wholesaler A as if it were a retailer`,
      expect: only({ admin: 404 }),
      request: (who) =>
        send('POST', `/api/admin/licences/${actor('wholesalerA').id}/${decision}/`, who, { version: 1 }),
    });
  }

  /* issue 52: licence scans and profile change requests */

  add({
    endpoint: 'GET /api/licences/{id}/scan/',
    action: "read retailer A's licence scan",
    // Its retailer and administrators; anyone else learns nothing of it (404).
    expect: { ...SIGNED_IN(404), retailerA: 200, admin: 200 },
    readOnly: true,
    prepare: async () => {
      const key = `licence-scans/${actor('retailerA').id}/matrix.png`;
      await createPrivateFiles(ctx.config.privateFilesDir).put(key, await pngPicture());
      await ctx.database.db
        .update(retailerProfiles)
        .set({ licenceScan: key })
        .where(eq(retailerProfiles.userId, actor('retailerA').id!));
    },
    request: (who) => get(`/api/licences/${actor('retailerA').id}/scan/`, who),
  });

  add({
    endpoint: 'GET /api/admin/profile-changes/pending/',
    action: 'list the profile changes waiting for approval',
    expect: only({ admin: 200 }),
    readOnly: true,
    request: (who) => get('/api/admin/profile-changes/pending/', who),
  });

  for (const decision of ['approve', 'reject'] as const) {
    add<{ id: number; userId: number }>({
      endpoint: `POST /api/admin/profile-changes/{id}/${decision}/`,
      action: `${decision} a retailer's change of GSTIN`,
      expect: only({ admin: 200 }),
      prepare: async () => {
        const applicant = await createLicenceApplicant(ctx, 'Changing Pharmacy');
        const [request] = await ctx.database.db
          .insert(profileChangeRequests)
          .values({ userId: applicant, changes: { gst_number: '29ABCDE1234F1Z5' } })
          .returning({ id: profileChangeRequests.id });
        return { id: request!.id, userId: applicant };
      },
      request: (who, request) =>
        send('POST', `/api/admin/profile-changes/${request.id}/${decision}/`, who, { version: 1 }),
      alsoChanges: (request) => [request.userId],
    });
  }

  /* issue 52: administrators act on accounts */

  add({
    endpoint: 'GET /api/admin/users/',
    action: 'find accounts by name',
    expect: only({ admin: 200 }),
    readOnly: true,
    request: (who) => get('/api/admin/users/?q=asha', who),
    verify: (response) => {
      const found = (response.json() as { accounts: Array<{ id: number }> }).accounts.map((account) => account.id);
      expect(found).toContain(actor('retailerA').id);
    },
  });

  add<Actor>({
    endpoint: 'POST /api/admin/users/{id}/suspend/',
    action: 'suspend a throwaway retailer account',
    expect: only({ admin: 200 }),
    // A signed-in account of its own, so that no later cell loses an actor to the suspension.
    prepare: () => createActor(ctx, 'retailerB', retailerFormFor('Throwaway')),
    request: (who, target) =>
      send('POST', `/api/admin/users/${target.id}/suspend/`, who, { reason: 'Checked by the matrix' }),
    alsoChanges: (target) => [target.id],
    verify: async (response, _who, target) => {
      expect(response.json()).toMatchObject({ id: target.id, suspended: true });
      // Its sessions end at once: the token it held a moment ago is refused.
      const afterwards = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: target.auth });
      expect(afterwards.statusCode, afterwards.body).toBe(401);
    },
  });

  add({
    endpoint: 'POST /api/admin/users/{id}/suspend/',
    action: 'suspend its own account',
    // Administrators may not lock themselves out; everyone else is refused by role first.
    expect: only({ admin: 400 }),
    request: (who) =>
      send('POST', `/api/admin/users/${who.id ?? actor('admin').id}/suspend/`, who, { reason: 'Myself' }),
  });

  add({
    endpoint: 'POST /api/admin/users/{id}/suspend/',
    action: 'suspend an account that does not exist',
    expect: only({ admin: 404 }),
    request: (who) => send('POST', '/api/admin/users/2147483647/suspend/', who, { reason: 'Nobody' }),
  });

  add<Actor>({
    endpoint: 'POST /api/admin/users/{id}/unsuspend/',
    action: 'restore a suspended throwaway retailer account',
    expect: only({ admin: 200 }),
    prepare: async () => {
      const target = await createActor(ctx, 'retailerB', retailerFormFor('Suspended'));
      await ctx.app.services.admin.accounts.suspend(target.id!, 'Suspended for the matrix');
      return target;
    },
    request: (who, target) => send('POST', `/api/admin/users/${target.id}/unsuspend/`, who),
    alsoChanges: (target) => [target.id],
    verify: async (response, _who, target) => {
      expect(response.json()).toMatchObject({ id: target.id, suspended: false });
      expect((await login(ctx.app, target.email!, 'retailer', target.password!)).statusCode).toBe(200);
    },
  });

  add({
    endpoint: 'POST /api/admin/users/{id}/unsuspend/',
    action: 'restore an account that does not exist',
    expect: only({ admin: 404 }),
    request: (who) => send('POST', '/api/admin/users/2147483647/unsuspend/', who),
  });

  add({
    endpoint: `POST ${ADMIN_CONTROL_PATH}`,
    action: "run the shell's administration command with a bearer token instead of the control secret",
    expect: everyone(403),
    controlApp: true,
    request: (who) => send('POST', ADMIN_CONTROL_PATH, who, { command: 'list-pending' }),
  });

  /* reviews */

  for (const owner of ['A', 'B'] as const)
    add({
      endpoint: 'POST /api/products/{id}/reviews/',
      action: `review the product delivered to retailer ${owner}`,
      expect: only({ [owner === 'A' ? 'retailerA' : 'retailerB']: 201 }),
      request: (who) =>
        send('POST', `/api/products/${world.delivered[owner].id}/reviews/`, who, {
          rating: 4,
          comment: 'Arrived well packed.',
        }),
      alsoChanges: () => [wholesalerOf(owner).id],
    });

  add({
    endpoint: 'GET /api/products/{id}/reviews/mine/',
    action: 'read its own review of the product delivered to retailer A and whether it may write one',
    expect: RETAILERS(200),
    readOnly: true,
    request: (who) => get(`/api/products/${world.delivered.A.id}/reviews/mine/`, who),
    verify: (response, who) => {
      expect(response.json()).toMatchObject({ can_review: who.id === actor('retailerA').id });
    },
  });

  for (const owner of ['A', 'B'] as const)
    add({
      endpoint: 'GET /api/inventory/{id}/reviews/',
      action: `read the reviews of wholesaler ${owner}'s delivered product`,
      expect: only({ wholesalerA: owner === 'A' ? 200 : 404, wholesalerB: owner === 'B' ? 200 : 404 }),
      readOnly: true,
      request: (who) => get(`/api/inventory/${world.delivered[owner].id}/reviews/`, who),
    });

  /* cart */

  add({
    endpoint: 'GET /api/cart/',
    action: 'read its own cart',
    expect: RETAILERS(200),
    readOnly: true,
    prepare: refillCarts,
    request: (who) => get('/api/cart/', who),
    verify: async (response, who) => {
      const lines = await ctx.database.db
        .select({ productId: cartItems.productId })
        .from(cartItems)
        .where(eq(cartItems.userId, who.id!));
      const shown = (response.json() as { items: Array<{ product: number }> }).items.map((item) => item.product);
      expect(shown.sort()).toEqual(lines.map((line) => line.productId).sort());
    },
  });

  for (const owner of ['A', 'B'] as const) {
    add({
      endpoint: 'POST /api/cart/items/add/',
      action: `put wholesaler ${owner}'s product in its own cart`,
      expect: RETAILERS(200),
      request: (who) =>
        send('POST', '/api/cart/items/add/', who, { product: productOf(owner).id, quantity: 3, mode: 'set' }),
    });
    add({
      endpoint: 'DELETE /api/cart/items/{productId}/',
      action: `remove wholesaler ${owner}'s product from its own cart (the other retailer's cart keeps it)`,
      expect: RETAILERS(200),
      prepare: refillCarts,
      request: (who) => send('DELETE', `/api/cart/items/${productOf(owner).id}/`, who),
    });
  }

  add({
    endpoint: 'DELETE /api/cart/',
    action: "empty its own cart (the other retailer's cart stays)",
    expect: RETAILERS(200),
    prepare: refillCarts,
    request: (who) => send('DELETE', '/api/cart/', who),
    verify: (response) => {
      expect(response.json()).toMatchObject({ items: [], total_items: 0 });
    },
  });

  /* checkout and payment */

  for (const owner of ['A', 'B'] as const) {
    add({
      endpoint: 'POST /api/orders/create/',
      action: `check out wholesaler ${owner}'s product`,
      expect: RETAILERS(201),
      request: (who) =>
        send('POST', '/api/orders/create/', who, orderPayload([{ product: productOf(owner), quantity: 1 }])),
      alsoChanges: () => [wholesalerOf(owner).id],
      verify: async (response, who) => {
        const created = response.json() as { order_ids: number[] };
        expect(await orderOwners(created.order_ids)).toEqual([
          { id: created.order_ids[0], retailerId: who.id, wholesalerId: wholesalerOf(owner).id },
        ]);
      },
    });

    type Paid = Awaited<ReturnType<typeof unpaidCheckout>>;
    add<Paid>({
      endpoint: 'POST /api/razorpay/verify-payment/',
      action: `confirm retailer ${owner}'s payment (valid signature from the sandbox)`,
      // Another retailer's payment is "not found", as its orders are.
      expect: only({ retailerA: owner === 'A' ? 200 : 404, retailerB: owner === 'B' ? 200 : 404 }),
      prepare: () => unpaidCheckout(ctx, retailerOf(owner), productOf(owner)),
      request: (who, { paid }) => send('POST', '/api/razorpay/verify-payment/', who, paid),
      alsoChanges: () => [retailerOf(owner).id, wholesalerOf(owner).id],
      verify: (response, _who, { orderIds }) => {
        expect(response.json()).toMatchObject({ status: 'paid', order_ids: orderIds });
      },
    });

    add<Paid>({
      endpoint: 'POST /api/orders/{id}/pay/',
      action: `open the payment window again for retailer ${owner}'s unpaid order (nothing is recorded)`,
      expect: only({ retailerA: owner === 'A' ? 200 : 404, retailerB: owner === 'B' ? 200 : 404 }),
      readOnly: true,
      prepare: () => unpaidCheckout(ctx, retailerOf(owner), productOf(owner)),
      request: (who, { orderIds }) => send('POST', `/api/orders/${orderIds[0]}/pay/`, who),
      verify: (response, _who, { orderIds, paid }) => {
        expect(response.json()).toMatchObject({ razorpay_order_id: paid.razorpay_order_id, order_ids: orderIds });
      },
    });

    add<string>({
      endpoint: 'POST /sandbox/razorpay/pay',
      action: `press Pay in the sandbox for retailer ${owner}'s checkout (nothing is recorded yet)`,
      expect: everyone(200),
      readOnly: true,
      prepare: async () =>
        (await checkout(ctx.app, asAccount(retailerOf(owner)), [{ product: productOf(owner), quantity: 1 }]))
          .razorpay_order_id,
      request: (who, orderId) =>
        send('POST', '/sandbox/razorpay/pay', who, { razorpay_order_id: orderId, outcome: 'success' }),
    });

    add<string>({
      endpoint: 'POST /api/razorpay/webhook/',
      action: `mark retailer ${owner}'s checkout paid through the webhook without Razorpay's signature`,
      expect: everyone(403),
      prepare: async () => (await unpaidCheckout(ctx, retailerOf(owner), productOf(owner))).paid.razorpay_order_id,
      request: (who, orderId) => ({
        method: 'POST',
        url: '/api/razorpay/webhook/',
        headers: { ...who.auth, 'content-type': 'application/json' },
        payload: paymentEvent('payment.captured', 'pay_forged', orderId),
      }),
    });
  }

  /* orders */

  add({
    endpoint: 'GET /api/orders/retailer/',
    action: 'list its own orders',
    expect: RETAILERS(200),
    readOnly: true,
    request: (who) => get('/api/orders/retailer/', who),
    verify: async (response, who) => {
      const listed = (response.json() as Array<{ id: number }>).map((order) => order.id);
      const own = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.retailerId, who.id!));
      expect(listed.sort()).toEqual(own.map((order) => order.id).sort());
    },
  });

  for (const owner of ['A', 'B'] as const) {
    const parties = {
      [owner === 'A' ? 'retailerA' : 'retailerB']: 200,
      [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200,
    };
    add({
      endpoint: 'GET /api/order_details/{id}',
      action: `read the details of retailer ${owner}'s order from wholesaler ${owner}`,
      expect: { ...SIGNED_IN(404), ...parties },
      readOnly: true,
      request: (who) => get(`/api/order_details/${world.orders[owner]}`, who),
      verify: (response) => {
        expect(response.json()).toMatchObject({ id: world.orders[owner] });
      },
    });

    const statusExpectation = {
      ...only({ wholesalerA: 404, wholesalerB: 404 }),
      [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200,
    };
    add({
      endpoint: 'PATCH /api/orders/{id}/status/',
      action: `change the status of retailer ${owner}'s order from wholesaler ${owner}`,
      expect: statusExpectation,
      request: (who) =>
        send('PATCH', `/api/orders/${world.orders[owner]}/status/`, who, { status: 'shipped', description: 'Sent' }),
      alsoChanges: () => [retailerOf(owner).id],
    });
    add({
      endpoint: 'GET /api/orders/{id}/status/',
      action: `change the status of retailer ${owner}'s order from wholesaler ${owner} (documented GET form)`,
      expect: statusExpectation,
      request: (who) => get(`/api/orders/${world.orders[owner]}/status/?status=shipped&description=Sent`, who),
      alsoChanges: () => [retailerOf(owner).id],
    });
  }

  /* tax documents and refunds */

  for (const owner of ['A', 'B'] as const) {
    const parties = {
      [owner === 'A' ? 'retailerA' : 'retailerB']: 200,
      [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200,
      admin: 200,
    };
    for (const document of ['invoice/', 'invoice.pdf', 'credit-note/', 'credit-note.pdf', 'refund/'])
      add({
        endpoint: `GET /api/orders/{id}/${document}`,
        action: `read the ${document} of retailer ${owner}'s returned order from wholesaler ${owner}`,
        expect: { ...SIGNED_IN(404), ...parties },
        readOnly: true,
        request: (who) => get(`/api/orders/${world.returned[owner]}/${document}`, who),
      });

    // The marketplace's documents for its charge are the retailer's: its seller reads none of them.
    for (const document of [
      'platform-invoice/',
      'platform-invoice.pdf',
      'platform-credit-note/',
      'platform-credit-note.pdf',
    ])
      add({
        endpoint: `GET /api/orders/{id}/${document}`,
        action: `read the ${document} of retailer ${owner}'s returned order from wholesaler ${owner}`,
        expect: { ...SIGNED_IN(404), [owner === 'A' ? 'retailerA' : 'retailerB']: 200, admin: 200 },
        readOnly: true,
        request: (who) => get(`/api/orders/${world.returned[owner]}/${document}`, who),
      });

    // E-invoicing: the order's wholesaler downloads the JSON (administrators may read it) and records the
    // portal's answer; everyone else hears the order does not exist.
    const invoicedOrder = async () => {
      const [orderId] = (
        await checkoutAndPay(ctx.app, asAccount(retailerOf(owner)), [{ product: productOf(owner), quantity: 1 }])
      ).order_ids;
      await patchStatus(ctx.app, asAccount(wholesalerOf(owner)), orderId!, { status: 'shipped' });
      return orderId!;
    };
    add<number>({
      endpoint: 'GET /api/orders/{id}/e-invoice.json',
      action: `read the e-invoice JSON of retailer ${owner}'s reported order from wholesaler ${owner}`,
      expect: { ...SIGNED_IN(404), [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200, admin: 200 },
      readOnly: true,
      prepare: async () => {
        const orderId = await invoicedOrder();
        const recorded = await inject(
          ctx,
          send('PUT', `/api/orders/${orderId}/e-invoice/`, wholesalerOf(owner), portalAnswer()),
        );
        expect(recorded.statusCode, recorded.body).toBe(200);
        return orderId;
      },
      request: (who, orderId) => get(`/api/orders/${orderId}/e-invoice.json`, who),
    });
    add<number>({
      endpoint: 'PUT /api/orders/{id}/e-invoice/',
      action: `record the IRN of retailer ${owner}'s invoice from wholesaler ${owner}`,
      expect: { ...SIGNED_IN(404), [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200 },
      prepare: invoicedOrder,
      request: (who, orderId) => send('PUT', `/api/orders/${orderId}/e-invoice/`, who, portalAnswer()),
    });

    add<number>({
      endpoint: 'POST /api/orders/{id}/cancel/',
      action: `cancel retailer ${owner}'s paid order from wholesaler ${owner}`,
      expect: { ...only({ retailerA: 404, retailerB: 404 }), [owner === 'A' ? 'retailerA' : 'retailerB']: 200 },
      prepare: async () =>
        (await checkoutAndPay(ctx.app, asAccount(retailerOf(owner)), [{ product: productOf(owner), quantity: 1 }]))
          .order_ids[0]!,
      request: (who, orderId) => send('POST', `/api/orders/${orderId}/cancel/`, who, { reason: 'Ordered twice' }),
      alsoChanges: () => [wholesalerOf(owner).id],
    });

    add<number>({
      endpoint: 'POST /api/orders/{id}/received/',
      action: `confirm receipt of retailer ${owner}'s shipped order from wholesaler ${owner}`,
      expect: { ...SIGNED_IN(404), [owner === 'A' ? 'retailerA' : 'retailerB']: 200 },
      prepare: async () => {
        const [orderId] = (
          await checkoutAndPay(ctx.app, asAccount(retailerOf(owner)), [{ product: productOf(owner), quantity: 1 }])
        ).order_ids;
        await patchStatus(ctx.app, asAccount(wholesalerOf(owner)), orderId!, { status: 'shipped' });
        return orderId!;
      },
      request: (who, orderId) => send('POST', `/api/orders/${orderId}/received/`, who),
      // The wholesaler is told the retailer confirmed.
      alsoChanges: () => [wholesalerOf(owner).id],
    });
  }

  add({
    endpoint: 'GET /api/admin/refunds/',
    action: 'list the refunds that need attention',
    expect: only({ admin: 200 }),
    readOnly: true,
    request: (who) => get('/api/admin/refunds/', who),
  });

  add<number>({
    endpoint: 'POST /api/admin/refunds/{id}/retry/',
    action: 'send a failed refund again',
    expect: only({ admin: 200 }),
    prepare: async () => failedRefund(),
    request: (who, refundId) => send('POST', `/api/admin/refunds/${refundId}/retry/`, who),
    // The refund goes out at once; once processed, its buyer is notified.
    alsoChanges: () => [actor('retailerA').id],
  });

  /* issue 54: claims on delivered orders */

  type ClaimStage = 'open' | 'rejected' | 'escalated' | 'accepted';
  interface ClaimFixture {
    orderId: number;
    claimId: number;
  }
  const retailerKey = (owner: 'A' | 'B') => (owner === 'A' ? 'retailerA' : 'retailerB');
  const wholesalerKey = (owner: 'A' | 'B') => (owner === 'A' ? 'wholesalerA' : 'wholesalerB');

  /** Retailer `owner`'s order from wholesaler `owner`, delivered, with its one line's id. */
  async function deliveredOrder(owner: 'A' | 'B') {
    const [orderId] = (
      await checkoutAndPay(ctx.app, asAccount(retailerOf(owner)), [{ product: productOf(owner), quantity: 3 }])
    ).order_ids;
    const done = await patchStatus(ctx.app, asAccount(wholesalerOf(owner)), orderId!, { status: 'delivered' });
    if (done.statusCode !== 200) throw new Error(`delivery failed: ${done.body}`);
    const [line] = await ctx.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId!));
    return { orderId: orderId!, itemId: line!.id };
  }

  async function expectOk(request: SentRequest, status = 200) {
    const response = await inject(ctx, request);
    if (response.statusCode !== status) throw new Error(`${describeExchange(request, response)}`);
    return response;
  }

  /** A claim of one unit, with a photo, on a fresh delivered order, moved by its parties to `stage`. */
  async function claimAt(owner: 'A' | 'B', stage: ClaimStage): Promise<ClaimFixture> {
    const { orderId, itemId } = await deliveredOrder(owner);
    const filed = await expectOk(
      {
        method: 'POST',
        url: apiPaths.orderClaims(orderId),
        headers: { ...retailerOf(owner).auth, 'content-type': MULTIPART },
        payload: multipartBody(
          [
            ['type', 'damaged'],
            ['description', 'One carton arrived crushed'],
            ['items', JSON.stringify([{ id: itemId, quantity: 1 }])],
          ],
          [{ field: 'photos', filename: 'carton.png', contentType: 'image/png', content: await pngPicture() }],
        ),
      },
      201,
    );
    const claimId = (filed.json() as ClaimResponse).id;
    if (stage === 'accepted') await expectOk(send('POST', apiPaths.claimAccept(claimId), wholesalerOf(owner), {}));
    if (stage === 'rejected' || stage === 'escalated')
      await expectOk(send('POST', apiPaths.claimReject(claimId), wholesalerOf(owner), { reason: 'Packed whole' }));
    if (stage === 'escalated')
      await expectOk(send('POST', apiPaths.claimEscalate(claimId), retailerOf(owner), { note: 'See the photo' }));
    await ctx.app.services.refunds.idle();
    return { orderId, claimId };
  }

  /** Claims that read-only cells share, made by the first cell that needs one. */
  const sharedClaims = new Map<string, Promise<ClaimFixture>>();
  const sharedClaim = (owner: 'A' | 'B', stage: ClaimStage) => {
    const key = `${owner}:${stage}`;
    if (!sharedClaims.has(key)) sharedClaims.set(key, claimAt(owner, stage));
    return sharedClaims.get(key)!;
  };

  const claimOf = (response: LightMyRequestResponse) => response.json() as ClaimResponse;

  for (const owner of ['A', 'B'] as const) {
    const readers = { ...SIGNED_IN(404), [retailerKey(owner)]: 200, [wholesalerKey(owner)]: 200, admin: 200 };
    const theRetailer = { ...only({ retailerA: 404, retailerB: 404 }), [retailerKey(owner)]: 200 };
    const theWholesaler = { ...only({ wholesalerA: 404, wholesalerB: 404 }), [wholesalerKey(owner)]: 200 };

    add<ClaimFixture>({
      endpoint: 'GET /api/orders/{id}/claims/',
      action: `read the claims on retailer ${owner}'s delivered order from wholesaler ${owner}`,
      expect: readers,
      readOnly: true,
      prepare: () => sharedClaim(owner, 'accepted'),
      request: (who, { orderId }) => get(apiPaths.orderClaims(orderId), who),
      verify: (response, _who, { claimId }) => {
        expect((response.json() as ClaimsResponse).claims.map((claim) => claim.id)).toEqual([claimId]);
      },
    });

    add<{ orderId: number; itemId: number }>({
      endpoint: 'POST /api/orders/{id}/claims/',
      action: `report units missing from retailer ${owner}'s delivered order from wholesaler ${owner}`,
      expect: { ...theRetailer, [retailerKey(owner)]: 201 },
      prepare: () => deliveredOrder(owner),
      request: (who, { orderId, itemId }) =>
        send('POST', apiPaths.orderClaims(orderId), who, {
          type: 'short',
          description: 'One unit missing',
          items: [{ id: itemId, quantity: 1 }],
        }),
      // The seller is told of the claim.
      alsoChanges: () => [wholesalerOf(owner).id],
      verify: (response, _who, { orderId }) => {
        expect(claimOf(response)).toMatchObject({ order: orderId, status: 'open' });
      },
    });

    add<ClaimFixture>({
      endpoint: 'GET /api/claims/{id}/photos/{index}',
      action: `see the photo of a claim on retailer ${owner}'s order from wholesaler ${owner}`,
      expect: readers,
      readOnly: true,
      prepare: () => sharedClaim(owner, 'accepted'),
      request: (who, { claimId }) => get(apiPaths.claimPhoto(claimId, 1), who),
      verify: (response) => {
        expect(response.headers['content-type']).toBe('image/webp');
      },
    });

    add<ClaimFixture>({
      endpoint: 'GET /api/claims/{id}/credit-note.pdf',
      action: `read the credit note of an accepted claim on retailer ${owner}'s order from wholesaler ${owner}`,
      expect: readers,
      readOnly: true,
      prepare: () => sharedClaim(owner, 'accepted'),
      request: (who, { claimId }) => get(apiPaths.claimCreditNotePdf(claimId), who),
      verify: (response) => {
        expect(response.headers['content-type']).toBe('application/pdf');
      },
    });

    add<ClaimFixture>({
      endpoint: 'POST /api/claims/{id}/accept/',
      action: `accept a claim on retailer ${owner}'s order from wholesaler ${owner}`,
      expect: theWholesaler,
      prepare: () => claimAt(owner, 'open'),
      request: (who, { claimId }) => send('POST', apiPaths.claimAccept(claimId), who, {}),
      // The retailer is told, refunded and credited.
      alsoChanges: () => [retailerOf(owner).id],
      verify: async (response) => {
        expect(claimOf(response)).toMatchObject({ status: 'accepted', items: [{ accepted_quantity: 1 }] });
        await ctx.app.services.refunds.idle();
      },
    });

    add<ClaimFixture>({
      endpoint: 'POST /api/claims/{id}/reject/',
      action: `reject a claim on retailer ${owner}'s order from wholesaler ${owner}`,
      expect: theWholesaler,
      prepare: () => claimAt(owner, 'open'),
      request: (who, { claimId }) => send('POST', apiPaths.claimReject(claimId), who, { reason: 'Packed whole' }),
      alsoChanges: () => [retailerOf(owner).id],
      verify: (response) => {
        expect(claimOf(response)).toMatchObject({ status: 'rejected' });
      },
    });

    add<ClaimFixture>({
      endpoint: 'POST /api/claims/{id}/escalate/',
      action: `ask the marketplace to decide a rejected claim of retailer ${owner} on wholesaler ${owner}'s order`,
      expect: theRetailer,
      prepare: () => claimAt(owner, 'rejected'),
      request: (who, { claimId }) => send('POST', apiPaths.claimEscalate(claimId), who, { note: 'See the photo' }),
      alsoChanges: () => [wholesalerOf(owner).id],
      verify: (response) => {
        expect(claimOf(response)).toMatchObject({ status: 'escalated' });
      },
    });
  }

  add<ClaimFixture[]>({
    endpoint: 'GET /api/claims/',
    action: 'list its own claims (a retailer its own, a wholesaler those on its orders)',
    expect: SIGNED_IN(200),
    readOnly: true,
    prepare: () => Promise.all([sharedClaim('A', 'accepted'), sharedClaim('B', 'accepted')]),
    request: (who) => get(apiPaths.claims, who),
    verify: async (response, who, shared) => {
      const listed = (response.json() as ClaimsResponse).claims.map((claim) => claim.id);
      const party = or(eq(claims.retailerId, who.id!), eq(claims.wholesalerId, who.id!));
      const own = await ctx.database.db
        .select({ id: claims.id })
        .from(claims)
        .where(who.userType === 'admin' ? undefined : party);
      expect(listed.sort()).toEqual(own.map((claim) => claim.id).sort());
      if (who.userType === 'admin') expect(listed).toEqual(expect.arrayContaining(shared.map((one) => one.claimId)));
    },
  });

  add<ClaimFixture>({
    endpoint: 'GET /api/admin/claims/',
    action: 'list the claims escalated to the marketplace',
    expect: only({ admin: 200 }),
    readOnly: true,
    prepare: () => sharedClaim('B', 'escalated'),
    request: (who) => get(`${apiPaths.adminClaims}?status=escalated`, who),
    verify: (response, _who, { claimId }) => {
      const listed = (response.json() as ClaimsResponse).claims;
      expect(listed.map((claim) => claim.id)).toContain(claimId);
      expect(listed.filter((claim) => claim.status !== 'escalated')).toEqual([]);
    },
  });

  for (const decision of ['accept', 'reject'] as const)
    add<ClaimFixture>({
      endpoint: 'POST /api/admin/claims/{id}/decide/',
      action: `${decision} an escalated claim of retailer A on wholesaler A's order`,
      expect: only({ admin: 200 }),
      prepare: () => claimAt('A', 'escalated'),
      request: (who, { claimId }) =>
        send('POST', apiPaths.adminDecideClaim(claimId), who, { decision, note: 'Decided on the photo' }),
      // Both parties are told; an acceptance refunds and credits the retailer.
      alsoChanges: () => [actor('retailerA').id, actor('wholesalerA').id],
      verify: async (response) => {
        expect(claimOf(response)).toMatchObject({ status: decision === 'accept' ? 'accepted' : 'rejected' });
        await ctx.app.services.refunds.idle();
      },
    });

  /* buying again and quick order */

  for (const owner of ['A', 'B'] as const) {
    add({
      endpoint: 'POST /api/orders/{id}/reorder/',
      action: `put retailer ${owner}'s order from wholesaler ${owner} back in its own cart`,
      // Another retailer's order is "not found"; the caller's own cart is all that changes.
      expect: only({ retailerA: owner === 'A' ? 200 : 404, retailerB: owner === 'B' ? 200 : 404 }),
      request: (who) => send('POST', `/api/orders/${world.orders[owner]}/reorder/`, who),
    });

    add({
      endpoint: 'POST /api/cart/bulk/',
      action: `check quick-order lines for wholesaler ${owner} (dry run)`,
      expect: RETAILERS(200),
      readOnly: true,
      request: (who) =>
        send('POST', '/api/cart/bulk/', who, {
          wholesaler: wholesalerOf(owner).id,
          lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }],
          dry_run: true,
        }),
    });

    add({
      endpoint: 'POST /api/cart/bulk/file/',
      action: `check a quick-order file for wholesaler ${owner} (dry run)`,
      expect: RETAILERS(200),
      readOnly: true,
      request: (who) => ({
        method: 'POST',
        url: '/api/cart/bulk/file/',
        headers: { ...who.auth, 'content-type': MULTIPART },
        payload: multipartBody(
          [
            ['wholesaler', String(wholesalerOf(owner).id)],
            ['dry_run', 'true'],
          ],
          [
            {
              field: 'file',
              filename: 'order.csv',
              contentType: 'text/csv',
              content: Buffer.from('sku,quantity\nNO-SUCH-SKU,1\n'),
            },
          ],
        ),
      }),
    });
  }

  add({
    endpoint: 'GET /api/wholesalers/',
    action: 'list the wholesalers to order from',
    expect: SIGNED_IN(200),
    readOnly: true,
    request: (who) => get('/api/wholesalers/', who),
  });

  /* wholesaler workspace */

  add({
    endpoint: 'GET /api/wholesaler/dashboard/',
    action: 'read its own dashboard',
    expect: WHOLESALERS(200),
    readOnly: true,
    request: (who) => get('/api/wholesaler/dashboard/?period=thisYear', who),
    verify: async (response, who) => {
      const shown = (response.json() as { orders: Array<{ id: number }> }).orders.map((order) => order.id);
      expect(shown.length).toBeGreaterThan(0);
      for (const order of await orderOwners(shown)) expect(order.wholesalerId).toBe(who.id);
    },
  });

  add({
    endpoint: 'GET /api/inventory/',
    action: 'read its own inventory',
    expect: WHOLESALERS(200),
    readOnly: true,
    request: (who) => get('/api/inventory/', who),
    verify: (response, who) => {
      const listed = (response.json() as { products: Array<{ wholesaler: { id: number } }> }).products;
      expect(listed.length).toBeGreaterThan(0);
      for (const product of listed) expect(product.wholesaler.id).toBe(who.id);
    },
  });

  add({
    endpoint: 'POST /api/inventory/create/',
    action: 'list a new product of its own',
    expect: WHOLESALERS(201),
    request: (who) => send('POST', '/api/inventory/create/', who, { name: 'Matrix product', price: 12.5, stock: 3 }),
    verify: (response, who) => {
      expect(response.json()).toMatchObject({ wholesaler: { id: who.id } });
    },
  });

  add({
    endpoint: 'GET /api/wholesaler/invoice-signature/',
    action: 'read its own invoice signature',
    expect: WHOLESALERS(200),
    readOnly: true,
    request: (who) => get('/api/wholesaler/invoice-signature/', who),
  });

  add<string>({
    endpoint: 'PUT /api/wholesaler/invoice-signature/',
    action: 'upload its own invoice signature',
    expect: WHOLESALERS(200),
    prepare: async () => `data:image/png;base64,${(await pngPicture('#ffffff')).toString('base64')}`,
    request: (who, image) => send('PUT', '/api/wholesaler/invoice-signature/', who, { image }),
    verify: async (_response, who) => {
      const [current] = await ctx.database.db
        .select({ wholesalerId: invoiceSignatures.wholesalerId })
        .from(invoiceSignatures)
        .where(and(eq(invoiceSignatures.wholesalerId, who.id!), isNull(invoiceSignatures.retiredAt)));
      expect(current).toEqual({ wholesalerId: who.id });
    },
  });

  add({
    endpoint: 'DELETE /api/wholesaler/invoice-signature/',
    action: 'remove its own invoice signature',
    expect: WHOLESALERS(200),
    request: (who) => send('DELETE', '/api/wholesaler/invoice-signature/', who),
  });

  for (const owner of ['A', 'B', 'U'] as const) {
    const ownerLabel = owner === 'U' ? 'the unverified wholesaler' : `wholesaler ${owner}`;
    // The unverified wholesaler is refused by role (403) even for its own product.
    const expectation = {
      ...only({ wholesalerA: 404, wholesalerB: 404 }),
      ...(owner === 'U' ? {} : { [owner === 'A' ? 'wholesalerA' : 'wholesalerB']: 200 }),
    };
    add({
      endpoint: 'PUT /api/inventory/{id}/edit/',
      action: `edit ${ownerLabel}'s product`,
      expect: expectation,
      request: (who) => send('PUT', `/api/inventory/${productOf(owner).id}/edit/`, who, { price: 100, stock: 50 }),
    });
    add({
      endpoint: 'PATCH /api/inventory/{id}/edit/',
      action: `edit ${ownerLabel}'s product's stock`,
      expect: expectation,
      request: (who) => send('PATCH', `/api/inventory/${productOf(owner).id}/edit/`, who, { stock: 60 }),
    });
    add<number>({
      endpoint: 'DELETE /api/inventory/{id}/delete/',
      action: `delete ${ownerLabel}'s product`,
      expect: expectation,
      prepare: async () =>
        (await insertProduct(ctx.database.db, { wholesalerId: wholesalerOf(owner).id!, name: 'Matrix spare' })).id,
      request: (who, productId) => send('DELETE', `/api/inventory/${productId}/delete/`, who),
      verify: async (_response, _who, productId) => {
        expect(await ctx.database.db.select().from(products).where(eq(products.id, productId))).toEqual([]);
      },
    });
  }

  /* the seller's money (issue 55) */

  const PAYOUT_BANK = {
    bank_account_name: 'Anand Traders',
    bank_account_number: '50100012341234',
    bank_ifsc: 'HDFC0001234',
  };

  /** A fresh order of wholesaler A's, delivered and released (its claim window moved into the past). */
  async function releasedMoneyOfA(): Promise<void> {
    const buyer = asAccount(actor('retailerA'));
    const orderId = (await checkoutAndPay(ctx.app, buyer, [{ product: world.products.A, quantity: 2 }])).order_ids[0]!;
    for (const status of ['shipped', 'delivered'] as const) {
      const moved = await patchStatus(ctx.app, asAccount(actor('wholesalerA')), orderId, { status });
      if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
    }
    const windowMs = ctx.config.deadlines.claimWindowSeconds * 1000;
    await ctx.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - windowMs - 1000) })
      .where(eq(orders.id, orderId));
    await runDeadlinesOnce(ctx.database.db, ctx.app.services.deadlinePasses);
    // Details in place and not cooling down, as a seller set them long ago.
    const details = {
      bankAccountName: PAYOUT_BANK.bank_account_name,
      bankAccountNumber: PAYOUT_BANK.bank_account_number,
      bankIfsc: PAYOUT_BANK.bank_ifsc,
      payoutsHeldUntil: null,
    };
    await ctx.database.db
      .insert(payoutDetails)
      .values({ wholesalerId: actor('wholesalerA').id!, ...details })
      .onConflictDoUpdate({ target: payoutDetails.wholesalerId, set: details });
  }

  /** A pending payout of wholesaler A's, made by a run. */
  async function pendingPayoutOfA(): Promise<number> {
    await releasedMoneyOfA();
    const run = await ctx.app.services.payouts.run();
    const payout = run.payouts.find((one) => one.wholesaler.id === actor('wholesalerA').id);
    if (!payout) throw new Error('the run made no payout for wholesaler A');
    return payout.id;
  }

  let utrCount = 0;

  for (const [endpoint, url, what] of [
    ['GET /api/wholesaler/balance/', apiPaths.wholesalerBalance, 'read its own balances'],
    ['GET /api/wholesaler/ledger/', apiPaths.wholesalerLedger, 'read its own statement'],
    ['GET /api/wholesaler/ledger.csv', apiPaths.wholesalerLedgerCsv, 'download its own statement'],
    ['GET /api/wholesaler/payouts/', apiPaths.wholesalerPayouts, 'read its own payouts'],
    ['GET /api/wholesaler/payout-details/', apiPaths.payoutDetails, 'read its own payout details'],
  ] as const)
    add({
      endpoint,
      action: what,
      expect: WHOLESALERS(200),
      readOnly: true,
      request: (who) => get(url, who),
      verify: async (response, who) => {
        if (url !== apiPaths.wholesalerLedger) return;
        const shown = (response.json() as LedgerPage).entries.flatMap((line) => (line.order ? [line.order] : []));
        expect(shown.length).toBeGreaterThan(0);
        for (const order of await orderOwners(shown)) expect(order.wholesalerId).toBe(who.id);
      },
    });

  add({
    endpoint: 'PUT /api/wholesaler/payout-details/',
    action: 'save its own payout details',
    expect: WHOLESALERS(200),
    request: (who) => send('PUT', apiPaths.payoutDetails, who, PAYOUT_BANK),
    verify: (response) => {
      expect(response.json()).toMatchObject({ payout_details: { bank_account_number: 'XXXXXX1234' } });
    },
  });

  for (const [endpoint, url, what] of [
    ['GET /api/admin/payouts/', `${apiPaths.adminPayouts}?status=pending`, 'list the pending payouts'],
    ['GET /api/admin/payouts/file.csv', `${apiPaths.adminPayoutsFile}?status=pending`, "download the bank's file"],
    ['GET /api/admin/gstr8.json', `${apiPaths.adminGstr8}?month=2026-12`, 'download the GSTR-8 of a month'],
    ['GET /api/admin/tds.csv', `${apiPaths.adminTdsCsv}?month=2026-12`, 'download the TDS figures of a month'],
  ] as const)
    add({ endpoint, action: what, expect: only({ admin: 200 }), readOnly: true, request: (who) => get(url, who) });

  add({
    endpoint: 'POST /api/admin/payouts/run/',
    action: "run the payouts (wholesaler A's released money waiting)",
    expect: only({ admin: 200 }),
    prepare: releasedMoneyOfA,
    request: (who) => send('POST', apiPaths.adminRunPayouts, who),
    // Wholesaler A is paid.
    alsoChanges: () => [actor('wholesalerA').id],
    verify: (response) => {
      const run = response.json() as PayoutRunResponse;
      expect(run.payouts.map((payout) => payout.wholesaler.id)).toEqual([actor('wholesalerA').id]);
    },
  });

  for (const outcome of ['paid', 'failed'] as const)
    add<number>({
      endpoint: `POST /api/admin/payouts/{id}/${outcome}/`,
      action: `mark wholesaler A's pending payout ${outcome}`,
      expect: only({ admin: 200 }),
      prepare: pendingPayoutOfA,
      request: (who, id) =>
        outcome === 'paid'
          ? send('POST', apiPaths.adminPayoutPaid(id), who, { utr: `MATRIX${String(++utrCount).padStart(10, '0')}` })
          : send('POST', apiPaths.adminPayoutFailed(id), who, { reason: 'Beneficiary account closed' }),
      // Wholesaler A's payout changes and it is told.
      alsoChanges: () => [actor('wholesalerA').id],
      verify: (response, _who, id) => {
        expect(response.json() as AdminPayout).toMatchObject({ id, status: outcome });
      },
    });

  /* ---------- the cells ---------- */

  const CODES: Record<number, string[]> = {
    401: ['not_authenticated', 'token_not_valid'],
    403: ['forbidden', 'not_verified'],
    404: ['not_found'],
    400: ['validation'],
  };

  const byEndpoint = new Map<string, Row[]>();
  for (const row of rows) byEndpoint.set(row.endpoint, [...(byEndpoint.get(row.endpoint) ?? []), row]);

  for (const [endpoint, endpointRows] of byEndpoint)
    describe(endpoint, () => {
      const cells = endpointRows.flatMap((row) =>
        ACTOR_KEYS.map((key) => {
          const status = row.expect[key];
          return {
            name: `${ACTOR_LABELS[key]} ${status < 300 ? 'can' : 'cannot'} ${row.action} (${status})`,
            row,
            key,
            status,
          };
        }),
      );

      for (const { name, row, key, status } of cells)
        it(name, async () => {
          const who = actor(key);
          const tokenBefore = who.auth.authorization;
          let renewed: ActorKey[];
          try {
            await runCell(row, who, status);
          } finally {
            // Whatever happened, every actor leaves the cell with a live session, so one cell cannot fail the next.
            renewed = await renewEndedSessions(ctx, ACTOR_KEYS.map(actor));
          }
          const endedOnPurpose = row.endsSessions && status < 300 && who.id !== null;
          expect(renewed, 'the actors whose sessions this cell ended').toEqual(endedOnPurpose ? [key] : []);
          if (endedOnPurpose) {
            // Logging out and a new password take effect at once: the token used a moment ago is refused.
            const again = await ctx.app.inject({
              method: 'GET',
              url: '/api/profile',
              headers: { authorization: tokenBefore! },
            });
            expect(again.statusCode, again.body).toBe(401);
          }
        });
    });

  /** One cell: the request, its status, and what it changed (nothing, or only its own and its owners' rows). */
  async function runCell(row: Row, who: Actor, status: number) {
    const key = who.key;
    const prepared = await row.prepare?.(who);
    const app = row.controlApp ? controlApp : ctx.app;
    const mayChange = new Set([who.id, ...(row.alsoChanges?.(prepared) ?? [])]);
    const others = ACTOR_KEYS.map((other) => actor(other).id).filter(
      (id): id is number => id !== null && !mayChange.has(id),
    );
    const othersBefore = await Promise.all(others.map((id) => ownedState(ctx, id)));
    const before = await databaseState(ctx);

    const request = row.request(who, prepared);
    const response = await inject({ ...ctx, app }, request);
    const exchange = describeExchange(request, response);
    expect(response.statusCode, exchange).toBe(status);

    const after = await databaseState(ctx);
    if (status >= 400 || row.readOnly) {
      expect(changedParts(before, after), `${exchange}\nshould have changed nothing`).toEqual([]);
    }
    if (status >= 400) {
      const { code } = response.json() as { code: string };
      expect(CODES[status], exchange).toContain(code);
      // On the verified wholesalers' own routes the unverified wholesaler hears why: it awaits verification.
      const wholesalerRoute = row.expect.wholesalerA !== 403 && row.expect.wholesalerA !== 401;
      if (key === 'unverifiedWholesaler' && status === 403 && wholesalerRoute)
        expect(code, exchange).toBe('not_verified');
    } else {
      const othersAfter = await Promise.all(others.map((id) => ownedState(ctx, id)));
      expect(othersAfter, `${exchange}\nchanged rows of another account`).toEqual(othersBefore);
      await row.verify?.(response, who, prepared);
    }
  }

  /** Every method and path of the app, read from Fastify's route tree (HEAD, the API docs UI and the fallback aside). */
  function appRoutes(app: App): string[] {
    const found: string[] = [];
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join('').replace(/\/\//g, '/');
      for (const method of match[3]!.split(', '))
        if (method !== 'HEAD' && path !== '*' && !path.startsWith('/api/docs')) found.push(`${method} ${path}`);
    }
    return found.sort();
  }

  it('has a row for every route of the app', () => {
    const covered = new Set(rows.map((row) => row.endpoint.replace(/\{(\w+)\}/g, ':$1')));
    const routes = appRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });
});
