import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { toPaise, type CatalogResponse, type ProductListFilters } from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { archiveProduct, createBrand, createCategory, createProduct, insertWholesaler } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

type Sort = ProductListFilters['sort'];
interface Wanted {
  q?: string;
  category?: number;
  brand?: number;
  min_price?: number;
  max_price?: number;
  sort: Sort;
  page: number;
  page_size: number;
}

const ORDERS: Record<Sort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.pricePaise), asc(products.id)],
  price_desc: [desc(products.pricePaise), desc(products.id)],
  name_asc: [asc(products.nameLower), asc(products.id)],
  name_desc: [desc(products.nameLower), desc(products.id)],
};

/**
 * The listing chooses its pages in each API process's memory; whatever was written, and however (through the
 * API or straight into the tables, as another process would), every page must be the one SQL picks.
 */
describe('listing pages in step with the database', () => {
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

  async function listed(wanted: Wanted) {
    const search = new URLSearchParams(
      Object.entries(wanted).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CatalogResponse;
    return { ids: body.products.map((product) => product.id), count: body.count };
  }

  async function selected(wanted: Wanted) {
    const { db } = ctx.database;
    const where = and(
      isNull(products.archivedAt),
      wanted.q ? sql`strpos(${products.nameLower}, ${wanted.q.toLowerCase()}) > 0` : undefined,
      wanted.category === undefined ? undefined : eq(products.categoryId, wanted.category),
      wanted.brand === undefined ? undefined : eq(products.brandId, wanted.brand),
      wanted.min_price === undefined ? undefined : gte(products.pricePaise, toPaise(wanted.min_price)),
      wanted.max_price === undefined ? undefined : lte(products.pricePaise, toPaise(wanted.max_price)),
    );
    const [page, [total]] = await Promise.all([
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...ORDERS[wanted.sort])
        .limit(wanted.page_size)
        .offset((wanted.page - 1) * wanted.page_size),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(where),
    ]);
    return { ids: page.map(({ id }) => id), count: total!.count };
  }

  const queries = (): Wanted[] => {
    const sorts: Sort[] = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];
    const filters: Array<Omit<Wanted, 'sort' | 'page' | 'page_size'>> = [
      {},
      { category: kitchen },
      { category: toys, brand: acme },
      { brand: zenith },
      { q: 'kettle' },
      { q: 'KET' },
      { q: 'e' },
      { q: 'set 1' },
      { q: '50%' },
      { q: 'block', category: toys, min_price: 10, max_price: 10.2 },
      { min_price: 5, max_price: 50 },
    ];
    return filters.flatMap((filter, at) =>
      sorts.map((sort, turn) => ({ ...filter, sort, page: 1 + ((at + turn) % 3), page_size: 4 })),
    );
  };

  async function expectSameAsSql() {
    for (const wanted of queries()) {
      expect(await listed(wanted), JSON.stringify(wanted)).toEqual(await selected(wanted));
    }
  }

  const add = (name: string, categoryId: number | null, brandId: number | null, price = 100, archived = false) =>
    createProduct(ctx.database.db, { wholesalerId: seller, name, categoryId, brandId, price, archived });

  it('follows new, renamed, repriced, archived, moved, restored and deleted products', async () => {
    const { db } = ctx.database;
    const kettle = await add('Kettle', kitchen, acme, 40);
    await add('Toaster', kitchen, zenith, 25);
    await add('Spinning top', toys, null, 8);
    await add('Loose item 50% off', null, acme);
    await add('Old stock kettle', kitchen, acme, 30, true);
    await expectSameAsSql();
    expect(await listed({ category: kitchen, sort: 'newest', page: 1, page_size: 24 })).toMatchObject({ count: 2 });

    await archiveProduct(db, kettle.id);
    await expectSameAsSql();
    expect(await listed({ q: 'kettle', sort: 'newest', page: 1, page_size: 24 })).toEqual({ ids: [], count: 0 });

    await db
      .update(products)
      .set({ archivedAt: null, categoryId: toys, brandId: zenith, name: 'Electric kettle', pricePaise: 4_500 })
      .where(eq(products.id, kettle.id));
    await expectSameAsSql();
    expect(await listed({ category: toys, brand: zenith, sort: 'newest', page: 1, page_size: 24 })).toEqual({
      ids: [kettle.id],
      count: 1,
    });

    await db.update(products).set({ name: 'Aaa first kettle' }).where(eq(products.id, kettle.id));
    expect((await listed({ sort: 'name_asc', page: 1, page_size: 1 })).ids).toEqual([kettle.id]);

    await db.delete(products).where(eq(products.id, kettle.id));
    await expectSameAsSql();
  });

  it('follows many products written in one statement, and stock and price changes', async () => {
    const { db } = ctx.database;
    const before = await listed({ category: toys, sort: 'newest', page: 1, page_size: 24 });
    const blocks = await db
      .insert(products)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          wholesalerId: seller,
          name: `Block set ${index}`,
          pricePaise: 1_000 + index,
          stock: 5,
          categoryId: toys,
          brandId: index % 2 === 0 ? acme : null,
          productType: 'other' as const,
        })),
      )
      .returning({ id: products.id });
    expect((await listed({ category: toys, sort: 'newest', page: 1, page_size: 24 })).count).toBe(before.count + 30);
    await db.update(products).set({ stock: sql`${products.stock} + 1`, pricePaise: sql`${products.pricePaise} + 7` });
    await expectSameAsSql();
    await db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(
        inArray(
          products.id,
          blocks.filter((_, index) => index % 3 === 0).map(({ id }) => id),
        ),
      );
    await expectSameAsSql();
  });

  it('gives pages asked for at the same moment, which share one read of their rows, each its own products', async () => {
    const { db } = ctx.database;
    const together = () => Promise.all(queries().map((wanted) => listed(wanted)));
    const bySql = () => Promise.all(queries().map((wanted) => selected(wanted)));
    expect(await together()).toEqual(await bySql());
    await db
      .update(products)
      .set({ pricePaise: sql`${products.pricePaise} + 3` })
      .where(eq(products.categoryId, kitchen));
    expect(await together()).toEqual(await bySql());
  });

  it('reads the whole listing again after more changes than it places one by one', async () => {
    const { db } = ctx.database;
    await listed({ sort: 'newest', page: 1, page_size: 4 });
    await db.insert(products).values(
      Array.from({ length: 2_100 }, (_, index) => ({
        wholesalerId: seller,
        name: `Kettle spare ${index}`,
        pricePaise: 500 + (index % 90),
        stock: 1,
        categoryId: index % 2 === 0 ? kitchen : toys,
        brandId: index % 5 === 0 ? zenith : null,
        productType: 'other' as const,
      })),
    );
    await expectSameAsSql();
  });
});
