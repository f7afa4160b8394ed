import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '@marketplace/contract';
import {
  createBrand,
  createCategory,
  createProduct,
  insertRetailer,
  insertReview,
  insertWholesaler,
  minutesAgo,
} from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

const product = { reviewed: 0, unreviewed: 0, archived: 0 };
const reviewerEmails: string[] = [];

const detail = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });

beforeAll(async () => {
  const { db } = ctx.database;
  const seller = await insertWholesaler(db, { companyName: 'Iyer Appliances' });
  const kitchen = await createCategory(db, 'Home Appliances', 'refrigerator');
  const prestige = await createBrand(db, 'Prestige', 'brands/prestige.webp');
  const cooker = await createProduct(db, {
    wholesalerId: seller.id,
    name: 'Pressure Cooker 5L',
    price: 1249.5,
    stock: 18,
    sales: 42,
    categoryId: kitchen.id,
    brandId: prestige.id,
    sku: 'PC-5L',
    productType: 'home_appliance',
    description: '<p>Induction <em>friendly</em></p>',
    specifications: '<table><tbody><tr><td>Capacity</td><td>5 L</td></tr></tbody></table>',
    images: [{ path: 'products/cooker-main.webp', isMain: true }, { path: 'products/cooker-lid.webp' }],
  });
  product.reviewed = cooker.id;

  const authors = [
    await insertRetailer(db, 'Ravi', 'Kumar'),
    await insertRetailer(db, 'Meena', 'Iyer'),
    await insertRetailer(db, 'Anil', 'Shah'),
  ];
  reviewerEmails.push(...authors.map((author) => author.email));
  await insertReview(db, {
    productId: cooker.id,
    userId: authors[0]!.id,
    rating: 5,
    comment: 'Sturdy.',
    createdAt: minutesAgo(3 * 24 * 60),
  });
  await insertReview(db, {
    productId: cooker.id,
    userId: authors[1]!.id,
    rating: 4,
    comment: 'Good value.',
    createdAt: minutesAgo(24 * 60),
  });
  await insertReview(db, {
    productId: cooker.id,
    userId: authors[2]!.id,
    rating: 5,
    comment: 'Reordering.',
    createdAt: minutesAgo(60),
  });

  product.unreviewed = (await createProduct(db, { wholesalerId: seller.id, name: 'Idli Stand', price: 299 })).id;
  product.archived = (await createProduct(db, { wholesalerId: seller.id, name: 'Old Kettle', archived: true })).id;
});

describe('product detail', () => {
  it('shows one product with its category, brand, images and seller', async () => {
    const response = await detail(product.reviewed);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductDetailResponse;
    expect(Object.keys(body).sort()).toEqual(['products', 'rating', 'review']);
    expect(body.products).toMatchObject({
      id: product.reviewed,
      name: 'Pressure Cooker 5L',
      price: 1249.5,
      stock: 18,
      quantity: 18,
      sales: 42,
      description: '<p>Induction <em>friendly</em></p>',
      specifications: '<table><tbody><tr><td>Capacity</td><td>5 L</td></tr></tbody></table>',
      category: { name: 'Home Appliances' },
      brand: { name: 'Prestige', icon: expect.stringMatching(/\/brands\/prestige\.webp$/) },
      sku: 'PC-5L',
      product_type: 'home_appliance',
      wholesaler: { company_name: 'Iyer Appliances', verified: true },
      rating: 4.67,
      review_count: 3,
    });
    expect(body.products.images.map((image) => [image.is_main, image.image.split('/').pop()])).toEqual([
      [true, 'cooker-main.webp'],
      [false, 'cooker-lid.webp'],
    ]);
  });

  it('lists the reviews newest first, signed with first name and initial', async () => {
    const body = (await detail(product.reviewed)).json() as ProductDetailResponse;
    expect(body.review.map((review) => [review.user.username, review.rating, review.comment])).toEqual([
      ['Anil S.', 5, 'Reordering.'],
      ['Meena I.', 4, 'Good value.'],
      ['Ravi K.', 5, 'Sturdy.'],
    ]);
    for (const review of body.review) {
      expect(new Date(review.created_at).toISOString()).toBe(review.created_at);
    }
  });

  it('never shows a reviewer e-mail address', async () => {
    const text = (await detail(product.reviewed)).body;
    expect(text).not.toContain('@');
    for (const email of reviewerEmails) expect(text).not.toContain(email);
  });

  it('summarises the rating with an average, a count and a histogram from 5 down to 1', async () => {
    const body = (await detail(product.reviewed)).json() as ProductDetailResponse;
    expect(body.rating).toEqual({ average: 4.67, count: 3, histogram: { '5': 2, '4': 1, '3': 0, '2': 0, '1': 0 } });
  });

  it('shows a product without reviews with an empty list and zero rating', async () => {
    const body = (await detail(product.unreviewed)).json() as ProductDetailResponse;
    expect(body.review).toEqual([]);
    expect(body.rating).toEqual({ average: 0, count: 0, histogram: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } });
    expect(body.products).toMatchObject({ name: 'Idli Stand', price: 299, images: [], category: null, brand: null });
  });

  it('lets a browser keep the product for a minute and revalidate it with its ETag', async () => {
    const first = await detail(product.reviewed);
    expect(first.headers['cache-control']).toMatch(/max-age=60\b/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${product.reviewed}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('product detail: missing and malformed ids', () => {
  it('answers an unknown product with 404 and a JSON reason', async () => {
    const response = await detail(987654);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.stringMatching(/not found/i) });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
  });

  it('answers an archived product with 404', async () => {
    const response = await detail(product.archived);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each(['abc', '0', '-3', '1.5'])('rejects the id %s with 400 and a message', async (id) => {
    const response = await detail(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', id: [expect.any(String)] });
  });

  it('answers product pages asked for at the same moment, which share one read, each as when asked alone', async () => {
    const ids = [product.reviewed, 987654, product.unreviewed, product.archived, product.reviewed];
    const alone: Array<{ status: number; body: string }> = [];
    for (const id of ids) {
      const response = await detail(id);
      alone.push({ status: response.statusCode, body: response.body });
    }
    const together = await Promise.all(ids.map((id) => detail(id)));
    expect(together.map((response) => ({ status: response.statusCode, body: response.body }))).toEqual(alone);
    expect(alone.map(({ status }) => status)).toEqual([200, 404, 200, 404, 200]);
  });

  it('answers an id beyond any database id with 400 or 404, never a server error', async () => {
    const response = await detail('99999999999');
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ detail: expect.any(String) });
  });
});
