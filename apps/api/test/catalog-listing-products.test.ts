import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  homeDataResponse,
  type CatalogResponse,
  type HomeDataResponse,
  type Product,
  type ProductDetailResponse,
} from '@marketplace/contract';
import type { Database } from '../src/db/client.js';
import { brands, categories, productImages, products, wholesalerProfiles } from '../src/db/schema.js';
import { createCategory, createListedProduct, createProduct } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const ctx = useTestApp();

/**
 * A listing page's products are read afresh, with their pictures, seller, category and brand, whatever changed and
 * however: here straight into the tables, as another API process would, so nothing is announced. With the answer
 * cache off (the tests' default), the listing must show each product exactly as its own page does.
 */
describe('products on a listing page as the database holds them', () => {
  let db: Database;
  let productId = 0;
  let sellerId = 0;
  let categoryId = 0;
  let brandId = 0;

  beforeAll(async () => {
    db = ctx.database.db;
    ({ sellerId, categoryId, brandId, productId } = await createListedProduct(db));
  });

  async function listedProduct() {
    const response = await ctx.app.inject({ method: 'GET', url: `${apiPaths.products}?q=ladle` });
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json() as CatalogResponse).products;
    expect(listed.map((product) => product.id)).toEqual([productId]);
    return listed[0]!;
  }

  async function productPage() {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.product(productId) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductDetailResponse).products;
  }

  const changes: Array<[string, () => Promise<unknown>]> = [
    ['its stock', () => db.update(products).set({ stock: 7 }).where(eq(products.id, productId))],
    [
      'its description',
      () => db.update(products).set({ description: '<p>Short.</p>' }).where(eq(products.id, productId)),
    ],
    [
      'a picture added',
      () =>
        db.insert(productImages).values({
          productId,
          path: 'products/ladle-2.jpg',
          thumbnailPath: 'products/ladle-2-thumb.jpg',
          position: 1,
        }),
    ],
    [
      'a picture changed',
      () =>
        db
          .update(productImages)
          .set({ path: 'products/ladle-3.jpg' })
          .where(eq(productImages.path, 'products/ladle-2.jpg')),
    ],
    ['a picture removed', () => db.delete(productImages).where(eq(productImages.path, 'products/ladle-3.jpg'))],
    [
      "the seller's company name",
      () =>
        db
          .update(wholesalerProfiles)
          .set({ companyName: 'Sharma & Sons' })
          .where(eq(wholesalerProfiles.userId, sellerId)),
    ],
    [
      "the category's name",
      () => db.update(categories).set({ name: 'Kitchenware' }).where(eq(categories.id, categoryId)),
    ],
    [
      "the category's regulation",
      () => db.update(categories).set({ regulation: 'drug' }).where(eq(categories.id, categoryId)),
    ],
    ["the brand's icon", () => db.update(brands).set({ icon: 'brands/acme.png' }).where(eq(brands.id, brandId))],
    ['its brand removed', () => db.update(products).set({ brandId: null }).where(eq(products.id, productId))],
  ];

  it('sends listings byte for byte as JSON.stringify writes them, read whole or from kept products', async () => {
    await createProduct(db, { wholesalerId: sellerId, name: 'Steel Tumbler', price: 80, stock: 5, categoryId });
    const urls = [
      `${apiPaths.products}?q=ladle`,
      `${apiPaths.products}?sort=price_desc&page_size=100`,
      `${apiPaths.products}?category=Nothing+Such`,
      `${apiPaths.products}?page=50`,
    ];
    for (const round of [1, 2]) {
      for (const url of urls) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}, round ${round}`).toBe(200);
        expect(response.body, `${url}, round ${round}`).toBe(JSON.stringify(response.json()));
      }
    }
  });

  it('sends a page of kept, changed and new products complete and in order', async () => {
    const hardwareId = (await createCategory(db, 'Hardware')).id;
    const hinge = (name: string) =>
      createProduct(db, { wholesalerId: sellerId, name, price: 40, stock: 9, categoryId: hardwareId });
    const kept = [await hinge('Hinge A'), await hinge('Hinge B'), await hinge('Hinge C')];
    const url = `${apiPaths.products}?q=hinge&sort=name_asc`;
    const page = async () => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(JSON.stringify(response.json()));
      return (response.json() as CatalogResponse).products;
    };
    expect((await page()).map((product) => product.id)).toEqual(kept.map((product) => product.id));

    // The index learns of 'Hinge D' from a page without it; then one page has kept, changed and new products.
    const added = await hinge('Hinge D');
    const first = await ctx.app.inject({ method: 'GET', url: `${url}&page_size=1` });
    expect((first.json() as CatalogResponse).products.map((product) => product.id)).toEqual([kept[0]!.id]);
    await db.update(products).set({ stock: 2 }).where(eq(products.id, kept[1]!.id));
    const listed = await page();
    expect(listed.map((product) => product.id)).toEqual([...kept, added].map((product) => product.id));
    for (const product of listed) {
      const detail = await ctx.app.inject({ method: 'GET', url: apiPaths.product(product.id) });
      expect(product).toEqual((detail.json() as ProductDetailResponse).products);
    }
    expect(listed[1]!.stock).toBe(2);
  });

  it('shows each change at once, as the product page does', async () => {
    expect(await listedProduct()).toEqual(await productPage());
    for (const [what, change] of changes) {
      const before = await listedProduct();
      await change();
      const after = await listedProduct();
      expect(after, what).not.toEqual(before);
      expect(after, what).toEqual(await productPage());
    }
  });

  // The landing page's products are the listing's JSON of them, kept as the listing keeps it.
  it("shows the landing page's products as their own pages do, kept or changed", async () => {
    const home = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: apiPaths.homeData });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as HomeDataResponse;
      homeDataResponse.strict().parse(answer);
      expect(Object.keys(answer)).toEqual(Object.keys(homeDataResponse.shape));
      expect(response.body).toBe(JSON.stringify(answer));
      return answer;
    };
    const expectAsOnItsPage = async (product: Product) => {
      const detail = await ctx.app.inject({ method: 'GET', url: apiPaths.product(product.id) });
      expect(product).toEqual((detail.json() as ProductDetailResponse).products);
    };
    for (const name of ['Brass Diya', 'Clay Lamp']) {
      await createProduct(db, { wholesalerId: sellerId, name, price: 60, stock: 12, categoryId });
    }
    const first = await home();
    expect(first.deal_of_the_day).not.toBeNull();
    expect(first.top_rated_products.length).toBeGreaterThan(1);
    for (const product of [first.deal_of_the_day!, ...first.top_rated_products]) await expectAsOnItsPage(product);

    const [top] = first.top_rated_products;
    await db
      .update(products)
      .set({ stock: top!.stock + 5 })
      .where(eq(products.id, top!.id));
    const changed = (await home()).top_rated_products.find((product) => product.id === top!.id);
    expect(changed?.stock).toBe(top!.stock + 5);
    await expectAsOnItsPage(changed!);
  });
});
