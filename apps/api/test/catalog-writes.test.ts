import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import {
  brands,
  cartItems,
  catalogWrites,
  categories,
  productImages,
  products,
  users,
  wholesalerProfiles,
} from '../src/db/schema.js';
import { catalogChangedSince, pruneCatalogWrites } from '../src/modules/catalog/catalog-generations.js';
import { createListedProduct, createProduct, insertRetailer } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

/**
 * Every transaction that writes what a product answer is made of leaves a note, so that a snapshot tells
 * whether kept answers can still be sent without reading their versions (catalog-generations.ts).
 */
describe('notes of catalogue writes', () => {
  let db: Database;
  let shelf: Awaited<ReturnType<typeof createListedProduct>>;

  beforeAll(async () => {
    db = ctx.database.db;
    shelf = await createListedProduct(db);
  });

  async function snapshot(): Promise<string> {
    const result = await db.execute(sql`select pg_current_snapshot()::text as snapshot`);
    return (result as unknown as { rows: [{ snapshot: string }] }).rows[0].snapshot;
  }

  const countRows = async () => (await db.select({ writtenBy: catalogWrites.writtenBy }).from(catalogWrites)).length;

  async function changedSince(seen: string): Promise<boolean> {
    const result = await db.execute(sql`select ${catalogChangedSince(seen)} as changed`);
    return (result as unknown as { rows: [{ changed: boolean }] }).rows[0].changed;
  }

  const writes: Array<[string, () => Promise<unknown>]> = [
    [
      'a product inserted',
      () => createProduct(db, { wholesalerId: shelf.sellerId, name: 'Tumbler', price: 80, stock: 5 }),
    ],
    ["a product's stock", () => db.update(products).set({ stock: 29 }).where(eq(products.id, shelf.productId))],
    [
      'a picture added',
      () =>
        db
          .insert(productImages)
          .values({ productId: shelf.productId, path: 'products/a.jpg', thumbnailPath: 'products/a-t.jpg' }),
    ],
    ['a picture removed', () => db.delete(productImages).where(eq(productImages.productId, shelf.productId))],
    [
      "a category's name",
      () => db.update(categories).set({ name: 'Kitchenware' }).where(eq(categories.id, shelf.categoryId)),
    ],
    ["a brand's icon", () => db.update(brands).set({ icon: 'brands/acme.png' }).where(eq(brands.id, shelf.brandId))],
    [
      "a seller's verification",
      () => db.update(users).set({ verificationStatus: 'pending' }).where(eq(users.id, shelf.sellerId)),
    ],
    [
      "a seller's company name",
      () =>
        db
          .update(wholesalerProfiles)
          .set({ companyName: 'Acme Traders' })
          .where(eq(wholesalerProfiles.userId, shelf.sellerId)),
    ],
    ['a product deleted', () => db.delete(products).where(eq(products.name, 'Tumbler'))],
  ];

  it('is found after each write to a product, its pictures, category, brand or seller, and not before', async () => {
    for (const [what, write] of writes) {
      const seen = await snapshot();
      expect(await changedSince(seen), `before ${what}`).toBe(false);
      await write();
      expect(await changedSince(seen), what).toBe(true);
    }
  });

  it('is not left by reads, by writes to anything else, or by a write that was rolled back', async () => {
    const retailerId = (await insertRetailer(db)).id;
    const seen = await snapshot();
    await db.select().from(products).where(eq(products.id, shelf.productId));
    await db.insert(cartItems).values({ userId: retailerId, productId: shelf.productId, quantity: 1 });
    await db
      .transaction(async (tx) => {
        await tx.update(products).set({ stock: 1 }).where(eq(products.id, shelf.productId));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await changedSince(seen)).toBe(false);
  });

  it('is one row a transaction, however many statements it ran', async () => {
    const before = await countRows();
    await db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 20 }).where(eq(products.id, shelf.productId));
      await tx.update(products).set({ sales: 3 }).where(eq(products.id, shelf.productId));
      await tx.update(brands).set({ name: 'Acme Co' }).where(eq(brands.id, shelf.brandId));
    });
    expect(await countRows()).toBe(before + 1);
  });

  it('is pruned an hour after a pass first found it committed', async () => {
    await pruneCatalogWrites(db);
    const marked = await countRows();
    await db.update(catalogWrites).set({ seenCommittedAt: sql`now() - interval '59 minutes'` });
    await db.update(products).set({ stock: 21 }).where(eq(products.id, shelf.productId));
    await pruneCatalogWrites(db);
    expect(await countRows()).toBe(marked + 1);

    await db
      .update(catalogWrites)
      .set({ seenCommittedAt: sql`now() - interval '61 minutes'` })
      .where(sql`${catalogWrites.seenCommittedAt} < now() - interval '30 minutes'`);
    await db.update(products).set({ stock: 22 }).where(eq(products.id, shelf.productId));
    await pruneCatalogWrites(db);
    const left = await db.select().from(catalogWrites);
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.seenCommittedAt !== null)).toBe(true);
  });

  // Two connections at once, which PGlite does not have.
  it.skipIf(!process.env.DATABASE_URL)(
    'is found for a transaction still open when the snapshot was taken, and kept an hour from its commit',
    async () => {
      const other = new pg.Client({ connectionString: ctx.config.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update products set stock = 9 where id = $1', [shelf.productId]);
        const seen = await snapshot();
        await pruneCatalogWrites(db);
        expect(await changedSince(seen)).toBe(false);
        await other.query('commit');
        expect(await changedSince(seen)).toBe(true);

        // Its transaction began before the notes already seen, and is kept after they are pruned.
        await db
          .update(catalogWrites)
          .set({ seenCommittedAt: sql`now() - interval '2 hours'` })
          .where(sql`${catalogWrites.seenCommittedAt} is not null`);
        await pruneCatalogWrites(db);
        expect(await changedSince(seen)).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
