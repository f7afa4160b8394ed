import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  apiPaths,
  indiaDate,
  type DrugSchedule,
  type PendingLicence,
  type Regulation,
  type RetailerProfile,
  type StoredLicenceStatus,
} from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { cartItems, categories, products, retailerProfiles, wholesalerProfiles } from '../src/db/schema.js';
import { multipartForm, pngPicture, signUpRetailer, type Account } from './accounts-fixtures.js';
import { SHIPPING, type ShelfProduct } from './order-fixtures.js';

/**
 * Regulated goods: categories with a regulation, products in them, and licences written straight into the
 * profiles, so that each test states the licence it needs (an expired one cannot be saved through the API).
 */

/* ---------- dates (India's calendar) ---------- */

export const indiaToday = () => indiaDate(new Date());

/** India's date `days` from today (negative for the past), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const today = Date.parse(`${indiaToday()}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/* ---------- catalogue ---------- */

export async function insertRegulatedCategory(db: Database, name: string, regulation: Regulation) {
  const [row] = await db.insert(categories).values({ name, regulation }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

let productCounter = 0;

/** A product of a category (so of its regulation), written straight into the table; price in rupees. */
export async function insertRegulatedProduct(
  db: Database,
  input: {
    wholesalerId: number;
    categoryId: number | null;
    name?: string;
    price?: number;
    stock?: number;
    drugSchedule?: DrugSchedule;
  },
): Promise<ShelfProduct> {
  const name = input.name ?? `Regulated test product ${++productCounter}`;
  const price = input.price ?? 100;
  const [row] = await db
    .insert(products)
    .values({
      wholesalerId: input.wholesalerId,
      name,
      pricePaise: Math.round(price * 100),
      stock: input.stock ?? 100,
      productType: 'other',
      categoryId: input.categoryId,
      drugSchedule: input.drugSchedule ?? 'none',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, name, price };
}

/* ---------- licences ---------- */

/** The premises PIN of the licences below: the PIN code the order fixtures ship to. */
export const LICENSED_PIN = SHIPPING.portal_code;

export interface RetailerLicence {
  form20?: string | null;
  form21?: string | null;
  validTo?: string | null;
  pin?: string | null;
  status: StoredLicenceStatus;
}

/** A Form 20 licence valid for a year, to the shipping fixtures' PIN, in the given review state. */
export const form20Licence = (status: StoredLicenceStatus = 'approved'): RetailerLicence => ({
  form20: 'KL-EKM-20-104455',
  form21: null,
  validTo: daysFromToday(365),
  pin: LICENSED_PIN,
  status,
});

/** Form 20 and Form 21, approved, valid for a year, to the shipping fixtures' PIN. */
export const fullLicence = (): RetailerLicence => ({ ...form20Licence(), form21: 'KL-EKM-21-104456' });

export async function setRetailerLicence(db: Database, retailerId: number, licence: RetailerLicence) {
  await db
    .update(retailerProfiles)
    .set({
      drugLicence20: licence.form20 ?? null,
      drugLicence21: licence.form21 ?? null,
      drugLicenceValidTo: licence.validTo ?? null,
      drugLicencePin: licence.pin ?? null,
      licenceStatus: licence.status,
      licenceSubmittedAt: licence.status === 'none' ? null : new Date(),
    })
    .where(eq(retailerProfiles.userId, retailerId));
}

export const NO_LICENCE: RetailerLicence = { status: 'none' };

export interface SellerLicences {
  drugLicence20b?: string | null;
  drugLicence21b?: string | null;
  fssaiLicence?: string | null;
}

export const SELLER_LICENCES = {
  drugLicence20b: 'KL-EKM-20B-2019-0311',
  drugLicence21b: 'KL-EKM-21B-2019-0312',
  fssaiLicence: '11319008000123',
} as const;

export async function setSellerLicences(db: Database, wholesalerId: number, licences: SellerLicences) {
  await db
    .update(wholesalerProfiles)
    .set({
      drugLicence20b: licences.drugLicence20b ?? null,
      drugLicence21b: licences.drugLicence21b ?? null,
      fssaiLicence: licences.fssaiLicence ?? null,
    })
    .where(eq(wholesalerProfiles.userId, wholesalerId));
}

/* ---------- requests and reads ---------- */

/** The shop details a retailer's profile form always sends. */
export const SHOP_FIELDS = {
  shop_name: 'Nair Medicals',
  contact_number: '9847012345',
  address: '12 Broadway, Kochi, Kerala 682031',
  gst_number: '32AAGCN1234A1Z9',
  license_number: 'KL-EKM-2021-778',
  pan_card: 'AAGCN1234A',
};

/** A drug licence as a pharmacy types it into Settings. */
export const licenceFormFields = () => ({
  drug_licence_20: 'KL-EKM-20-104455',
  drug_licence_21: 'KL-EKM-21-104456',
  drug_licence_valid_to: daysFromToday(400),
  drug_licence_pin: '682031',
});

export const updateProfile = (app: App, account: Pick<Account, 'auth'>, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: apiPaths.updateProfile, headers: account.auth, payload });

export async function readProfile(app: App, account: Pick<Account, 'auth'>) {
  const response = await app.inject({ method: 'GET', url: apiPaths.profile, headers: account.auth });
  if (response.statusCode !== 200) throw new Error(`profile failed (${response.statusCode}): ${response.body}`);
  return response.json() as RetailerProfile & Record<string, unknown>;
}

/** The retailer's cart as stored: product and quantity, by product. */
export async function cartRows(db: Database, retailerId: number) {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, retailerId));
  return rows.sort((a, b) => a.productId - b.productId);
}

