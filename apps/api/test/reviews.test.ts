import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogResponse, ProductDetailResponse, Review } from '@marketplace/contract';
import { type Account, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { createOrder, createProduct, insertWholesaler, type OrderStatus } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

const item = { cooker: 0, tawa: 0, archived: 0, rated: 0 };
let sellerId = 0;
let wholesaler: Account;

const postReview = (auth: Record<string, string>, productId: number | string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews/`, headers: auth, payload });

const productDetail = async (productId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json() as ProductDetailResponse;

/** A retailer whose order of the product has reached the given status. */
async function retailerWithOrder(
  productId: number,
  status: OrderStatus,
  names: { firstName?: string; lastName?: string } = {},
) {
  const retailer = await signUpRetailer(ctx.app, names);
  await createOrder(ctx.database.db, { retailerId: retailer.id, wholesalerId: sellerId, productId, status });
  return retailer;
}

beforeAll(async () => {
  const { db } = ctx.database;
  const seller = await insertWholesaler(db, { companyName: 'Hawkins Kitchenware' });
  sellerId = seller.id;
  item.cooker = (await createProduct(db, { wholesalerId: seller.id, name: 'Pressure Cooker 5L', price: 1249 })).id;
  item.tawa = (await createProduct(db, { wholesalerId: seller.id, name: 'Iron Tawa', price: 399 })).id;
  item.rated = (await createProduct(db, { wholesalerId: seller.id, name: 'Steel Kadai', price: 699 })).id;
  item.archived = (await createProduct(db, { wholesalerId: seller.id, name: 'Old Pan', archived: true })).id;
  wholesaler = await signUpVerifiedWholesaler(ctx.app, db);
});

describe('who may review a product', () => {
  it('lets a retailer review a product once an order of it was delivered', async () => {
    const ravi = await retailerWithOrder(item.cooker, 'delivered', { firstName: 'Ravi', lastName: 'Kumar' });
    const response = await postReview(ravi.auth, item.cooker, { rating: 5, comment: '  Whistles on time.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json() as Review;
    expect(review).toEqual({
      id: expect.any(Number),
      rating: 5,
      comment: 'Whistles on time.',
      created_at: expect.any(String),
      user: { username: 'Ravi K.' },
    });
    expect(response.body).not.toContain(ravi.email);
    const detail = await productDetail(item.cooker);
    expect(detail.review.map((entry) => entry.id)).toContain(review.id);
  });

  it('refuses a retailer who never ordered the product', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await postReview(retailer.auth, item.tawa, { rating: 4, comment: 'Looks nice.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', detail: expect.stringMatching(/delivered/i) });
  });

  it.each<OrderStatus>(['pending', 'confirmed', 'shipped', 'canceled'])(
    'refuses a retailer whose order is only %s',
    async (status) => {
      const retailer = await retailerWithOrder(item.tawa, status);
      const response = await postReview(retailer.auth, item.tawa, { rating: 4, comment: 'Not here yet.' });
      expect(response.statusCode).toBe(403);
      expect((await productDetail(item.tawa)).rating.count).toBe(0);
    },
  );

  it('refuses a retailer whose delivered order was of another product', async () => {
    const retailer = await retailerWithOrder(item.cooker, 'delivered');
    const response = await postReview(retailer.auth, item.tawa, { rating: 3, comment: 'Wrong product.' });
    expect(response.statusCode).toBe(403);
  });

  it("replaces the retailer's own review when it writes again, keeping one review", async () => {
    const retailer = await retailerWithOrder(item.cooker, 'delivered');
    const first = await postReview(retailer.auth, item.cooker, { rating: 4, comment: 'First.' });
    expect(first.statusCode).toBe(201);
    const before = await productDetail(item.cooker);
    const response = await postReview(retailer.auth, item.cooker, { rating: 1, comment: 'Second.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: (first.json() as Review).id, rating: 1, comment: 'Second.' });
    const after = await productDetail(item.cooker);
    expect(after.rating.count).toBe(before.rating.count);
    expect(after.rating.average).toBeLessThan(before.rating.average);
    expect(after.rating.histogram['4']).toBe((before.rating.histogram['4'] ?? 0) - 1);
    expect(after.rating.histogram['1']).toBe((before.rating.histogram['1'] ?? 0) + 1);
    const comments = after.review.map((entry) => entry.comment);
    expect(comments).toContain('Second.');
    expect(comments).not.toContain('First.');
  });

  it('refuses a wholesaler', async () => {
    const response = await postReview(wholesaler.auth, item.cooker, { rating: 5, comment: 'Our own.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('asks a visitor to log in', async () => {
    const response = await postReview({}, item.cooker, { rating: 5, comment: 'Anonymous.' });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown product with 404', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await postReview(retailer.auth, 987654, { rating: 5, comment: 'Where is it?' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers an archived product with 404, even after a delivery', async () => {
    const retailer = await retailerWithOrder(item.archived, 'delivered');
    const response = await postReview(retailer.auth, item.archived, { rating: 5, comment: 'Gone.' });
    expect(response.statusCode).toBe(404);
  });
});

describe('what a review must contain', () => {
  let buyer: Account;
  beforeAll(async () => {
    buyer = await retailerWithOrder(item.tawa, 'delivered');
  });

  it.each([
    ['a rating of 0', { rating: 0, comment: 'Bad.' }, 'rating'],
    ['a rating of 6', { rating: 6, comment: 'Great.' }, 'rating'],
    ['a rating of 2.5', { rating: 2.5, comment: 'Average.' }, 'rating'],
    ['no rating', { comment: 'No stars.' }, 'rating'],
    ['no comment', { rating: 4 }, 'comment'],
    ['a blank comment', { rating: 4, comment: '   ' }, 'comment'],
    ['a comment over 2000 characters', { rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
  ])('rejects %s with 400 and a message on the field', async (_label, payload, field) => {
    const response = await postReview(buyer.auth, item.tawa, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [expect.any(String)] });
  });

  it('stores nothing after a rejected review', async () => {
    expect((await productDetail(item.tawa)).rating.count).toBe(0);
  });

  it('never fails with a server error on a comment with a stray control character', async () => {
    const response = await postReview(buyer.auth, item.tawa, { rating: 4, comment: 'Heavy\u0000 base.' });
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe("a review updates the product's rating", () => {
  it('shows the new average, count and histogram on the product page and in the listing', async () => {
    const ratings = [5, 4, 4, 2];
    for (const [index, rating] of ratings.entries()) {
      const retailer = await retailerWithOrder(item.rated, 'delivered', {
        firstName: `Buyer${index}`,
        lastName: 'Rao',
      });
      const response = await postReview(retailer.auth, item.rated, { rating, comment: `Rated ${rating}.` });
      expect(response.statusCode).toBe(201);
    }
    const detail = await productDetail(item.rated);
    expect(detail.rating).toEqual({ average: 3.75, count: 4, histogram: { '5': 1, '4': 2, '3': 0, '2': 1, '1': 0 } });
    expect(detail.products).toMatchObject({ rating: 3.75, review_count: 4 });
    expect(detail.review.map((review) => review.comment)).toEqual(['Rated 2.', 'Rated 4.', 'Rated 4.', 'Rated 5.']);
    expect(detail.review[0]?.user.username).toBe('Buyer3 R.');

    const listing = (
      await ctx.app.inject({ method: 'GET', url: '/api/products?q=steel%20kadai' })
    ).json() as CatalogResponse;
    expect(listing.products[0]).toMatchObject({ rating: 3.75, review_count: 4 });
  });
});
