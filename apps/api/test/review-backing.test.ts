import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  type CatalogResponse,
  type HomeDataResponse,
  type InventoryReviewsResponse,
  type MyReviewResponse,
  type ProductDetailResponse,
  type PublicWholesalerProfileResponse,
} from '@marketplace/contract';
import { DEFAULT_PLATFORM } from '../src/config.js';
import { orders, products, refunds } from '../src/db/schema.js';
import { createOrderCancellationService } from '../src/modules/orders/order-cancellation.service.js';
import { createRefundsService } from '../src/modules/refunds/refunds.service.js';
import { createTaxDocumentsService } from '../src/modules/tax-documents/tax-documents.service.js';
import { createPaymentProvider } from '../src/payments/provider.js';
import type { Account } from './accounts-fixtures.js';
import { insertReview } from './catalog-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderMarketplace } from './order-fixtures.js';

/**
 * Issue 52, finding 5: a review counts only while its retailer has a delivered order of the product that was not
 * canceled or fully refunded; otherwise it is hidden from the product and from every rating made of it.
 */
describe('a review stands on a delivered order that was kept and paid for', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;

  const get = async <T>(url: string, account?: Account) =>
    (await ctx.app.inject({ method: 'GET', url, headers: account?.auth ?? {} })).json() as T;
  const postReview = (account: Account, productId: number, rating: number, comment: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews/`,
      headers: account.auth,
      payload: { rating, comment },
    });
  const detail = (productId: number) => get<ProductDetailResponse>(`/api/products/${productId}`);
  const listed = async (name: string) =>
    (await get<CatalogResponse>(`/api/products?q=${encodeURIComponent(name)}`)).products.find(
      (product) => product.name === name,
    );
  const topRatedIds = async () =>
    (await get<HomeDataResponse>('/api/home-data/')).top_rated_products.map((product) => product.id);
  const orderRow = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

  /** The refund and cancellation services as the app wires them. */
  function moneyBack() {
    const refundsService = createRefundsService(db(), createPaymentProvider(ctx.config.payments));
    return {
      refunds: refundsService,
      cancellation: createOrderCancellationService(
        db(),
        createTaxDocumentsService(db(), DEFAULT_PLATFORM),
        refundsService,
      ),
    };
  }

  /** A paid order of one unit, moved by its wholesaler through `statuses`. */
  async function deliveredOrder(retailer: Account, seller: Account, productId: number, price: number) {
    const created = await checkoutAndPay(ctx.app, retailer, [
      { product: { id: productId, name: '', price }, quantity: 1 },
    ]);
    const orderId = created.order_ids[0]!;
    for (const status of ['shipped', 'delivered']) {
      const moved = await patchStatus(ctx.app, seller, orderId, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return orderId;
  }

  it("the issue's scenario: delivered, reviewed with 5 stars by a second account, then the cancel with a full refund is refused", async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 900, stock: 10 });
    const created = await checkoutAndPay(ctx.app, accounts.otherRetailer, [{ product, quantity: 1 }]);
    const orderId = created.order_ids[0]!;
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' })).statusCode).toBe(200);
    expect((await postReview(accounts.otherRetailer, product.id, 5, 'Excellent seller!')).statusCode).toBe(201);

    const cancel = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'canceled',
      description: 'Full refund',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'conflict',
      detail: 'An order cannot go from delivered back to canceled.',
    });
    // Nothing changed: the order stays delivered and paid, so the review cost its writer the whole price.
    expect((await orderRow(orderId)).status).toBe('delivered');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await detail(product.id)).rating.count).toBe(1);
  });

  it('a delivered order refunded in full takes its review off the product page, its rating, the listing, the home page and the seller rating, for good', async () => {
    const seller = accounts.otherWholesaler;
    const name = 'Brass Diya Set of 12';
    const product = await insertProduct(db(), { wholesalerId: seller.id, name, price: 480, stock: 50 });
    const orderId = await deliveredOrder(accounts.retailer, seller, product.id, 480);
    const review = await postReview(accounts.retailer, product.id, 5, 'Five stars, bought it myself.');
    expect(review.statusCode, review.body).toBe(201);

    // Read once, so that the catalogue keeps this product's JSON with the rating in it.
    expect(await listed(name)).toMatchObject({ rating: 5, review_count: 1 });
    expect(await topRatedIds()).toContain(product.id);
    expect((await get<PublicWholesalerProfileResponse>(`/api/wholesaler/profile/${seller.id}`)).rating).toBe(5);

    // The whole order's money goes back (what a cancel of a delivered order did before, and any full refund does).
    const row = await orderRow(orderId);
    await db().transaction((tx) => moneyBack().refunds.requestRefund(tx, row));

    for (let read = 0; read < 2; read += 1) {
      const page = await detail(product.id);
      expect(page.review).toEqual([]);
      expect(page.rating).toEqual({ average: 0, count: 0, histogram: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } });
      expect(page.products).toMatchObject({ rating: 0, review_count: 0 });
      expect(await listed(name)).toMatchObject({ rating: 0, review_count: 0 });
      expect((await get<PublicWholesalerProfileResponse>(`/api/wholesaler/profile/${seller.id}`)).rating).toBe(0);
      const home = await get<HomeDataResponse>('/api/home-data/');
      expect(home.top_rated_products.find((each) => each.id === product.id)?.rating ?? 0).toBe(0);
      expect(home.wholesaler_spotlight.find((each) => each.user === seller.id)?.rating ?? 0).toBe(0);
      expect(await get<InventoryReviewsResponse>(`/api/inventory/${product.id}/reviews/`, seller)).toEqual({
        count: 0,
        results: [],
      });
      expect(await get<MyReviewResponse>(`/api/products/${product.id}/reviews/mine/`, accounts.retailer)).toEqual({
        can_review: false,
        review: null,
      });
      // Writing it again is refused: nothing backs it any more.
      expect((await postReview(accounts.retailer, product.id, 5, 'Still five stars.')).statusCode).toBe(403);
    }
    const [stored] = await db().select().from(products).where(eq(products.id, product.id));
    expect(stored).toMatchObject({ ratingCenti: 0, reviewCount: 0 });
  });

  it('a delivered order canceled with its refund (as the old rules let a seller do) withdraws the review', async () => {
    const name = 'Copper Water Bottle 1 L';
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, name, price: 650, stock: 50 });
    const honest = await deliveredOrder(accounts.otherRetailer, accounts.wholesaler, product.id, 650);
    const faked = await deliveredOrder(accounts.retailer, accounts.wholesaler, product.id, 650);
    expect((await postReview(accounts.otherRetailer, product.id, 2, 'Leaks at the cap.')).statusCode).toBe(201);
    expect((await postReview(accounts.retailer, product.id, 5, 'Perfect!')).statusCode).toBe(201);
    expect((await detail(product.id)).rating).toMatchObject({ average: 3.5, count: 2 });
    expect(await listed(name)).toMatchObject({ rating: 3.5, review_count: 2 });

    const [canceled] = await db()
      .update(orders)
      .set({ status: 'canceled', statusDescription: 'Full refund' })
      .where(eq(orders.id, faked))
      .returning();
    await db().transaction((tx) => moneyBack().cancellation.undoPaidOrder(tx, canceled!, 'Full refund'));

    const page = await detail(product.id);
    expect(page.review.map((review) => review.comment)).toEqual(['Leaks at the cap.']);
    expect(page.rating).toEqual({ average: 2, count: 1, histogram: { '5': 0, '4': 0, '3': 0, '2': 1, '1': 0 } });
    expect(await listed(name)).toMatchObject({ rating: 2, review_count: 1 });
    // The honest buyer's order is untouched.
    expect((await orderRow(honest)).status).toBe('delivered');
  });

  it('a claim accepted for the whole order withdraws the review it was standing on', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 350, stock: 50 });
    const orderId = await deliveredOrder(accounts.otherRetailer, accounts.wholesaler, product.id, 350);
    expect((await postReview(accounts.otherRetailer, product.id, 5, 'Lovely, when it came.')).statusCode).toBe(201);
    expect((await detail(product.id)).rating.count).toBe(1);

    const filed = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.orderClaims(orderId),
      headers: accounts.otherRetailer.auth,
      payload: { type: 'not_received', description: 'The parcel never came.' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.claimAccept(filed.json().id),
      headers: accounts.wholesaler.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect((await detail(product.id)).rating.count).toBe(0);
  });

  it('a review another delivered order still backs keeps counting when one order is refunded', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 120, stock: 50 });
    const first = await deliveredOrder(accounts.otherRetailer, accounts.wholesaler, product.id, 120);
    await deliveredOrder(accounts.otherRetailer, accounts.wholesaler, product.id, 120);
    expect((await postReview(accounts.otherRetailer, product.id, 4, 'Reordered, still good.')).statusCode).toBe(201);

    const row = await orderRow(first);
    await db().transaction((tx) => moneyBack().refunds.requestRefund(tx, row));

    expect((await detail(product.id)).rating).toMatchObject({ average: 4, count: 1 });
  });

  it('the migration withdraws the reviews the old rules left standing, and only those', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 75, stock: 50 });
    const taken = await deliveredOrder(accounts.retailer, accounts.wholesaler, product.id, 75);
    expect((await postReview(accounts.retailer, product.id, 5, 'Best ever.')).statusCode).toBe(201);
    // A review with no order behind it at all, as the demo catalogue writes them.
    await insertReview(db(), { productId: product.id, userId: accounts.otherRetailer.id, rating: 3, comment: 'Fine.' });
    // What the old rules allowed: delivered, then moved back to confirmed, nothing else undone.
    await db().update(orders).set({ status: 'confirmed' }).where(eq(orders.id, taken));
    expect((await detail(product.id)).rating).toMatchObject({ average: 4, count: 2 });

    const migration = await readFile(
      new URL('../src/db/migrations/0018_forward_statuses.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--.*\n)*UPDATE/.test(statement));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db().execute(sql.raw(statement));

    const page = await detail(product.id);
    expect(page.review.map((review) => review.comment)).toEqual(['Fine.']);
    expect(page.rating).toMatchObject({ average: 3, count: 1 });
  });
});
