import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  orderTotalsPaise,
  toRupees,
  type CreateOrderResponse,
  type Product,
  type VerifyPaymentResponse,
} from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts } from './accounts';

/** Helpers of the wholesaler workspace journey: test images, API sign-in, and a retailer's purchase. */

/** Two small PNGs of different colours, drawn by sharp in the test process (no canvas, no files in the repo). */
export async function writeProductImages(): Promise<[string, string]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'wholesaler-workspace-'));
  const draw = (red: number, green: number, blue: number) =>
    sharp({ create: { width: 320, height: 320, channels: 3, background: { r: red, g: green, b: blue } } })
      .png()
      .toBuffer();
  const files: [string, string] = [path.join(folder, 'rice-front.png'), path.join(folder, 'rice-back.png')];
  await writeFile(files[0], await draw(236, 180, 60));
  await writeFile(files[1], await draw(70, 90, 200));
  return files;
}

export async function apiToken(request: APIRequestContext, email: string, userType: 'retailer' | 'wholesaler') {
  const response = await request.post(apiPaths.login, {
    data: { username: email, password: DEMO_PASSWORD, user_type: userType },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

export async function productById(request: APIRequestContext, productId: number): Promise<Product> {
  const response = await request.get(apiPaths.product(productId));
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { products: Product }).products;
}

/** The demo retailer checks out `quantity` of the product as the checkout page does, leaving it unpaid. */
export async function retailerChecksOut(request: APIRequestContext, product: Product, quantity: number) {
  const token = await apiToken(request, demoAccounts.retailer, 'retailer');
  const headers = { Authorization: `Bearer ${token}` };
  const { total } = orderTotalsPaise([{ price: product.price, quantity }]);
  const created = await request.post(apiPaths.orderCreate, {
    headers,
    data: {
      name: 'Ravi Kumar',
      email: demoAccounts.retailer,
      address: '14 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      portal_code: '560001',
      order_notes: '',
      order_items: [{ product: product.id, quantity, price_per_item: product.price }],
      total_price: toRupees(total),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { headers, order: (await created.json()) as CreateOrderResponse };
}

/** Presses Pay or Fail in the sandbox payment widget for a checkout; answers what the widget hands the page. */
export async function sandboxOutcome(
  request: APIRequestContext,
  razorpayOrderId: string,
  outcome: 'success' | 'failure',
) {
  const answer = await request.post(apiPaths.sandboxPay, { data: { razorpay_order_id: razorpayOrderId, outcome } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as unknown;
}

/**
 * The demo retailer buys `quantity` of the product the way the checkout page does: order creation,
 * the sandbox payment widget's successful answer, then payment verification. Returns the order id.
 */
export async function retailerBuys(request: APIRequestContext, product: Product, quantity: number): Promise<number> {
  const { headers, order } = await retailerChecksOut(request, product, quantity);
  const paid = await sandboxOutcome(request, order.razorpay_order_id, 'success');
  const verified = await request.post(apiPaths.verifyPayment, { headers, data: paid });
  expect(verified.status(), await verified.text()).toBe(200);
  const [orderId] = ((await verified.json()) as VerifyPaymentResponse).order_ids;
  if (orderId === undefined) throw new Error('The payment confirmed no order');
  return orderId;
}