/** The profile form as multipart text fields (absent ones left out, null as an empty box) with a licence scan. */
export function updateProfileWithScan(
  app: App,
  account: Pick<Account, 'auth'>,
  fields: Record<string, unknown>,
  scan: { content: Buffer; filename?: string; contentType?: string },
) {
  const text = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
  const form = multipartForm(text, [
    {
      field: 'licence_scan',
      filename: scan.filename ?? 'licence.png',
      contentType: scan.contentType ?? 'image/png',
      content: scan.content,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: apiPaths.updateProfile,
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  });
}

const sendsLicenceNumber = (fields: Record<string, unknown>) =>
  [fields.drug_licence_20, fields.drug_licence_21].some((value) => typeof value === 'string' && value.trim() !== '');

/**
 * Saves the retailer's profile (the shop details plus `fields`) and insists on 200; returns the answer. A licence
 * number goes with a scan of the licence, as Settings requires (`scan: false` sends none).
 */
export async function saveRetailerProfile(
  app: App,
  account: Pick<Account, 'auth'>,
  fields: Record<string, unknown>,
  options: { scan?: boolean } = {},
) {
  const payload = { ...SHOP_FIELDS, ...fields };
  const withScan = options.scan ?? sendsLicenceNumber(fields);
  const response = withScan
    ? await updateProfileWithScan(app, account, payload, { content: await pngPicture() })
    : await updateProfile(app, account, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** A retailer whose licence, typed into Settings, waits for an administrator. */
export async function retailerAwaitingApproval(app: App): Promise<Account> {
  const retailer = await signUpRetailer(app, { shop_name: SHOP_FIELDS.shop_name });
  await saveRetailerProfile(app, retailer, licenceFormFields());
  return retailer;
}

export async function pendingLicences(app: App, auth: Record<string, string>): Promise<PendingLicence[]> {
  const response = await app.inject({ method: 'GET', url: apiPaths.adminPendingLicences, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { licences: PendingLicence[] }).licences;
}

/**
 * An administrator's decision on a retailer's licence, sending the version it would have seen: the one the
 * pending list shows now (or the stored one for a licence off the list).
 */
export async function decideLicence(
  app: App,
  adminAuth: Record<string, string>,
  retailerId: number,
  decision: 'approve' | 'reject',
  version?: number,
) {
  const seen = version ?? (await licenceVersion(app, adminAuth, retailerId));
  const url =
    decision === 'approve' ? apiPaths.adminApproveLicence(retailerId) : apiPaths.adminRejectLicence(retailerId);
  return app.inject({ method: 'POST', url, headers: adminAuth, payload: { version: seen } });
}

async function licenceVersion(app: App, adminAuth: Record<string, string>, retailerId: number): Promise<number> {
  const listed = (await pendingLicences(app, adminAuth)).find((licence) => licence.id === retailerId);
  if (listed) return listed.version;
  const [row] = await app.database.db
    .select({ version: retailerProfiles.version })
    .from(retailerProfiles)
    .where(eq(retailerProfiles.userId, retailerId));
  return row?.version ?? 1;
}
