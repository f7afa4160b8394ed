import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { RegisterRequest } from '@marketplace/contract';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import {
  brands,
  categories,
  orderItems,
  orders,
  payments,
  products,
  retailerProfiles,
  users,
} from '../src/db/schema.js';
import {
  signUpAccount,
  signUpRetailer,
  signUpVerifiedWholesaler,
  uniqueEmail,
  wholesalerForm,
} from './accounts-fixtures.js';
import { ORDER_SHIPPING_COLUMNS } from './catalog-fixtures.js';
import type { TestContext } from './helper.js';

/**
 * Data for the wholesaler workspace (dashboard and inventory): accounts signed in through the API,
 * and shelves and orders written straight into the tables so each test states exactly what it needs.
 */

export type OrderStatus = NonNullable<(typeof orders.$inferInsert)['status']>;
export type ProductType = (typeof products.$inferInsert)['productType'];

/* ---------- accounts ---------- */

export const verifiedWholesaler = (context: TestContext, overrides: Partial<RegisterRequest> = {}) =>
  signUpVerifiedWholesaler(context.app, context.database.db, overrides);

/** A product added through the API as `wholesaler`, which clears the kept catalogue answers. */
export async function createProductThroughApi(
  context: TestContext,
  wholesaler: { auth: Record<string, string> },
  payload: { name: string; price: number; stock: number },
): Promise<void> {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/inventory/create/',
    headers: wholesaler.auth,
    payload,
  });
  expect(created.statusCode).toBe(201);
}

/** A wholesaler that registered and logged in but is still waiting for an administrator. */
export const unverifiedWholesaler = (context: TestContext, overrides: Partial<RegisterRequest> = {}) =>
  signUpAccount(context.app, wholesalerForm(overrides));

export const retailer = (context: TestContext, shopName = 'Nair Provisions') =>
  signUpRetailer(context.app, { shop_name: shopName });

/** A retailer with no login, written straight into the tables; without a shop name it has no retailer profile. */
export async function insertRetailer(db: Database, shopName: string | null) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('buyer'),
      passwordHash: 'not-a-real-hash',
      firstName: 'Ravi',
      lastName: 'Kumar',
      userType: 'retailer',
      verificationStatus: 'verified',
    })
    .returning();
  if (shopName !== null) {
    await db.insert(retailerProfiles).values({
      userId: user!.id,
      shopName,
      address: '3 MG Road, Kochi',
      gstNumber: '32AAGCN1234A1Z9',
      licenseNumber: 'KL-EKM-2021-001',
      panCard: 'AAGCN1234A',
    });
  }
  return user!;
}

/* ---------- catalogue rows ---------- */

export async function insertCategory(db: Database, name: string) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

export async function insertBrand(db: Database, name: string) {
  const [row] = await db.insert(brands).values({ name }).returning();
  return row!;
}

export interface ProductRow {
  wholesalerId: number;
  name: string;
  pricePaise?: number;
  stock?: number;
  sales?: number;
  sku?: string | null;
  archived?: boolean;
}

export async function insertProduct(db: Database, input: ProductRow) {
  const [row] = await db
    .insert(products)
    .values({
      wholesalerId: input.wholesalerId,
      name: input.name,
      pricePaise: input.pricePaise ?? 10_000,
      stock: input.stock ?? 50,
      sales: input.sales ?? 0,
      sku: input.sku ?? null,
      productType: 'other',
      archivedAt: input.archived ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function productCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/* ---------- orders ---------- */

export interface OrderLine {
  productId: number;
  productName: string;
  quantity: number;
  pricePaise: number;
  /** 18 unless given. */
  gstRate?: number;
}

export interface OrderRow {
  retailerId: number;
  wholesalerId: number;
  status: OrderStatus;
  createdAt: Date;
  subtotalPaise: number;
  /** 3 % of the subtotal unless given. */
  chargePaise?: number;
  /** Name on the shipping form. */
  name?: string;
  lines?: OrderLine[];
}

let paymentCounter = 0;

/** A payment, its order (at the chosen instant and status) and the order's lines. */
export async function insertOrder(db: Database, input: OrderRow) {
  const chargePaise = input.chargePaise ?? Math.round(input.subtotalPaise * 0.03);
  const totalPaise = input.subtotalPaise + chargePaise;
  const paid = input.status !== 'pending' && input.status !== 'canceled';
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerOrderId: `order_workspace_${Date.now()}_${++paymentCounter}`,
      providerPaymentId: paid ? `pay_workspace_${paymentCounter}` : null,
      retailerId: input.retailerId,
      amountPaise: totalPaise,
      status: paid ? 'paid' : 'created',
      paidAt: paid ? input.createdAt : null,
      createdAt: input.createdAt,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      paymentId: payment!.id,
      retailerId: input.retailerId,
      wholesalerId: input.wholesalerId,
      ...ORDER_SHIPPING_COLUMNS,
      name: input.name ?? ORDER_SHIPPING_COLUMNS.name,
      subtotalPaise: input.subtotalPaise,
      chargePaise,
      totalPaise,
      status: input.status,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning();
  if (input.lines && input.lines.length > 0) {
    await db
      .insert(orderItems)
      .values(input.lines.map((line) => ({ orderId: order!.id, hsnCode: '392690', gstRate: 18, ...line })));
  }
  return order!;
}

/* ---------- time ---------- */

/** The instant at a wall-clock time in India (UTC + 5:30, no daylight saving); month is 1-12. */
export function ist(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - 330 * 60_000);
}

/** The calendar date in India of an instant, as YYYY-MM-DD. */
export const istDate = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/* ---------- pictures ---------- */

const canvas = (background = '#2255aa') => sharp({ create: { width: 800, height: 600, channels: 3, background } });

export const jpegPicture = (background?: string) => canvas(background).jpeg().toBuffer();
export const pngPicture = (background?: string) => canvas(background).png().toBuffer();
export const webpPicture = (background?: string) => canvas(background).webp().toBuffer();

/** A 1x1 GIF: a real picture, in a format the marketplace does not take. */
export const GIF_PICTURE = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const base64 = (content: Buffer) => content.toString('base64');
export const dataUrl = (content: Buffer, type = 'image/jpeg') => `data:${type};base64,${content.toString('base64')}`;

/* ---------- media folder ---------- */

/** Every stored file under the media folder, or under one of its directories, relative to the media folder. */
export async function storedMediaFiles(context: TestContext, directory = ''): Promise<string[]> {
  const root = context.config.media.dir;
  const entries = await readdir(path.join(root, directory), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export const storedProductFiles = (context: TestContext) => storedMediaFiles(context, 'products');

/** The media key of a public media address (`/media/products/...` → `products/...`). */
export const mediaKey = (url: string) => url.replace(/^.*?\/media\//, '');
