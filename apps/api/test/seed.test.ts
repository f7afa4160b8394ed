import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  GSTIN_PATTERN,
  wholesaleTermsProblems,
  type ClaimsResponse,
  type OrderDetailsResponse,
} from '@marketplace/contract';
import {
  brands,
  categories,
  orders,
  productImages,
  products,
  retailerProfiles,
  reviews,
  users,
  wholesalerProfiles,
} from '../src/db/schema.js';
import { createPrivateFiles } from '../src/media/private-files.js';
import { createDiskStorage } from '../src/media/storage.js';
import { toWholesaleTerms } from '../src/modules/catalog/product-mapper.js';
import { seedBulkProducts } from '../src/seed/bulk/bulk-products.js';
import { CATEGORIES } from '../src/seed/catalog/categories.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { login } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';

const DAY_MS = 86_400_000;
const DEMO_PASSWORD = 'marketplace-demo';

describe('demo data seed', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const storage = () => createDiskStorage(ctx.config.media.dir, ctx.config.media.baseUrl);
  const stored = (key: string | null) => key !== null && existsSync(path.join(ctx.config.media.dir, key));
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]?.n;

  beforeAll(async () => {
    expect(await seedIfEmpty(db(), storage(), createPrivateFiles(ctx.config.privateFilesDir))).toEqual({
      seeded: true,
    });
  });

  it('the pending demo licence comes with a scan, stored privately, that its administrator can approve from', async () => {
    const [pharmacy] = await db()
      .select({ scan: retailerProfiles.licenceScan, status: retailerProfiles.licenceStatus })
      .from(retailerProfiles)
      .innerJoin(users, eq(users.id, retailerProfiles.userId))
      .where(eq(users.email, 'pharmacy-pending@example.com'));
    expect(pharmacy?.status).toBe('pending');
    const content = await createPrivateFiles(ctx.config.privateFilesDir).read(pharmacy?.scan ?? '');
    expect(content?.subarray(1, 4).toString()).toBe('PNG');
    expect(stored(pharmacy?.scan ?? null)).toBe(false);
  });

  it('demo orders that shipped have a delivery code; delivered ones say when and how', async () => {
    const rows = await db()
      .select({
        status: orders.status,
        code: orders.deliveryCode,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
        proof: orders.deliveryProof,
      })
      .from(orders);
    const delivered = rows.filter((row) => row.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(0);
    for (const row of delivered) expect(row).toMatchObject({ deliveredAt: expect.any(Date) });
    expect(new Set(delivered.map((row) => row.proof))).toEqual(new Set(['code', 'seller']));
    for (const row of rows.filter((each) => each.status === 'shipped')) {
      expect(row.code).toMatch(/^\d{6}$/);
      expect(row.shippedAt).toBeInstanceOf(Date);
    }
  });

  describe('claims', () => {
    const signIn = async (email: string, userType: 'retailer' | 'wholesaler') => {
      const response = await login(ctx.app, email, userType, DEMO_PASSWORD);
      return { authorization: `Bearer ${(response.json() as { access: string }).access}` };
    };

    it("one open claim of the demo retailer waits for the demo wholesaler's answer", async () => {
      const listed = await ctx.app.inject({
        method: 'GET',
        url: `${apiPaths.claims}?status=open`,
        headers: await signIn('wholesaler@example.com', 'wholesaler'),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const { claims } = listed.json() as ClaimsResponse;
      expect(claims).toHaveLength(1);
      const [claim] = claims;
      expect(claim).toMatchObject({
        type: 'short',
        status: 'open',
        description: expect.stringContaining('missing'),
        items: [{ quantity: 2, accepted_quantity: null }],
        history: [{ status: 'open', by: 'retailer' }],
        amount_refunded: 0,
        credit_note: null,
      });
      const filedAt = Date.parse(claim!.created_at);
      expect(Date.parse(claim!.respond_by ?? '')).toBe(filedAt + 3 * DAY_MS);
      expect(filedAt).toBeLessThan(Date.now());
      expect(Date.parse(claim!.respond_by ?? '')).toBeGreaterThan(Date.now());

      const retailer = await signIn('retailer@example.com', 'retailer');
      const mine = await ctx.app.inject({ method: 'GET', url: apiPaths.claims, headers: retailer });
      expect((mine.json() as ClaimsResponse).claims.map((each) => each.id)).toEqual([claim!.id]);
      const order = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.orderDetails(claim!.order),
        headers: retailer,
      });
      const details = order.json() as OrderDetailsResponse;
      expect(details).toMatchObject({
        order_status: 'delivered',
        delivery_proof: 'seller',
        invoice: expect.any(Object),
      });
      expect(Date.parse(details.claim_window_ends_at ?? '')).toBeGreaterThan(filedAt);
    });

    it('the demo retailer has a delivered order with no claim yet, still inside its claim window', async () => {
      const retailer = await signIn('retailer@example.com', 'retailer');
      const claimed = (
        (await ctx.app.inject({ method: 'GET', url: apiPaths.claims, headers: retailer })).json() as ClaimsResponse
      ).claims.map((claim) => claim.order);
      const retailerOrders = await db()
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.retailerId))
        .where(eq(users.email, 'retailer@example.com'));
      const open: OrderDetailsResponse[] = [];
      for (const { id } of retailerOrders) {
        if (claimed.includes(id)) continue;
        const details = (
          await ctx.app.inject({ method: 'GET', url: apiPaths.orderDetails(id), headers: retailer })
        ).json() as OrderDetailsResponse;
        if (details.claim_window_ends_at && Date.parse(details.claim_window_ends_at) > Date.now()) open.push(details);
      }
      expect(open).toHaveLength(1);
      expect(open[0]).toMatchObject({
        order_status: 'delivered',
        delivery_proof: 'seller',
        wholesaler: { company_name: 'Shah Trading Company' },
        invoice: expect.any(Object),
      });
    });
  });

  it('creates the three demo accounts', async () => {
    const rows = await db().select({ email: users.email, userType: users.userType }).from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'retailer@example.com', userType: 'retailer' },
        { email: 'wholesaler@example.com', userType: 'wholesaler' },
        { email: 'admin@example.com', userType: 'admin' },
      ]),
    );
  });

  it('creates one category per product type and twelve brands with stored logos', async () => {
    const categoryRows = await db().select().from(categories).orderBy(asc(categories.id));
    expect(categoryRows.map(({ name, icon }) => ({ name, icon }))).toEqual(
      CATEGORIES.map(({ name, icon }) => ({ name, icon })),
    );
    const brandRows = await db().select().from(brands);
    expect(brandRows).toHaveLength(12);
    expect(brandRows.every((brand) => stored(brand.icon))).toBe(true);
  });

  it('creates three verified wholesalers with full profiles and logos', async () => {
    const rows = await db()
      .select({ email: users.email, status: users.verificationStatus, profile: wholesalerProfiles })
      .from(users)
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.email === 'wholesaler@example.com')?.profile.companyName).toBe(
      'Shah Trading Company',
    );
    for (const { status, profile } of rows) {
      expect(status).toBe('verified');
      expect(profile.gstNumber).toMatch(GSTIN_PATTERN);
      expect(profile.companyDescription.length).toBeGreaterThan(40);
      expect(profile.yearsInBusiness).toBeGreaterThan(0);
      expect(stored(profile.logo)).toBe(true);
    }
  });

  it('lists 150 products of the type of their category, at wholesale prices, with some low on stock', async () => {
    const rows = await db()
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows).toHaveLength(150);
    for (const { product, categoryName } of rows) {
      expect(CATEGORIES.find((category) => category.name === categoryName)?.productType).toBe(product.productType);
      expect(product.pricePaise).toBeGreaterThanOrEqual(4_900);
      expect(product.pricePaise).toBeLessThanOrEqual(4_500_000);
      expect(product.brandId).not.toBeNull();
      expect(product.description).toMatch(/^<p>.*<ul><li>/);
      expect(product.specifications).toMatch(/^<(table|ul)>/);
      expect(Date.now() - product.createdAt.getTime()).toBeLessThanOrEqual(90 * DAY_MS);
    }
    expect(new Set(rows.map(({ product }) => product.sku)).size).toBe(150);
    expect(new Set(rows.map(({ product }) => product.wholesalerId)).size).toBe(3);
    expect(rows.some(({ product }) => product.stock === 0)).toBe(true);
    expect(rows.filter(({ product }) => product.stock <= 10).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every product one to three pictures, exactly one of them main, stored on disk', async () => {
    const images = await db().select().from(productImages).orderBy(asc(productImages.position));
    const byProduct = new Map<number, typeof images>();
    for (const image of images) byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
    expect(byProduct.size).toBe(150);
    for (const pictures of byProduct.values()) {
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      expect(pictures.length).toBeLessThanOrEqual(3);
      expect(pictures.filter((picture) => picture.isMain)).toHaveLength(1);
      expect(pictures.map((picture) => picture.position)).toEqual(pictures.map((_, index) => index));
    }
    expect(images.every((image) => stored(image.path) && stored(image.thumbnailPath))).toBe(true);
  });

  it('reviews about 60% of the products and keeps their rating and review count in step', async () => {
    const totals = await db()
      .select({
        productId: reviews.productId,
        reviewCount: sql<number>`count(*)::int`,
        ratingCenti: sql<number>`round(avg(${reviews.rating}) * 100)::int`,
        reviewers: sql<number>`count(distinct ${reviews.userId})::int`,
      })
      .from(reviews)
      .groupBy(reviews.productId);
    expect(totals.length).toBeGreaterThanOrEqual(80);
    expect(totals.length).toBeLessThanOrEqual(100);
    const productRows = await db()
      .select({ id: products.id, ratingCenti: products.ratingCenti, reviewCount: products.reviewCount })
      .from(products);
    for (const product of productRows) {
      const total = totals.find((row) => row.productId === product.id);
      expect(product).toEqual({
        id: product.id,
        ratingCenti: total?.ratingCenti ?? 0,
        reviewCount: total?.reviewCount ?? 0,
      });
      if (total) expect(total.reviewers).toBe(total.reviewCount);
    }
  });

  it("sells a third or more of the products by minimum, case or slab, never the demo wholesaler's, whose minimum order stays 0", async () => {
    const rows = await db()
      .select({ product: products, email: users.email, minOrderValuePaise: wholesalerProfiles.minOrderValuePaise })
      .from(products)
      .innerJoin(users, eq(users.id, products.wholesalerId))
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, products.wholesalerId));
    const withTerms = rows.filter(
      ({ product }) => product.minOrderQuantity > 1 || product.orderMultiple > 1 || product.priceTiers.length > 0,
    );
    expect(withTerms.length * 3).toBeGreaterThanOrEqual(rows.length);
    expect(withTerms.filter((row) => row.email === 'wholesaler@example.com')).toEqual([]);
    for (const { product } of withTerms) {
      const problems = wholesaleTermsProblems(toWholesaleTerms(product), product.pricePaise / 100);
      expect(problems, product.name).toEqual({});
    }
    const demoSeller = rows.find((row) => row.email === 'wholesaler@example.com');
    expect(demoSeller?.minOrderValuePaise).toBe(0);
    expect(rows.some((row) => row.minOrderValuePaise > 0)).toBe(true);
    // Every wholesaler also sells something one unit at a time.
    const singleUnitSellers = new Set(
      rows
        .filter(({ product }) => product.minOrderQuantity === 1 && product.orderMultiple === 1)
        .map((row) => row.email),
    );
    expect(singleUnitSellers.size).toBe(3);
  });

  it('never seeds a database that already has accounts', async () => {
    const [before] = await db().select({ n: count() }).from(users);
    expect(await seedIfEmpty(db(), storage())).toEqual({ seeded: false });
    expect((await db().select({ n: count() }).from(users))[0]).toEqual(before);
    expect(await productCount()).toBe(150);
  });

  it('adds bulk products with unique skus across categories and wholesalers, and more on a second run', async () => {
    await seedBulkProducts(db(), 500);
    await seedBulkProducts(db(), 10);
    expect(await productCount()).toBe(660);
    const bulk = await db()
      .select({ sku: products.sku, categoryId: products.categoryId, wholesalerId: products.wholesalerId })
      .from(products)
      .where(sql`${products.sku} like 'BULK-%'`);
    expect(new Set(bulk.map((row) => row.sku))).toEqual(
      new Set(Array.from({ length: 510 }, (_, i) => `BULK-${i + 1}`)),
    );
    expect(new Set(bulk.map((row) => row.categoryId)).size).toBe(8);
    expect(new Set(bulk.map((row) => row.wholesalerId)).size).toBe(3);
  });
});
