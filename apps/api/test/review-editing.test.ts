import { beforeAll, describe, expect, it } from 'vitest';
import {
  reviewPaths,
  type InventoryReviewsResponse,
  type MyReviewResponse,
  type ProductDetailResponse,
  type Review,
} from '@marketplace/contract';
import { type Account, signUpRetailer, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { archiveProduct, createOrder, createProduct, type OrderStatus } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

const item = { kettle: 0, flask: 0, other: 0, archived: 0 };
let seller: Account;
let otherSeller: Account;

const postReview = (auth: Record<string, string>, productId: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews/`, headers: auth, payload });
const getMine = (auth: Record<string, string>, productId: number | string) =>
  ctx.app.inject({ method: 'GET', url: reviewPaths.mine(productId), headers: auth });
const getInventoryReviews = (auth: Record<string, string>, productId: number | string) =>
  ctx.app.inject({ method: 'GET', url: reviewPaths.inventory(productId), headers: auth });
const productDetail = async (productId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json() as ProductDetailResponse;

async function retailerWithOrder(productId: number, status: OrderStatus, names: Record<string, string> = {}) {
  const retailer = await signUpRetailer(ctx.app, names);
  await createOrder(ctx.database.db, { retailerId: retailer.id, wholesalerId: seller.id, productId, status });
  return retailer;
}

beforeAll(async () => {
  const { db } = ctx.database;
  seller = await signUpVerifiedWholesaler(ctx.app, db);
  otherSeller = await signUpVerifiedWholesaler(ctx.app, db);
  item.kettle = (await createProduct(db, { wholesalerId: seller.id, name: 'Electric Kettle 1.5L', price: 899 })).id;
  item.flask = (await createProduct(db, { wholesalerId: seller.id, name: 'Steel Flask 1L', price: 549 })).id;
  item.archived = (await createProduct(db, { wholesalerId: seller.id, name: 'Old Kettle', price: 499 })).id;
  item.other = (await createProduct(db, { wholesalerId: otherSeller.id, name: 'Copper Bottle', price: 650 })).id;
});

describe('editing a review', () => {
  it('replaces rating and text, answering 200 with the same review, and moves average and histogram', async () => {
    const anita = await retailerWithOrder(item.kettle, 'delivered', { firstName: 'Anita', lastName: 'Desai' });
    const other = await retailerWithOrder(item.kettle, 'delivered');
    expect((await postReview(other.auth, item.kettle, { rating: 3, comment: 'Fine.' })).statusCode).toBe(201);
    const first = await postReview(anita.auth, item.kettle, { rating: 5, comment: 'Boils fast.' });
    expect(first.statusCode).toBe(201);
    expect((await productDetail(item.kettle)).rating).toEqual({
      average: 4,
      count: 2,
      histogram: { '5': 1, '4': 0, '3': 1, '2': 0, '1': 0 },
    });

    const edit = await postReview(anita.auth, item.kettle, { rating: 1, comment: '  Lid broke after a week.  ' });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json() as Review;
    const original = first.json() as Review;
    expect(edited).toEqual({ ...original, rating: 1, comment: 'Lid broke after a week.' });

    const detail = await productDetail(item.kettle);
    expect(detail.rating).toEqual({ average: 2, count: 2, histogram: { '5': 0, '4': 0, '3': 1, '2': 0, '1': 1 } });
    expect(detail.products).toMatchObject({ rating: 2, review_count: 2 });
    expect(detail.review.filter((review) => review.user.username === 'Anita D.')).toHaveLength(1);
  });

  it('keeps one review when the same retailer submits twice at the same moment', async () => {
    const retailer = await retailerWithOrder(item.flask, 'delivered');
    const answers = await Promise.all([
      postReview(retailer.auth, item.flask, { rating: 2, comment: 'One.' }),
      postReview(retailer.auth, item.flask, { rating: 4, comment: 'Two.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const detail = await productDetail(item.flask);
    expect(detail.rating.count).toBe(1);
    expect(detail.review).toHaveLength(1);
    expect(detail.rating.average).toBe(detail.review[0]!.rating);
  });

  it('validates an edit like a first review and keeps the old one', async () => {
    const retailer = await retailerWithOrder(item.flask, 'delivered');
    expect((await postReview(retailer.auth, item.flask, { rating: 5, comment: 'Keeps tea hot.' })).statusCode).toBe(
      201,
    );
    const response = await postReview(retailer.auth, item.flask, { rating: 9, comment: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      rating: ['Rating must be from 1 to 5'],
      comment: ['Comment is required'],
    });
    const mine = (await getMine(retailer.auth, item.flask)).json() as MyReviewResponse;
    expect(mine.review).toMatchObject({ rating: 5, comment: 'Keeps tea hot.' });
  });
});

describe("a retailer's own review", () => {
  it('says a retailer without a delivered order may not review yet, and has no review', async () => {
    for (const status of ['pending', 'shipped'] as const) {
      const retailer = await retailerWithOrder(item.kettle, status);
      const response = await getMine(retailer.auth, item.kettle);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ can_review: false, review: null });
    }
  });

  it('says a retailer with a delivered order may review, then returns the review it wrote', async () => {
    const retailer = await retailerWithOrder(item.kettle, 'delivered', { firstName: 'Ravi', lastName: 'Kumar' });
    expect((await getMine(retailer.auth, item.kettle)).json()).toEqual({ can_review: true, review: null });
    const written = (await postReview(retailer.auth, item.kettle, { rating: 4, comment: 'Good value.' })).json();
    expect((await getMine(retailer.auth, item.kettle)).json()).toEqual({ can_review: true, review: written });
    expect(written).toMatchObject({ rating: 4, comment: 'Good value.', user: { username: 'Ravi K.' } });
  });

  it('refuses wholesalers with 403 and visitors with 401', async () => {
    const wholesalerAnswer = await getMine(seller.auth, item.kettle);
    expect(wholesalerAnswer.statusCode).toBe(403);
    expect(wholesalerAnswer.json()).toMatchObject({ code: 'forbidden' });
    expect((await getMine({}, item.kettle)).statusCode).toBe(401);
  });

  it('answers an unknown or archived product with 404', async () => {
    const retailer = await retailerWithOrder(item.archived, 'delivered');
    await archiveProduct(ctx.database.db, item.archived);
    expect((await getMine(retailer.auth, 987654)).statusCode).toBe(404);
    const archived = await getMine(retailer.auth, item.archived);
    expect(archived.statusCode).toBe(404);
    expect(archived.json()).toMatchObject({ code: 'not_found' });
  });
});

describe("the reviews of a wholesaler's product", () => {
  it('lists every review of its own product, newest first, with author names and no e-mails', async () => {
    const response = await getInventoryReviews(seller.auth, item.kettle);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as InventoryReviewsResponse;
    const detail = await productDetail(item.kettle);
    expect(body.count).toBe(detail.rating.count);
    expect(body.results).toEqual(detail.review);
    expect(body.results.map((review) => review.user.username)).toContain('Anita D.');
    const times = body.results.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body).not.toMatch(/@example\.com/);
  });

  it('answers an empty list for a product nobody reviewed', async () => {
    const response = await getInventoryReviews(otherSeller.auth, item.other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, results: [] });
  });

  it("hides another wholesaler's product and unknown products as not found", async () => {
    const response = await getInventoryReviews(otherSeller.auth, item.kettle);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect((await getInventoryReviews(seller.auth, 987654)).statusCode).toBe(404);
  });

  it('refuses retailers with 403 and visitors with 401', async () => {
    const retailer = await signUpRetailer(ctx.app);
    expect((await getInventoryReviews(retailer.auth, item.kettle)).statusCode).toBe(403);
    expect((await getInventoryReviews({}, item.kettle)).statusCode).toBe(401);
  });
});
