import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogResponse } from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { archiveProduct, createBrand, createCategory, createProduct, insertWholesaler } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

/** The listing's count without text or price filters comes from counts kept by triggers; they must match a real count. */
describe('listing counts kept by the database', () => {
  let seller = 0;
  let kitchen = 0;
  let toys = 0;
  let acme = 0;
  let zenith = 0;

  beforeAll(async () => {
    const { db } = ctx.database;
    seller = (await insertWholesaler(db)).id;
    kitchen = (await createCategory(db, 'Kitchen')).id;
    toys = (await createCategory(db, 'Toys')).id;
    acme = (await createBrand(db, 'Acme')).id;
    zenith = (await createBrand(db, 'Zenith')).id;
  });

  async function listedCount(query: Record<string, number | string>) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CatalogResponse).count;
  }

  async function actualCount(categoryId?: number, brandId?: number) {
    const [row] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          isNull(products.archivedAt),
          categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
          brandId === undefined ? undefined : eq(products.brandId, brandId),
        ),
      );
    return row!.count;
  }

  async function expectCountsExact() {
    expect(await listedCount({})).toBe(await actualCount());
    for (const categoryId of [kitchen, toys]) {
      expect(await listedCount({ category: categoryId })).toBe(await actualCount(categoryId));
      for (const brandId of [acme, zenith]) {
        expect(await listedCount({ brand: brandId })).toBe(await actualCount(undefined, brandId));
        expect(await listedCount({ category: categoryId, brand: brandId })).toBe(
          await actualCount(categoryId, brandId),
        );
      }
    }
  }

  const add = (name: string, categoryId: number | null, brandId: number | null, archived = false) =>
    createProduct(ctx.database.db, { wholesalerId: seller, name, categoryId, brandId, archived });

  it('follows new, archived, moved, restored and deleted products', async () => {
    const { db } = ctx.database;
    const kettle = await add('Kettle', kitchen, acme);
    await add('Toaster', kitchen, zenith);
    await add('Spinning top', toys, null);
    await add('Loose item', null, acme);
    await add('Old stock', kitchen, acme, true);
    await expectCountsExact();
    expect(await listedCount({ category: kitchen })).toBe(2);

    await archiveProduct(db, kettle.id);
    await expectCountsExact();
    expect(await listedCount({ category: kitchen, brand: acme })).toBe(0);

    await db
      .update(products)
      .set({ archivedAt: null, categoryId: toys, brandId: zenith })
      .where(eq(products.id, kettle.id));
    await expectCountsExact();
    expect(await listedCount({ category: toys, brand: zenith })).toBe(1);

    await db.delete(products).where(eq(products.id, kettle.id));
    await expectCountsExact();
  });

  it('counts many products written in one statement, and ignores stock and price changes', async () => {
    const { db } = ctx.database;
    const before = await listedCount({ category: toys });
    await db.insert(products).values(
      Array.from({ length: 30 }, (_, index) => ({
        wholesalerId: seller,
        name: `Block set ${index}`,
        pricePaise: 1_000 + index,
        stock: 5,
        categoryId: toys,
        brandId: index % 2 === 0 ? acme : null,
        productType: 'other' as const,
      })),
    );
    expect(await listedCount({ category: toys })).toBe(before + 30);
    await db.update(products).set({ stock: sql`${products.stock} + 1`, pricePaise: sql`${products.pricePaise} + 1` });
    await expectCountsExact();
  });

  it('answers the same count as a text or price filter that matches the same products', async () => {
    const everything = await listedCount({});
    expect(await listedCount({ min_price: 0 })).toBe(everything);
    expect(await listedCount({ category: toys, brand: acme, q: '' })).toBe(await actualCount(toys, acme));
  });
});
