import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';
import { seedBrands } from './brands.js';
import { CATEGORIES } from './categories.js';
import { planDemoProducts } from './demo-products.js';
import { storeDemoProductImages } from './product-images.js';
import { seedReviewers } from './reviewers.js';
import { seedReviews } from './reviews.js';
import { seededRandom } from './seeded-random.js';
import { seedWholesalers } from './wholesalers.js';

/** Any fixed number: the same seed gives the same catalogue on every machine. */
const CATALOGUE_SEED = 20_240_601;

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seeded row not found: ${String(key)}`);
  return value;
}

/**
 * Categories, brands, three verified wholesalers, 150 products with pictures, and reviews from
 * eight more retailers. Pictures are drawn on the machine, so seeding needs no network.
 */
export async function seedDemoCatalog(
  db: Database,
  storage: MediaStorage,
  { wholesalerId }: { wholesalerId: number },
): Promise<void> {
  const rng = seededRandom(CATALOGUE_SEED);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map(({ name, icon, hsnCode, gstRate, regulation }) => ({
          name,
          icon,
          hsnCode,
          gstRate,
          regulation,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const idByName = new Map(categoryRows.map((row) => [row.name, row.id]));
    const categoryIds = new Map(CATEGORIES.map((category) => [category.productType, lookup(idByName, category.name)]));
    const brands = await seedBrands(tx, storage);
    const wholesalers = await seedWholesalers(tx, storage, { demoWholesalerId: wholesalerId, passwordHash });
    const planned = planDemoProducts(rng, { categoryIds, brands, wholesalers }, now);
    const inserted = await tx
      .insert(products)
      .values(planned.map((product) => product.row))
      .returning({ id: products.id, sku: products.sku, createdAt: products.createdAt });
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const imageRows = await storeDemoProductImages(
      storage,
      planned.map(({ row, imageCount, firstPalette }) => ({
        productId: lookup(idBySku, row.sku),
        productType: row.productType,
        count: imageCount,
        firstPalette,
      })),
    );
    await tx.insert(productImages).values(imageRows);
    const reviewerIds = await seedReviewers(tx, passwordHash);
    await seedReviews(tx, rng, { products: inserted, reviewerIds, now });
  });
}
