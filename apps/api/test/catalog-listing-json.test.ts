import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, eq } from 'drizzle-orm';
import { apiPaths, type CatalogResponse } from '@marketplace/contract';
import { categories, products } from '../src/db/schema.js';
import { RICH_TEXT_RULES_VERSION } from '../src/content/rich-text.js';
import { createDiskStorage } from '../src/media/storage.js';
import { toProductResponse } from '../src/modules/catalog/product-mapper.js';
import { selectProducts } from '../src/modules/catalog/product-query.js';
import { createBrand, createCategory, createProduct, insertWholesaler, storeRawRichText } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

/**
 * A listing's products are written into JSON by the database; a product's own page is mapped and serialised by
 * the API. Both must give the same bytes, for every kind of value a product holds.
 */
describe("a listing product's JSON, written by the database", () => {
  const ids: number[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    const seller = await insertWholesaler(db, { companyName: 'Gupta "Best" Traders \\ Sons' });
    // A seller that is not verified sells nothing, so every listed product's seller is verified
    // (seller-not-selling.test.ts).
    const newcomer = await insertWholesaler(db, { companyName: 'नया व्यापार' });
    const medicines = await createCategory(db, 'Medicines');
    await db.update(categories).set({ regulation: 'drug' }).where(eq(categories.id, medicines.id));
    const plain = await createCategory(db, 'Plain');
    const iconBrand = await createBrand(db, 'Iconic', 'brands/iconic.png');
    const bareBrand = await createBrand(db, 'Bare');
    const made = [
      await createProduct(db, {
        wholesalerId: seller.id,
        name: 'Zari "Gold" \\ thread\ttab\u0001\u001f ✓ 😀 धागा',
        price: 19.99,
        stock: 0,
        sales: 12,
        description: '<p>Line one</p>\n<p>Quote " and \\ and \u007f</p>',
        specifications: '<ul><li>Size: 2&quot;</li></ul>',
        categoryId: plain.id,
        brandId: iconBrand.id,
        sku: 'ZR-01',
        rating: 4.37,
        reviewCount: 3,
        images: [{ path: 'products/b.jpg' }, { path: 'products/a.jpg', isMain: true }, { path: 'products/c.png' }],
      }),
      await createProduct(db, {
        wholesalerId: newcomer.id,
        name: 'Paracetamol 500',
        price: 0.05,
        categoryId: medicines.id,
        brandId: bareBrand.id,
        productType: 'medicine',
      }),
      await createProduct(db, { wholesalerId: seller.id, name: 'Loose nails', price: 1 }),
      await createProduct(db, { wholesalerId: seller.id, name: 'Costly crate', price: 21_474_836.47, stock: 2 }),
    ];
    ids.push(...made.map((product) => product.id));
    await db.update(products).set({ richTextRules: RICH_TEXT_RULES_VERSION }).where(inArray(products.id, ids));
    await db
      .update(products)
      .set({
        minOrderQuantity: 12,
        orderMultiple: 6,
        maxOrderQuantity: 600,
        packLabel: 'Box of 6',
        priceTiers: [
          { min_quantity: 60, price_paise: 1950 },
          { min_quantity: 120, price_paise: 1900 },
          { min_quantity: 600, price_paise: 1805 },
        ],
      })
      .where(eq(products.id, ids[0]!));
    await db.update(products).set({ drugSchedule: 'H' }).where(eq(products.id, ids[1]!));
    // Text stored by an old import, under no rules: cleaned on its way out, as the product page cleans it.
    await storeRawRichText(db, ids[2]!, {
      description: '<p onclick="x()">Sharp<script>alert(1)</script></p>',
      specifications: '<a href="javascript:alert(1)">Spec</a>',
    });
    await db.update(products).set({ richTextRules: 0 }).where(eq(products.id, ids[2]!));
  });

  it('writes each product as the product mapper writes it, byte for byte', async () => {
    const storage = createDiskStorage(ctx.config.media.dir, ctx.config.media.baseUrl);
    const rows = await selectProducts(ctx.database.db).where(inArray(products.id, ids));
    const expected = new Map(rows.map((row) => [row.product.id, JSON.stringify(toProductResponse(row, storage))]));
    expect(expected.size).toBe(ids.length);

    for (const round of ['read', 'kept']) {
      const response = await ctx.app.inject({ method: 'GET', url: `${apiPaths.products}?page_size=100` });
      expect(response.statusCode, response.body).toBe(200);
      const listed = (response.json() as CatalogResponse).products.map((product) => product.id);
      expect(
        [...listed].sort((a, b) => a - b),
        round,
      ).toEqual(ids);
      const products = listed.map((id) => expected.get(id)).join(',');
      expect(response.body.slice(0, products.length + 15), round).toBe(`{"products":[${products}],`);
      expect(response.body, round).toContain('"description":"<p>Sharp</p>"');
    }
  });
});
