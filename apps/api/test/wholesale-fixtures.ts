import { count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AddToCartResponse, CartResponse, CreateOrderRequest } from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { orderItems, orders, payments, products, wholesalerProfiles } from '../src/db/schema.js';
import type { Account } from './accounts-fixtures.js';
import { orderPayload, type ShelfProduct } from './order-fixtures.js';

/**
 * Data and oracles for the wholesale-terms tests. The oracles below restate the rules on their own,
 * rather than calling the contract's helpers, so that a mistake in those helpers shows up as a failure.
 */

export interface Tier {
  min_quantity: number;
  /** Rupees. */
  price: number;
}

export interface Terms {
  min_order_quantity: number;
  order_multiple: number;
  max_order_quantity: number | null;
  pack_label: string | null;
  price_tiers: Tier[];
}

export const DEFAULT_TERMS: Terms = {
  min_order_quantity: 1,
  order_multiple: 1,
  max_order_quantity: null,
  pack_label: null,
  price_tiers: [],
};

/** The example: 48 at least, cartons of 24, Rs. 110, Rs. 100 from 72 and Rs. 95 from 144. */
export const BISCUIT_TERMS: Terms = {
  min_order_quantity: 48,
  order_multiple: 24,
  max_order_quantity: null,
  pack_label: 'Carton of 24',
  price_tiers: [
    { min_quantity: 72, price: 100 },
    { min_quantity: 144, price: 95 },
  ],
};

export interface TermsProduct extends ShelfProduct {
  terms: Terms;
  stock: number;
}

let counter = 0;

/** A product with wholesale terms written straight into the table, slabs stored sorted as the API stores them. */
export async function insertTermsProduct(
  db: Database,
  input: { wholesalerId: number; price: number; stock?: number; name?: string; terms?: Partial<Terms> },
): Promise<TermsProduct> {
  const terms = { ...DEFAULT_TERMS, ...input.terms };
  const name = input.name ?? `Wholesale test product ${++counter}`;
  const stock = input.stock ?? 1000;
  const [row] = await db
    .insert(products)
    .values({
      wholesalerId: input.wholesalerId,
      name,
      pricePaise: Math.round(input.price * 100),
      stock,
      productType: 'other',
      minOrderQuantity: terms.min_order_quantity,
      orderMultiple: terms.order_multiple,
      maxOrderQuantity: terms.max_order_quantity,
      packLabel: terms.pack_label,
      priceTiers: [...terms.price_tiers]
        .sort((a, b) => a.min_quantity - b.min_quantity)
        .map((tier) => ({ min_quantity: tier.min_quantity, price_paise: Math.round(tier.price * 100) })),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, name, price: input.price, stock, terms };
}

/* ---------- oracles ---------- */

/** The message a quantity breaks, by the rules (minimum named first, then the case pack, then the maximum). */
export function expectedQuantityMessage(name: string, terms: Terms, quantity: number): string | null {
  if (quantity < terms.min_order_quantity) return `Minimum order for ${name} is ${terms.min_order_quantity} units.`;
  if (quantity % terms.order_multiple !== 0) return `${name} is sold in multiples of ${terms.order_multiple}.`;
  if (terms.max_order_quantity !== null && quantity > terms.max_order_quantity)
    return `Maximum order for ${name} is ${terms.max_order_quantity} units.`;
  return null;
}

/** The unit price in paise: the slab with the largest `min_quantity` not above the quantity, else the price. */
export function expectedUnitPaise(price: number, tiers: readonly Tier[], quantity: number): number {
  const reached = tiers.filter((tier) => tier.min_quantity <= quantity);
  if (reached.length === 0) return Math.round(price * 100);
  const deepest = reached.reduce((a, b) => (b.min_quantity > a.min_quantity ? b : a));
  return Math.round(deepest.price * 100);
}

/* ---------- cart ---------- */

export const addToCart = (app: App, account: Account, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/cart/items/add/', headers: account.auth, payload });

export async function cartOf(app: App, account: Account): Promise<CartResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/cart/', headers: account.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CartResponse;
}

export async function emptyCart(app: App, account: Account) {
  const response = await app.inject({ method: 'DELETE', url: '/api/cart/', headers: account.auth });
  expect(response.statusCode, response.body).toBe(200);
}

export async function addedToCart(app: App, account: Account, payload: Record<string, unknown>) {
  const response = await addToCart(app, account, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AddToCartResponse;
}

/** A refusal with one message, said in `detail` and on `field`. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown; body: string },
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation', detail: message, [field]: [message] });
}

/* ---------- checkout ---------- */

export interface PricedLine {
  product: ShelfProduct;
  quantity: number;
  /** Rupees claimed per unit; the product's base price when left out. */
  unitPrice?: number;
}

/** The create-order body with each line at the price the client claims and the total (with 3 %) of those prices. */
export function pricedOrderPayload(lines: PricedLine[], overrides: Partial<CreateOrderRequest> = {}) {
  return orderPayload(
    lines.map((line) => ({
      product: { ...line.product, price: line.unitPrice ?? line.product.price },
      quantity: line.quantity,
    })),
    overrides,
  );
}

/** What the database holds for a retailer's orders and the payments, to prove a refused checkout wrote nothing. */
export async function orderFootprint(db: Database, retailerId: number) {
  const [ordered] = await db.select({ total: count() }).from(orders).where(eq(orders.retailerId, retailerId));
  const [paid] = await db.select({ total: count() }).from(payments);
  return { orders: ordered?.total ?? 0, payments: paid?.total ?? 0 };
}

export async function orderItemRows(db: Database, orderIds: number[]) {
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

export async function stockOf(db: Database, productId: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`product ${productId} not found`);
  return row.stock;
}

/** Sets a wholesaler's minimum order value straight in the table (the API path is covered in wholesale-terms). */
export async function setMinOrderValue(db: Database, wholesalerId: number, rupees: number) {
  await db
    .update(wholesalerProfiles)
    .set({ minOrderValuePaise: Math.round(rupees * 100) })
    .where(eq(wholesalerProfiles.userId, wholesalerId));
}
