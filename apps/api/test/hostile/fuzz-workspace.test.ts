import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductRequest, dashboardQuery, editProductRequest } from '@marketplace/contract';
import { insertProduct } from '../order-fixtures.js';
import { GIF_PICTURE, pngPicture } from '../workspace-fixtures.js';
import {
  authOf,
  changedParts,
  databaseState,
  fuzzIt,
  type FuzzState,
  prepareFuzzState,
  printFuzzSummary,
  schemaKeys,
  schemaShapedObject,
  useHostileApp,
} from './hostile-fixtures.js';

/** The wholesaler's workspace (dashboard and inventory) under fuzzed input; see hostile-fixtures.ts. */
describe('dashboard and inventory endpoints under fuzzed input', () => {
  const ctx = useHostileApp();
  const state = {} as FuzzState;
  const spareProducts: number[] = [];
  let picture = '';
  let cutPicture = '';

  beforeAll(async () => {
    await prepareFuzzState(ctx, state);
    for (const owner of [state.world.actors.wholesalerA, state.world.actors.wholesalerB])
      for (let index = 0; index < 3; index += 1)
        spareProducts.push((await insertProduct(ctx.database.db, { wholesalerId: owner.id!, stock: 5 })).id);
    const png = await pngPicture();
    picture = png.toString('base64');
    cutPicture = png.subarray(0, Math.floor(png.length / 2)).toString('base64');
  }, 300_000);

  printFuzzSummary();

  fuzzIt(ctx, state, 'GET /api/wholesaler/dashboard/', () => ({
    method: 'GET',
    path: '/api/wholesaler/dashboard/',
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
    query: { keys: schemaKeys(dashboardQuery), valid: { period: 'thisYear' } },
  }));

  fuzzIt(ctx, state, 'GET /api/inventory/', () => ({
    method: 'GET',
    path: '/api/inventory/',
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
  }));

  /** Image lists: good, bad, cut off, not base64, not a picture, in a format not taken, too many. */
  const images = () =>
    fc.oneof(
      fc.constant([]),
      fc.constant([{ image: `data:image/png;base64,${picture}`, is_main: true }]),
      fc.constantFrom(
        [{ image: cutPicture }],
        [{ image: GIF_PICTURE.toString('base64') }],
        [{ image: '!!!not base64!!!' }],
        [{ image: 'data:image/png;base64,' }],
        [{ image: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }],
        [{ image: 'A' }],
        [{ image: 'AAAA' }],
        [{ image: picture, is_main: 'yes' }],
        Array.from({ length: 9 }, () => ({ image: picture })),
      ),
      fc
        .uint8Array({ minLength: 1, maxLength: 3_000 })
        .map((bytes) => [{ image: Buffer.from(bytes).toString('base64'), is_main: false }]),
      fc.array(schemaShapedObject(['image', 'is_main']), { maxLength: 3 }),
    );

  const productBody = () => ({
    name: 'Fuzzed basmati rice 5 kg',
    description: '<p>Long grain <script>alert(1)</script></p>',
    specifications: '<ul><li>5 kg</li></ul>',
    category: state.world.categoryId,
    brand: state.world.brandId,
    product_type: 'other',
    price: 450.5,
    stock: 20,
    sku: 'FUZZ-RICE-5',
  });

  fuzzIt(ctx, state, 'POST /api/inventory/create/', () => ({
    method: 'POST',
    path: '/api/inventory/create/',
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
    json: {
      keys: schemaKeys(createProductRequest),
      valid: fc.oneof(
        fc.constant(productBody() as Record<string, unknown>),
        images().map((list) => ({ ...productBody(), images: list })),
      ),
    },
  }));

  fuzzIt(ctx, state, 'PUT /api/inventory/:id/edit/', () => ({
    method: 'PUT',
    path: '/api/inventory/:id/edit/',
    realParams: [state.world.products.A.id, state.world.products.B.id, ...spareProducts],
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
    json: {
      keys: schemaKeys(editProductRequest),
      valid: fc.oneof(
        fc.constantFrom<Record<string, unknown>>({ price: 100 }, { name: 'Renamed', stock: 30 }, {}),
        images().map((list) => ({ images: list })),
      ),
    },
  }));

  // Found by the create property: a positive price below half a paisa passes the schema (positive, "two decimals"
  // after rounding) and is stored as 0 paise, which the products_price_positive check refuses: a 500.
  for (const [action, method, body] of [
    ['create', 'POST', { name: 'Dust', price: 1e-9, stock: 1 }],
    ['create', 'POST', { name: 'Dust', price: Number.MIN_VALUE, stock: 1 }],
    ['edit', 'PUT', { price: 4e-9 }],
  ] as const)
    it(`${action} refuses a price of ${body.price} rupees (0 paise once rounded) with a 400, changing nothing`, async () => {
      const before = await databaseState(ctx);
      const response = await ctx.app.inject({
        method,
        url: action === 'create' ? '/api/inventory/create/' : `/api/inventory/${state.world.products.A.id}/edit/`,
        headers: state.world.actors.wholesalerA.auth,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', detail: expect.any(String) });
      expect(changedParts(before, await databaseState(ctx))).toEqual([]);
    });

  it('a product the database refuses leaves no image files behind (create and edit)', async () => {
    const before = await databaseState(ctx);
    const images = [{ image: picture, is_main: true }];
    for (const [method, url, body] of [
      ['POST', '/api/inventory/create/', { name: 'Rice\u0000', price: 10, stock: 1, images }],
      ['PUT', `/api/inventory/${state.world.products.A.id}/edit/`, { sku: 'x\u0000', images }],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: state.world.actors.wholesalerA.auth,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(changedParts(before, await databaseState(ctx))).toEqual([]);
  });

  fuzzIt(ctx, state, 'DELETE /api/inventory/:id/delete/', () => ({
    method: 'DELETE',
    path: '/api/inventory/:id/delete/',
    realParams: [...spareProducts, state.world.products.A.id],
    as: authOf(state.world, 'wholesalerA', 'wholesalerB'),
  }));
});
