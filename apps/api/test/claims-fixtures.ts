import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { apiPaths, type ClaimResponse, type OrderDetailsResponse } from '@marketplace/contract';
import type { App } from '../src/app.js';
import { claims, notifications, orders } from '../src/db/schema.js';
import { runDeadlinesOnce } from '../src/jobs/deadlines-job.js';
import {
  multipartForm,
  signUpAdmin,
  signUpRetailer,
  signUpVerifiedWholesaler,
  type Account,
} from './accounts-fixtures.js';
import type { TestContext } from './helper.js';
import { checkoutAndPay, orderDetails, patchStatus, useOrderTestApp, type CartLine } from './order-fixtures.js';

/** Claims on delivered orders: the accounts, an order delivered the way a test asks, and each request of a claim. */

export const DAY_MS = 24 * 3600 * 1000;

export interface ClaimAccounts {
  retailer: Account;
  otherRetailer: Account;
  wholesaler: Account;
  otherWholesaler: Account;
  admin: Account;
}

/** A fresh app (its environment may shorten the claim durations), two retailers, two sellers and an administrator. */
export function useClaimsMarketplace(env: NodeJS.ProcessEnv = {}): { ctx: TestContext; accounts: ClaimAccounts } {
  const ctx = useOrderTestApp({}, env);
  const accounts = {} as ClaimAccounts;
  beforeAll(async () => {
    accounts.retailer = await signUpRetailer(ctx.app, { shop_name: 'Nair Provisions' });
    accounts.otherRetailer = await signUpRetailer(ctx.app, { shop_name: 'Menon Stores' });
    accounts.wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Mehta Distributors',
    });
    accounts.otherWholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Kapoor Traders',
    });
    accounts.admin = await signUpAdmin(ctx);
  });
  return { ctx, accounts };
}

/** How the order came to be delivered: the seller's word, the retailer's code, the retailer's click, or 14 days. */
export type DeliveryProof = 'seller' | 'code' | 'retailer' | 'timeout';

export async function readDetails(app: App, account: Account, orderId: number): Promise<OrderDetailsResponse> {
  const response = await orderDetails(app, account, orderId);
  if (response.statusCode !== 200) throw new Error(`order details ${response.statusCode}: ${response.body}`);
  return response.json() as OrderDetailsResponse;
}

/** A paid order of `lines` from `seller`, shipped and delivered with `proof`; its line ids in the order of `lines`. */
export async function deliveredOrder(
  ctx: TestContext,
  parties: { retailer: Account; seller: Account },
  lines: CartLine[],
  proof: DeliveryProof = 'seller',
): Promise<{ orderId: number; itemIds: number[] }> {
  const { app } = ctx;
  const orderId = (await checkoutAndPay(app, parties.retailer, lines)).order_ids[0]!;
  const shipped = await patchStatus(app, parties.seller, orderId, { status: 'shipped' });
  if (shipped.statusCode !== 200) throw new Error(`ship ${shipped.statusCode}: ${shipped.body}`);
  if (proof === 'seller') await patchStatus(app, parties.seller, orderId, { status: 'delivered' });
  if (proof === 'code') {
    const code = (await readDetails(app, parties.retailer, orderId)).delivery_code;
    await patchStatus(app, parties.seller, orderId, { status: 'delivered', delivery_code: code });
  }
  if (proof === 'retailer')
    await app.inject({ method: 'POST', url: apiPaths.orderReceived(orderId), headers: parties.retailer.auth });
  if (proof === 'timeout') {
    await ctx.database.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(orders.id, orderId));
    await runDeadlinesOnce(ctx.database.db, app.services.deadlinePasses);
  }
  const details = await readDetails(app, parties.retailer, orderId);
  if (details.order_status !== 'delivered' || details.delivery_proof !== proof)
    throw new Error(
      `order ${orderId} is ${details.order_status} (${details.delivery_proof}), not delivered (${proof})`,
    );
  const itemIds = lines.map((line) => details.order_items.find((item) => item.product.id === line.product.id)!.id);
  return { orderId, itemIds };
}

