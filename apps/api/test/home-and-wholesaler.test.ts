import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoriesResponse, HomeDataResponse, PublicWholesalerProfileResponse } from '@marketplace/contract';
import { createBrand, createCategory, createProduct, insertRetailer, insertWholesaler } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const get = (app: ReturnType<typeof useTestApp>['app'], url: string) => app.inject({ method: 'GET', url });

describe('on an empty marketplace', () => {
  const empty = useTestApp();

  it('the home page still loads, with no deal of the day', async () => {
    const response = await get(empty.app, '/api/home-data/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      featured_categories: [],
      deal_of_the_day: null,
      top_rated_products: [],
      wholesaler_spotlight: [],
    });
  });

  it('the category menu is empty rather than an error', async () => {
    const response = await get(empty.app, '/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: [], brands: [] });
  });

  it('the product listing is empty with zero pages', async () => {
    const response = await get(empty.app, '/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ products: [], count: 0, page: 1, total_pages: 0 });
  });
});

describe('with a stocked marketplace', () => {
  const ctx = useTestApp();
  const sellers = { sharma: 0, kumar: 0, newcomer: 0, pending: 0, empty: 0, retailer: 0 };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = ctx.database;
    await createCategory(db, 'Groceries', 'shopping-basket');
    await createCategory(db, 'Toys', 'toy-brick');
    await createBrand(db, 'Lotus', 'brands/lotus.webp');
    const sharma = await insertWholesaler(db, {
      companyName: 'Sharma Foods',
      description: 'Rice, pulses and spices since 1998.',
      logo: 'logos/sharma.png',
    });
    const kumar = await insertWholesaler(db, { companyName: 'Kumar Toys', description: 'Wooden toys.' });
    const newcomer = await insertWholesaler(db, { companyName: 'Newcomer Mart' });
    const pending = await insertWholesaler(db, { companyName: 'Pending Traders', verified: false });
    const empty = await insertWholesaler(db, { companyName: 'Empty Shelves' });
    Object.assign(sellers, {
      sharma: sharma.id,
      kumar: kumar.id,
      newcomer: newcomer.id,
      pending: pending.id,
      empty: empty.id,
      retailer: (await insertRetailer(db)).id,
    });

    const add = async (input: Parameters<typeof createProduct>[1]) => {
      ids[input.name] = (await createProduct(db, input)).id;
    };
    await add({
      wholesalerId: sharma.id,
      name: 'Basmati Rice 25kg',
      price: 2150,
      stock: 50,
      rating: 4.8,
      reviewCount: 10,
      images: [{ path: 'products/rice.webp', isMain: true }],
    });
    await add({ wholesalerId: sharma.id, name: 'Toor Dal 30kg', price: 3900, stock: 0, rating: 4.9, reviewCount: 5 });
    await add({
      wholesalerId: sharma.id,
      name: 'Old Stock Jaggery',
      stock: 5,
      rating: 5,
      reviewCount: 9,
      archived: true,
    });
    await add({ wholesalerId: kumar.id, name: 'Wooden Train', price: 450, stock: 5, rating: 3.9, reviewCount: 4 });
    await add({ wholesalerId: kumar.id, name: 'Spinning Top', price: 35, stock: 200, rating: 4.2, reviewCount: 2 });
    await add({ wholesalerId: newcomer.id, name: 'Steel Bucket', price: 180, stock: 40 });
    await add({ wholesalerId: pending.id, name: 'Herbal Soap', price: 20, stock: 3, rating: 1, reviewCount: 1 });
  });

  describe('home data', () => {
    it('features every category with its icon', async () => {
      const body = (await get(ctx.app, '/api/home-data/')).json() as HomeDataResponse;
      expect(body.featured_categories).toEqual(
        expect.arrayContaining([
          {
            id: expect.any(Number),
            name: 'Groceries',
            icon: 'shopping-basket',
            hsn_code: '392690',
            gst_rate: 18,
            regulation: 'none',
          },
          {
            id: expect.any(Number),
            name: 'Toys',
            icon: 'toy-brick',
            hsn_code: '392690',
            gst_rate: 18,
            regulation: 'none',
          },
        ]),
      );
    });

    it('shows top-rated products best first, only those in stock and listed', async () => {
      const body = (await get(ctx.app, '/api/home-data/')).json() as HomeDataResponse;
      const top = body.top_rated_products;
      expect(top[0]?.name).toBe('Basmati Rice 25kg');
      for (let i = 1; i < top.length; i += 1) expect(top[i]!.rating).toBeLessThanOrEqual(top[i - 1]!.rating);
      for (const item of top) expect(item.stock).toBeGreaterThan(0);
      const names = top.map((item) => item.name);
      expect(names).not.toContain('Toor Dal 30kg');
      expect(names).not.toContain('Old Stock Jaggery');
      expect(names).toEqual(expect.arrayContaining(['Spinning Top', 'Wooden Train']));
      expect(top[0]?.images[0]?.image).toMatch(/\/products\/rice\.webp$/);
    });

    it('offers a listed, in-stock product as the deal of the day', async () => {
      const body = (await get(ctx.app, '/api/home-data/')).json() as HomeDataResponse;
      const deal = body.deal_of_the_day;
      expect(deal).not.toBeNull();
      expect(deal!.stock).toBeGreaterThan(0);
      expect(['Toor Dal 30kg', 'Old Stock Jaggery']).not.toContain(deal!.name);
      expect(Object.values(ids)).toContain(deal!.id);
    });

    it('puts verified wholesalers with products in the spotlight, with logo and rating', async () => {
      const body = (await get(ctx.app, '/api/home-data/')).json() as HomeDataResponse;
      const spotlight = body.wholesaler_spotlight;
      const sharma = spotlight.find((entry) => entry.user === sellers.sharma);
      // Sharma's listed products: 4.8 from 10 reviews and 4.9 from 5 reviews.
      expect(sharma).toEqual({
        user: sellers.sharma,
        logo: expect.stringMatching(/\/logos\/sharma\.png$/),
        company_name: 'Sharma Foods',
        company_description: 'Rice, pulses and spices since 1998.',
        verified: true,
        rating: 4.83,
      });
      expect(spotlight.find((entry) => entry.user === sellers.kumar)).toMatchObject({ logo: null, verified: true });
      // Best rated first; a seller whose products have no reviews yet still shows, rated 0.
      // Kumar: 3.9 from 4 reviews and 4.2 from 2; the archived 5-star product does not lift Sharma.
      expect(spotlight.map((entry) => [entry.user, entry.rating])).toEqual([
        [sellers.sharma, 4.83],
        [sellers.kumar, 4],
        [sellers.newcomer, 0],
      ]);
    });

    it('may be cached for a minute', async () => {
      const response = await get(ctx.app, '/api/home-data/');
      expect(response.headers['cache-control']).toMatch(/max-age=60\b/);
    });
  });

  describe('categories and brands', () => {
    it('are open to visitors, sorted by name, and cacheable for 5 minutes', async () => {
      const response = await get(ctx.app, '/api/categories');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/max-age=300\b/);
      const body = response.json() as CategoriesResponse;
      expect(Object.keys(body).sort()).toEqual(['brands', 'categories']);
      expect(body.categories.map((category) => category.name)).toEqual(['Groceries', 'Toys']);
      expect(body.brands).toEqual([
        { id: expect.any(Number), name: 'Lotus', icon: expect.stringMatching(/\/brands\/lotus\.webp$/) },
      ]);
    });
  });

  describe('public wholesaler profile', () => {
    it('shows the company and only its own listed products', async () => {
      const response = await get(ctx.app, `/api/wholesaler/profile/${sellers.sharma}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as PublicWholesalerProfileResponse;
      expect(body).toMatchObject({
        user: sellers.sharma,
        company_name: 'Sharma Foods',
        logo: expect.stringMatching(/\/logos\/sharma\.png$/),
        company_description: 'Rice, pulses and spices since 1998.',
        years_in_business: 5,
        verified: true,
        rating: 4.83,
        product_count: 2,
      });
      expect(body.products.map((item) => item.name).sort()).toEqual(['Basmati Rice 25kg', 'Toor Dal 30kg']);
      const rice = body.products.find((item) => item.name === 'Basmati Rice 25kg');
      expect(rice).toMatchObject({
        id: ids['Basmati Rice 25kg'],
        price: 2150,
        stock: 50,
        min_order_quantity: 1,
        price_tiers: [],
      });
      expect(rice?.images[0]).toMatchObject({ is_main: true, image: expect.stringMatching(/\/products\/rice\.webp$/) });
    });

    it('shows a wholesaler without products with an empty shelf', async () => {
      const body = (
        await get(ctx.app, `/api/wholesaler/profile/${sellers.empty}`)
      ).json() as PublicWholesalerProfileResponse;
      expect(body).toMatchObject({ company_name: 'Empty Shelves', product_count: 0, products: [] });
    });

    it('answers an unknown wholesaler with 404', async () => {
      const response = await get(ctx.app, '/api/wholesaler/profile/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    });

    it("answers a retailer's id with 404, so buyers are not exposed", async () => {
      const response = await get(ctx.app, `/api/wholesaler/profile/${sellers.retailer}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });

    it('rejects an id that is not a number with 400', async () => {
      const response = await get(ctx.app, '/api/wholesaler/profile/abc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', id: [expect.any(String)] });
    });
  });
});
