import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPaths, type BulkOrderResponse, type ReorderResponse } from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { cartItems, products } from '../src/db/schema.js';
import type { Account } from './accounts-fixtures.js';
import { multipartForm } from './accounts-fixtures.js';

/** Buy again and quick order: requests, and product changes written straight into the table. */

export const reorder = (app: App, account: Account, orderId: number) =>
  app.inject({ method: 'POST', url: apiPaths.orderReorder(orderId), headers: account.auth });

export async function reordered(app: App, account: Account, orderId: number): Promise<ReorderResponse> {
  const response = await reorder(app, account, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReorderResponse;
}

export const bulkOrder = (app: App, account: Account, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: apiPaths.cartBulk, headers: account.auth, payload });

export async function bulkOrdered(
  app: App,
  account: Account,
  payload: Record<string, unknown>,
): Promise<BulkOrderResponse> {
  const response = await bulkOrder(app, account, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BulkOrderResponse;
}

/** Uploads `content` as the quick-order file, with the form's other fields. */
export function uploadOrderFile(
  app: App,
  account: Account,
  content: Buffer | string,
  fields: Record<string, string>,
  filename = 'order.csv',
) {
  const form = multipartForm(fields, [
    {
      field: 'file',
      filename,
      contentType: 'text/csv',
      content: typeof content === 'string' ? Buffer.from(content) : content,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: apiPaths.cartBulkFile,
    headers: { ...account.auth, ...form.headers },
    payload: form.payload,
  });
}

export async function updateProduct(db: Database, productId: number, changes: Partial<typeof products.$inferInsert>) {
  await db.update(products).set(changes).where(eq(products.id, productId));
}

/** The retailer's cart lines as stored: product id → quantity. */
export async function storedCart(db: Database, retailerId: number): Promise<Record<number, number>> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, retailerId));
  return Object.fromEntries(rows.map((row) => [row.productId, row.quantity]));
}

export async function clearStoredCart(db: Database, retailerId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, retailerId));
}