/** Moves the order's delivery into the past, as if it had been delivered `ms` ago. */
export async function deliveredAgo(ctx: TestContext, orderId: number, ms: number) {
  await ctx.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, orderId));
}

/** Moves a claim's deadline (the seller's to answer, or the retailer's to escalate) to `at`. */
export async function moveRespondBy(ctx: TestContext, claimId: number, at: Date) {
  await ctx.database.db.update(claims).set({ respondBy: at }).where(eq(claims.id, claimId));
}

export interface ClaimInput {
  type: string;
  description?: string;
  items?: Array<{ id: number; quantity: number }>;
}

export const fileClaim = (app: App, account: Account, orderId: number, body: unknown) =>
  app.inject({ method: 'POST', url: apiPaths.orderClaims(orderId), headers: account.auth, payload: body as object });

/** Files the claim and insists on 201. */
export async function filedClaim(
  app: App,
  account: Account,
  orderId: number,
  body: ClaimInput,
): Promise<ClaimResponse> {
  const response = await fileClaim(app, account, orderId, { description: 'Something is wrong', ...body });
  if (response.statusCode !== 201) throw new Error(`filing failed (${response.statusCode}): ${response.body}`);
  return response.json() as ClaimResponse;
}

export interface Photo {
  content: Buffer;
  contentType: string;
  filename: string;
}

export const pngPhoto = async (background = '#aa3311'): Promise<Photo> => ({
  content: await sharp({ create: { width: 48, height: 32, channels: 3, background } })
    .png()
    .toBuffer(),
  contentType: 'image/png',
  filename: 'carton.png',
});

export const jpegPhoto = async (background = '#1133aa'): Promise<Photo> => ({
  content: await sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .jpeg()
    .toBuffer(),
  contentType: 'image/jpeg',
  filename: 'label.jpg',
});

/** A claim as the browser's form sends it: text fields, `items` as JSON text, and `photos` files. */
export function fileClaimWithPhotos(app: App, account: Account, orderId: number, claim: ClaimInput, photos: Photo[]) {
  const fields: Record<string, string> = { type: claim.type };
  if (claim.description !== undefined) fields.description = claim.description;
  if (claim.items !== undefined) fields.items = JSON.stringify(claim.items);
  const form = multipartForm(
    fields,
    photos.map((photo) => ({ field: 'photos', ...photo })),
  );
  return app.inject({
    method: 'POST',
    url: apiPaths.orderClaims(orderId),
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  });
}

export const acceptClaim = (app: App, account: Account, claimId: number, body?: unknown) =>
  app.inject({
    method: 'POST',
    url: apiPaths.claimAccept(claimId),
    headers: account.auth,
    ...(body === undefined ? {} : { payload: body as object }),
  });

export const rejectClaim = (app: App, account: Account, claimId: number, body: unknown) =>
  app.inject({ method: 'POST', url: apiPaths.claimReject(claimId), headers: account.auth, payload: body as object });

export const escalateClaim = (app: App, account: Account, claimId: number, body: unknown = { note: 'Please look' }) =>
  app.inject({ method: 'POST', url: apiPaths.claimEscalate(claimId), headers: account.auth, payload: body as object });

export const decideClaim = (app: App, account: Account, claimId: number, body: unknown) =>
  app.inject({
    method: 'POST',
    url: apiPaths.adminDecideClaim(claimId),
    headers: account.auth,
    payload: body as object,
  });

export const readClaims = (app: App, account: Account, url: string) =>
  app.inject({ method: 'GET', url, headers: account.auth });

/** The claim notices a user has about an order, oldest first. */
export async function claimNotices(ctx: TestContext, userId: number, orderId: number) {
  return ctx.database.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId), eq(notifications.kind, 'claim')))
    .orderBy(notifications.id);
}
