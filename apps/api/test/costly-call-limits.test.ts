import { beforeAll, describe, expect, it } from 'vitest';
import { signUpRetailer, signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderTestApp } from './order-fixtures.js';
import { bulkOrder, reorder, storedCart, updateProduct, uploadOrderFile } from './repeat-buying-fixtures.js';
import { readOrderMoney } from './tax-and-refund-fixtures.js';

/** Issue 52, finding 9: PDFs, quick-order checks and reorders are limited per signed-in user. */
describe('costly calls are limited per user, with Retry-After', () => {
  const ctx = useOrderTestApp({}, { RATE_LIMIT_DOCUMENTS: '3', RATE_LIMIT_QUICK_ORDER: '2', RATE_LIMIT_REORDER: '2' });
  let retailer: Account;
  let neighbour: Account;
  let wholesaler: Account;
  let orderId: number;

  beforeAll(async () => {
    retailer = await signUpRetailer(ctx.app);
    neighbour = await signUpRetailer(ctx.app);
    wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const product = await insertProduct(ctx.database.db, { wholesalerId: wholesaler.id, stock: 1000 });
    await updateProduct(ctx.database.db, product.id, { sku: 'TEA-1' });
    orderId = (await checkoutAndPay(ctx.app, retailer, [{ product, quantity: 1 }])).order_ids[0]!;
    for (const status of ['shipped', 'canceled']) {
      const moved = await patchStatus(ctx.app, wholesaler, orderId, { status });
      if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
    }
  });

  /** A 429 in the one error shape, with a Retry-After of at most the minute the limit counts. */
  function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      detail: 'Too many requests. Please wait a minute and try again.',
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it('the fourth PDF in a minute is refused, invoice and credit note counted together; others still get theirs', async () => {
    for (const path of ['invoice.pdf', 'credit-note.pdf', 'invoice.pdf'] as const)
      expect((await readOrderMoney(ctx.app, retailer, orderId, path)).statusCode).toBe(200);
    expectLimited(await readOrderMoney(ctx.app, retailer, orderId, 'credit-note.pdf'));
    expectLimited(await readOrderMoney(ctx.app, retailer, orderId, 'invoice.pdf'));
    // The JSON documents are not PDFs: not counted.
    expect((await readOrderMoney(ctx.app, retailer, orderId, 'invoice')).statusCode).toBe(200);
    // Per user, not per address: the order's wholesaler (same address in these tests) reads it.
    expect((await readOrderMoney(ctx.app, wholesaler, orderId, 'invoice.pdf')).statusCode).toBe(200);
  });

  it('the third quick order in a minute is refused, typed or uploaded, and adds nothing', async () => {
    const lines = { wholesaler: wholesaler.id, lines: [{ sku: 'TEA-1', quantity: 1 }], dry_run: true };
    expect((await bulkOrder(ctx.app, neighbour, lines)).statusCode).toBe(200);
    expect((await bulkOrder(ctx.app, neighbour, lines)).statusCode).toBe(200);
    expectLimited(await bulkOrder(ctx.app, neighbour, { ...lines, dry_run: false }));
    expectLimited(
      await uploadOrderFile(ctx.app, neighbour, 'sku,quantity\nTEA-1,5\n', {
        wholesaler: String(wholesaler.id),
        dry_run: 'false',
      }),
    );
    expect(await storedCart(ctx.database.db, neighbour.id)).toEqual({});
    expect((await bulkOrder(ctx.app, retailer, lines)).statusCode).toBe(200);
  });

  it('the third reorder in a minute is refused', async () => {
    expect((await reorder(ctx.app, retailer, orderId)).statusCode).toBe(200);
    expect((await reorder(ctx.app, retailer, orderId)).statusCode).toBe(200);
    expectLimited(await reorder(ctx.app, retailer, orderId));
  });
});
