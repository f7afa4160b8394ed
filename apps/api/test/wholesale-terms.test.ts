import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type CatalogResponse,
  type InventoryResponse,
  type Product,
  type ProductDetailResponse,
  type PublicWholesalerProfileResponse,
  wholesaleTermsMessages as m,
} from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { type Account, multipartForm, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { useOrderMarketplace } from './order-fixtures.js';
import {
  addedToCart,
  addToCart,
  cartOf,
  DEFAULT_TERMS,
  emptyCart,
  expectRefusal,
  type Terms,
} from './wholesale-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();

let nameCounter = 0;
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${++nameCounter}`;

const termsOf = (product: Terms) => ({
  min_order_quantity: product.min_order_quantity,
  order_multiple: product.order_multiple,
  max_order_quantity: product.max_order_quantity,
  pack_label: product.pack_label,
  price_tiers: product.price_tiers,
});

const createRequest = (account: Account, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.inventoryCreate, headers: account.auth, payload });

const editRequest = (account: Account, id: number, payload: Record<string, unknown>, method: 'PUT' | 'PATCH' = 'PUT') =>
  ctx.app.inject({ method, url: apiPaths.inventoryEdit(id), headers: account.auth, payload });

async function createProduct(account: Account, payload: Record<string, unknown>): Promise<Product> {
  const response = await createRequest(account, { stock: 1000, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

/** The biscuits, saved through the API with their slabs sent out of order. */
const biscuitForm = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Glucose biscuits 100 g'),
  price: 110,
  stock: 1000,
  min_order_quantity: 48,
  order_multiple: 24,
  pack_label: 'Carton of 24',
  price_tiers: [
    { min_quantity: 144, price: 95 },
    { min_quantity: 72, price: 100 },
  ],
  ...overrides,
});

async function publicProduct(id: number): Promise<Product> {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.product(id) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProductDetailResponse).products;
}

async function listedProduct(product: Product): Promise<Product | undefined> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: apiPaths.products,
    query: { q: product.name, page_size: '50' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CatalogResponse).products.find((item) => item.id === product.id);
}

async function inventoryProduct(account: Account, id: number): Promise<Product | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.inventory, headers: account.auth });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as InventoryResponse).products.find((item) => item.id === id);
}

async function storedTerms(id: number) {
  const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} not found`);
  return {
    pricePaise: row.pricePaise,
    minOrderQuantity: row.minOrderQuantity,
    orderMultiple: row.orderMultiple,
    maxOrderQuantity: row.maxOrderQuantity,
    packLabel: row.packLabel,
    priceTiers: row.priceTiers,
  };
}

const productCount = async () => (await ctx.database.db.select({ id: products.id }).from(products)).length;

describe('saving a product with wholesale terms', () => {
  it('stores the terms and answers them from create, the product page, the catalogue and the inventory, slabs sorted', async () => {
    const form = biscuitForm({ max_order_quantity: 960 });
    const created = await createProduct(accounts.wholesaler, form);
    const expected = {
      min_order_quantity: 48,
      order_multiple: 24,
      max_order_quantity: 960,
      pack_label: 'Carton of 24',
      price_tiers: [
        { min_quantity: 72, price: 100 },
        { min_quantity: 144, price: 95 },
      ],
    };
    expect(termsOf(created)).toEqual(expected);
    expect(created).toMatchObject({ name: form.name, price: 110, stock: 1000 });
    expect(termsOf(await publicProduct(created.id))).toEqual(expected);
    const listed = await listedProduct(created);
    expect(listed, 'the product is in the catalogue').toBeDefined();
    expect(termsOf(listed!)).toEqual(expected);
    const own = await inventoryProduct(accounts.wholesaler, created.id);
    expect(own, 'the product is in the inventory').toBeDefined();
    expect(termsOf(own!)).toEqual(expected);
    expect(await storedTerms(created.id)).toEqual({
      pricePaise: 11_000,
      minOrderQuantity: 48,
      orderMultiple: 24,
      maxOrderQuantity: 960,
      packLabel: 'Carton of 24',
      priceTiers: [
        { min_quantity: 72, price_paise: 10_000 },
        { min_quantity: 144, price_paise: 9_500 },
      ],
    });
  });

  it('sorts slabs sent in any order, in paise to the paisa', async () => {
    const created = await createProduct(accounts.wholesaler, {
      name: uniqueName('Tea dust 250 g'),
      price: 99.99,
      order_multiple: 10,
      min_order_quantity: 10,
      price_tiers: [
        { min_quantity: 50, price: 97.01 },
        { min_quantity: 200, price: 89.5 },
        { min_quantity: 20, price: 99.98 },
        { min_quantity: 100, price: 93.33 },
      ],
    });
    const expected = [
      { min_quantity: 20, price: 99.98 },
      { min_quantity: 50, price: 97.01 },
      { min_quantity: 100, price: 93.33 },
      { min_quantity: 200, price: 89.5 },
    ];
    expect(created.price_tiers).toEqual(expected);
    expect((await publicProduct(created.id)).price_tiers).toEqual(expected);
    expect((await listedProduct(created))?.price_tiers).toEqual(expected);
    expect((await inventoryProduct(accounts.wholesaler, created.id))?.price_tiers).toEqual(expected);
    expect((await storedTerms(created.id)).priceTiers.map((tier) => tier.price_paise)).toEqual([
      9998, 9701, 9333, 8950,
    ]);
  });

  it('gives a product saved without terms the defaults 1, 1, null, null and no slabs', async () => {
    const created = await createProduct(accounts.wholesaler, { name: uniqueName('Steel tumbler'), price: 45 });
    expect(termsOf(created)).toEqual(DEFAULT_TERMS);
    expect(termsOf(await publicProduct(created.id))).toEqual(DEFAULT_TERMS);
    expect(termsOf((await listedProduct(created))!)).toEqual(DEFAULT_TERMS);
    expect(termsOf((await inventoryProduct(accounts.wholesaler, created.id))!)).toEqual(DEFAULT_TERMS);
  });

  it('takes a pack label of 40 characters, trimmed, and a blank one as none', async () => {
    const label = 'L'.repeat(40);
    const long = await createProduct(accounts.wholesaler, {
      name: uniqueName('Labelled'),
      price: 10,
      pack_label: `  ${label}  `,
    });
    expect(long.pack_label).toBe(label);
    const blank = await createProduct(accounts.wholesaler, {
      name: uniqueName('Unlabelled'),
      price: 10,
      pack_label: ' ',
    });
    expect(blank.pack_label).toBeNull();
  });

  const sixTiers = [100, 99, 98, 97, 96, 95].map((price, index) => ({ min_quantity: 72 + index * 24, price }));

  /** [label, changes to the biscuit form, field, message] */
  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['a minimum off the case pack', { min_order_quantity: 50 }, 'min_order_quantity', m.minNotMultiple(24)],
    ['a maximum below the minimum', { max_order_quantity: 24 }, 'max_order_quantity', m.maxBelowMin(48)],
    ['a maximum off the case pack', { max_order_quantity: 100 }, 'max_order_quantity', m.maxNotMultiple(24)],
    [
      'two slabs at one quantity',
      {
        price_tiers: [
          { min_quantity: 72, price: 100 },
          { min_quantity: 72, price: 95 },
        ],
      },
      'price_tiers',
      m.tierRepeated(72),
    ],
    [
      'a slab off the case pack',
      { price_tiers: [{ min_quantity: 60, price: 100 }] },
      'price_tiers',
      m.tierNotMultiple(60, 24),
    ],
    [
      'a slab at the minimum',
      { price_tiers: [{ min_quantity: 48, price: 100 }] },
      'price_tiers',
      m.tierNotAboveMin(48, 48),
    ],
    [
      'a slab below the minimum',
      { price_tiers: [{ min_quantity: 24, price: 100 }] },
      'price_tiers',
      m.tierNotAboveMin(24, 48),
    ],
    [
      'a slab above the maximum',
      { max_order_quantity: 96, price_tiers: [{ min_quantity: 144, price: 95 }] },
      'price_tiers',
      m.tierAboveMax(144, 96),
    ],
    [
      'a first slab at the price',
      { price_tiers: [{ min_quantity: 72, price: 110 }] },
      'price_tiers',
      m.tierPriceNotLower(72, 110),
    ],
    [
      'a first slab above the price',
      { price_tiers: [{ min_quantity: 72, price: 120 }] },
      'price_tiers',
      m.tierPriceNotLower(72, 110),
    ],
    [
      'two slabs at one price',
      {
        price_tiers: [
          { min_quantity: 72, price: 100 },
          { min_quantity: 144, price: 100 },
        ],
      },
      'price_tiers',
      m.tierPriceNotLower(144, 100),
    ],
    [
      'slab prices rising with quantity, sent out of order',
      {
        price_tiers: [
          { min_quantity: 144, price: 100 },
          { min_quantity: 72, price: 95 },
        ],
      },
      'price_tiers',
      m.tierPriceNotLower(144, 95),
    ],
    ['six slabs', { price_tiers: sixTiers }, 'price_tiers', m.tooManyTiers],
    ['a minimum of 0', { min_order_quantity: 0 }, 'min_order_quantity', m.minWhole],
    ['a fractional minimum', { min_order_quantity: 2.5 }, 'min_order_quantity', m.minWhole],
    ['a case pack of 0', { order_multiple: 0 }, 'order_multiple', m.multipleWhole],
    ['a maximum of 0', { max_order_quantity: 0 }, 'max_order_quantity', m.maxWhole],
    ['a pack label of 41 characters', { pack_label: 'x'.repeat(41) }, 'pack_label', m.packLabelLong],
    ['a slab priced 0', { price_tiers: [{ min_quantity: 72, price: 0 }] }, 'price_tiers.0.price', m.tierPrice],
    [
      'a slab price with 3 decimals',
      { price_tiers: [{ min_quantity: 72, price: 99.995 }] },
      'price_tiers.0.price',
      m.tierPrice,
    ],
    [
      'a slab of a fractional quantity',
      { price_tiers: [{ min_quantity: 72.5, price: 99 }] },
      'price_tiers.0.min_quantity',
      m.tierQuantityWhole,
    ],
  ];

  it.each(refusals)(
    'refuses to create a product with %s, naming the field',
    async (_label, changes, field, message) => {
      const before = await productCount();
      const response = await createRequest(accounts.wholesaler, biscuitForm(changes));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'validation', [field]: [message] });
      expect(body.detail).toEqual(expect.stringContaining(message));
      expect(await productCount()).toBe(before);
    },
  );

  describe('editing', () => {
    let biscuits: Product;
    beforeAll(async () => {
      biscuits = await createProduct(accounts.wholesaler, biscuitForm());
    });

    async function expectUnchanged(before: Product, stored: Awaited<ReturnType<typeof storedTerms>>) {
      expect(await publicProduct(before.id)).toEqual(before);
      expect(await storedTerms(before.id)).toEqual(stored);
    }

    it.each(refusals)(
      'refuses an edit with %s and leaves the product as it was',
      async (_label, changes, field, message) => {
        const before = await publicProduct(biscuits.id);
        const stored = await storedTerms(biscuits.id);
        // The edit sends only the terms it changes, plus the maximum when a case needs one.
        const response = await editRequest(accounts.wholesaler, biscuits.id, changes);
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json() as Record<string, unknown>;
        expect(body).toMatchObject({ code: 'validation', [field]: [message] });
        expect(body.detail).toEqual(expect.stringContaining(message));
        await expectUnchanged(before, stored);
      },
    );

    /** [label, the one field sent, field refused, message]: each checked against the stored terms. */
    const againstStored: Array<[string, Record<string, unknown>, string, string]> = [
      [
        'a case pack the stored minimum is not a multiple of',
        { order_multiple: 20 },
        'min_order_quantity',
        m.minNotMultiple(20),
      ],
      [
        'a case pack the stored slabs are not multiples of',
        { order_multiple: 16 },
        'price_tiers',
        m.tierNotMultiple(72, 16),
      ],
      ['a minimum off the stored case pack', { min_order_quantity: 60 }, 'min_order_quantity', m.minNotMultiple(24)],
      ['a minimum at the stored first slab', { min_order_quantity: 72 }, 'price_tiers', m.tierNotAboveMin(72, 72)],
      ['a maximum below the stored minimum', { max_order_quantity: 24 }, 'max_order_quantity', m.maxBelowMin(48)],
      ['a maximum below the stored last slab', { max_order_quantity: 120 }, 'price_tiers', m.tierAboveMax(144, 120)],
      ['a price below the stored first slab', { price: 99 }, 'price_tiers', m.tierPriceNotLower(72, 99)],
      ['a price equal to the stored first slab', { price: 100 }, 'price_tiers', m.tierPriceNotLower(72, 100)],
      [
        'slabs off the stored case pack',
        { price_tiers: [{ min_quantity: 84, price: 100 }] },
        'price_tiers',
        m.tierNotMultiple(84, 24),
      ],
      [
        'slabs not below the stored price',
        { price_tiers: [{ min_quantity: 96, price: 110 }] },
        'price_tiers',
        m.tierPriceNotLower(96, 110),
      ],
    ];

    it.each(againstStored)('refuses an edit of one field: %s', async (_label, changes, field, message) => {
      const before = await publicProduct(biscuits.id);
      const stored = await storedTerms(biscuits.id);
      const response = await editRequest(accounts.wholesaler, biscuits.id, changes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
      await expectUnchanged(before, stored);
    });

    it('accepts edits of one field that fit the stored terms, keeping the others', async () => {
      const product = await createProduct(accounts.wholesaler, biscuitForm());
      const put = async (changes: Record<string, unknown>) => {
        const response = await editRequest(accounts.wholesaler, product.id, changes);
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as Product;
      };
      // A smaller case pack the minimum and the slabs are multiples of.
      expect(termsOf(await put({ order_multiple: 12 }))).toEqual({ ...termsOf(product), order_multiple: 12 });
      // A higher price keeps the slabs.
      expect(await put({ price: 120 })).toMatchObject({ price: 120, price_tiers: product.price_tiers });
      expect(termsOf(await put({ max_order_quantity: 480 }))).toMatchObject({ max_order_quantity: 480 });
      expect(termsOf(await put({ max_order_quantity: null }))).toMatchObject({ max_order_quantity: null });
      expect(termsOf(await put({ pack_label: '' }))).toMatchObject({ pack_label: null });
      expect(await put({ price_tiers: [] })).toMatchObject({ price: 120, price_tiers: [] });
      // Without slabs, the price may fall below what the first slab used to cost.
      expect(await put({ price: 90 })).toMatchObject({ price: 90, price_tiers: [] });
      const shown = await publicProduct(product.id);
      expect(termsOf(shown)).toEqual({
        min_order_quantity: 48,
        order_multiple: 12,
        max_order_quantity: null,
        pack_label: null,
        price_tiers: [],
      });
      expect(shown.price).toBe(90);
    });

    it('accepts new slabs sent unsorted on edit and answers them sorted', async () => {
      const product = await createProduct(accounts.wholesaler, biscuitForm());
      const response = await editRequest(accounts.wholesaler, product.id, {
        price_tiers: [
          { min_quantity: 240, price: 90 },
          { min_quantity: 96, price: 105 },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const expected = [
        { min_quantity: 96, price: 105 },
        { min_quantity: 240, price: 90 },
      ];
      expect((response.json() as Product).price_tiers).toEqual(expected);
      expect((await publicProduct(product.id)).price_tiers).toEqual(expected);
    });

    it('checks a PATCH of one field against the stored terms, like a PUT', async () => {
      const before = await publicProduct(biscuits.id);
      const stored = await storedTerms(biscuits.id);
      const refused = await editRequest(accounts.wholesaler, biscuits.id, { order_multiple: 20 }, 'PATCH');
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation', min_order_quantity: [m.minNotMultiple(20)] });
      const cheaper = await editRequest(accounts.wholesaler, biscuits.id, { price: 99 }, 'PATCH');
      expect(cheaper.statusCode, cheaper.body).toBe(400);
      expect(cheaper.json()).toMatchObject({ code: 'validation', price_tiers: [m.tierPriceNotLower(72, 99)] });
      await expectUnchanged(before, stored);
    });
  });
});

describe("a wholesaler's minimum order value", () => {
  const profileFields = (companyName: string, extra: Record<string, string> = {}) => ({
    company_name: companyName,
    gst_number: '24AAACM5678B1Z3',
    address: '5 Relief Road, Ahmedabad, Gujarat 380001',
    company_description: 'Biscuits and confectionery wholesale.',
    years_in_business: '12',
    ...extra,
  });

  const updateProfile = (account: Account, fields: Record<string, string>) => {
    const form = multipartForm(fields);
    return ctx.app.inject({
      method: 'POST',
      url: apiPaths.updateProfile,
      payload: form.payload,
      headers: { ...account.auth, ...form.headers },
    });
  };

  const ownProfile = async (account: Account) => {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.profile, headers: account.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  const publicProfile = async (id: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.wholesalerProfile(id) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PublicWholesalerProfileResponse;
  };

  it('is 0 until set, then read back in rupees to the paisa from the profile and the public profile', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Sharma Agencies' });
    expect(await ownProfile(seller)).toMatchObject({ min_order_value: 0 });
    expect((await publicProfile(seller.id)).min_order_value).toBe(0);

    const response = await updateProfile(seller, profileFields('Sharma Agencies', { min_order_value: '5000.50' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ min_order_value: 5000.5 });
    expect(await ownProfile(seller)).toMatchObject({ min_order_value: 5000.5, company_name: 'Sharma Agencies' });
    expect((await publicProfile(seller.id)).min_order_value).toBe(5000.5);

    // Saving the profile without the field keeps the minimum; 0 removes it.
    expect((await updateProfile(seller, profileFields('Sharma Agencies'))).statusCode).toBe(200);
    expect(await ownProfile(seller)).toMatchObject({ min_order_value: 5000.5 });
    expect((await updateProfile(seller, profileFields('Sharma Agencies', { min_order_value: '0' }))).statusCode).toBe(
      200,
    );
    expect(await ownProfile(seller)).toMatchObject({ min_order_value: 0 });
    expect((await publicProfile(seller.id)).min_order_value).toBe(0);
  });

  it.each([
    ['-1', 'Minimum order value cannot be negative'],
    ['-0.01', 'Minimum order value cannot be negative'],
    ['12.345', 'Minimum order value can have at most 2 decimals'],
    ['lots', 'Minimum order value must be a number of rupees'],
  ])('refuses %s with 400 on the field and keeps the stored value', async (value, message) => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Verma Traders' });
    expect((await updateProfile(seller, profileFields('Verma Traders', { min_order_value: '2500' }))).statusCode).toBe(
      200,
    );
    const before = await ownProfile(seller);
    const response = await updateProfile(seller, profileFields('Verma Traders Renamed', { min_order_value: value }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', min_order_value: [message] });
    expect(await ownProfile(seller)).toEqual(before);
    expect((await publicProfile(seller.id)).min_order_value).toBe(2500);
  });
});

describe('the cart under wholesale terms', () => {
  let biscuits: Product;
  let capped: Product;
  let scarce: Product;
  let pen: Product;

  beforeAll(async () => {
    biscuits = await createProduct(accounts.wholesaler, biscuitForm({ name: uniqueName('Biscuits') }));
    capped = await createProduct(
      accounts.wholesaler,
      biscuitForm({
        name: uniqueName('Rusk'),
        max_order_quantity: 96,
        price_tiers: [{ min_quantity: 96, price: 105 }],
      }),
    );
    scarce = await createProduct(accounts.wholesaler, biscuitForm({ name: uniqueName('Cookies'), stock: 60 }));
    pen = await createProduct(accounts.otherWholesaler, { name: uniqueName('Ball pen'), price: 7.5, stock: 20 });
  });

  beforeEach(async () => {
    await emptyCart(ctx.app, accounts.retailer);
  });

  const add = (payload: Record<string, unknown>) => addToCart(ctx.app, accounts.retailer, payload);
  const added = (payload: Record<string, unknown>) => addedToCart(ctx.app, accounts.retailer, payload);
  const cart = () => cartOf(ctx.app, accounts.retailer);
  const lines = async () => (await cart()).items.map((line) => [line.product, line.quantity]);

  it.each([48, 72, 96, 144, 960])('adds %i biscuits: from the minimum, in whole cartons', async (quantity) => {
    const body = await added({ product: biscuits.id, quantity });
    expect(body.item).toMatchObject({ product: biscuits.id, quantity });
  });

  it.each([
    [50, (name: string) => `${name} is sold in multiples of 24.`],
    [24, (name: string) => `Minimum order for ${name} is 48 units.`],
    [47, (name: string) => `Minimum order for ${name} is 48 units.`],
    [1, (name: string) => `Minimum order for ${name} is 48 units.`],
    [73, (name: string) => `${name} is sold in multiples of 24.`],
  ])('refuses %i biscuits with the one message of the rule broken, adding nothing', async (quantity, message) => {
    const response = await add({ product: biscuits.id, quantity });
    expectRefusal(response, 'quantity', message(biscuits.name));
    expect(await lines()).toEqual([]);
  });

  it('refuses an add with no quantity (one unit) below the minimum', async () => {
    expectRefusal(await add({ product: biscuits.id }), 'quantity', `Minimum order for ${biscuits.name} is 48 units.`);
  });

  it('refuses more than the maximum, even in whole cartons', async () => {
    expect((await added({ product: capped.id, quantity: 96 })).item.quantity).toBe(96);
    await emptyCart(ctx.app, accounts.retailer);
    expectRefusal(
      await add({ product: capped.id, quantity: 120 }),
      'quantity',
      `Maximum order for ${capped.name} is 96 units.`,
    );
    expect(await lines()).toEqual([]);
  });

  it("checks in 'add' mode the sum with what the cart holds", async () => {
    await added({ product: biscuits.id, quantity: 48 });
    // 24 alone is below the minimum, but 48 + 24 = 72 is two cartons more than the minimum.
    const more = await added({ product: biscuits.id, quantity: 24, mode: 'add' });
    expect(more.item).toMatchObject({ quantity: 72, unit_price: 100 });
    expectRefusal(
      await add({ product: biscuits.id, quantity: 1 }),
      'quantity',
      `${biscuits.name} is sold in multiples of 24.`,
    );
    expect(await lines()).toEqual([[biscuits.id, 72]]);

    await added({ product: capped.id, quantity: 48 });
    // 72 alone is allowed, 48 + 72 = 120 is above the maximum of 96.
    expectRefusal(
      await add({ product: capped.id, quantity: 72 }),
      'quantity',
      `Maximum order for ${capped.name} is 96 units.`,
    );
    expect(await lines()).toEqual([
      [biscuits.id, 72],
      [capped.id, 48],
    ]);
  });

  it("refuses a 'set' that breaks a rule and leaves the cart exactly as it was", async () => {
    await added({ product: biscuits.id, quantity: 72 });
    await added({ product: capped.id, quantity: 96 });
    const before = await cart();
    const cases: Array<[number, number, string]> = [
      [biscuits.id, 50, `${biscuits.name} is sold in multiples of 24.`],
      [biscuits.id, 24, `Minimum order for ${biscuits.name} is 48 units.`],
      [capped.id, 120, `Maximum order for ${capped.name} is 96 units.`],
    ];
    for (const [product, quantity, message] of cases) {
      expectRefusal(await add({ product, quantity, mode: 'set' }), 'quantity', message);
      expect(await cart()).toEqual(before);
    }
    const set = await added({ product: biscuits.id, quantity: 144, mode: 'set' });
    expect(set.item).toMatchObject({ quantity: 144, unit_price: 95 });
  });

  it('keeps the out-of-stock answers when the rules allow a quantity the stock does not', async () => {
    const response = await add({ product: scarce.id, quantity: 72 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: 'Only 60 left in stock.' });
    expect((await added({ product: scarce.id, quantity: 48 })).item.quantity).toBe(48);
    const more = await add({ product: scarce.id, quantity: 24 });
    expect(more.statusCode).toBe(409);
    expect(await lines()).toEqual([[scarce.id, 48]]);
  });

  it.each([
    [48, 110],
    [72, 100],
    [120, 100],
    [144, 95],
    [480, 95],
  ])('prices %i biscuits at Rs. %d a unit, the deepest slab reached', async (quantity, unitPrice) => {
    const body = await added({ product: biscuits.id, quantity });
    expect(body.item).toEqual({
      product: biscuits.id,
      name: biscuits.name,
      price: 110,
      unit_price: unitPrice,
      stock: 1000,
      quantity,
      image: null,
      wholesaler: { id: accounts.wholesaler.id, company_name: 'Mehta Distributors' },
      min_order_quantity: 48,
      order_multiple: 24,
      max_order_quantity: null,
      pack_label: 'Carton of 24',
      price_tiers: [
        { min_quantity: 72, price: 100 },
        { min_quantity: 144, price: 95 },
      ],
    });
    expect(body.subtotal).toBe(quantity * unitPrice);
    expect((await cart()).items).toEqual([body.item]);
  });

  it('moves a line between slabs as its quantity changes', async () => {
    expect((await added({ product: biscuits.id, quantity: 48 })).item.unit_price).toBe(110);
    expect((await added({ product: biscuits.id, quantity: 24 })).item.unit_price).toBe(100);
    expect((await added({ product: biscuits.id, quantity: 72 })).item.unit_price).toBe(95);
    expect((await added({ product: biscuits.id, quantity: 48, mode: 'set' })).item.unit_price).toBe(110);
  });

  it('keeps products under the default rules working one unit at a time, at their price', async () => {
    const one = await added({ product: pen.id });
    expect(one.item).toMatchObject({ quantity: 1, price: 7.5, unit_price: 7.5, ...DEFAULT_TERMS });
    const seven = await added({ product: pen.id, quantity: 6 });
    expect(seven.item).toMatchObject({ quantity: 7, unit_price: 7.5 });
    expect(seven.subtotal).toBe(52.5);
    expect((await added({ product: pen.id, quantity: 3, mode: 'set' })).item.quantity).toBe(3);
  });

  it("adds up each wholesaler's part with its slab prices and the shortfall to its minimum, to the paisa", async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Gupta Wholesale' });
    const form = multipartForm({
      company_name: 'Gupta Wholesale',
      gst_number: '24AAACM5678B1Z3',
      address: '9 Station Road, Surat',
      company_description: 'Snacks.',
      years_in_business: '4',
      min_order_value: '20000.50',
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.updateProfile,
      payload: form.payload,
      headers: { ...seller.auth, ...form.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const namkeen = await createProduct(seller, biscuitForm({ name: uniqueName('Namkeen'), price: 110 }));
    const chikki = await createProduct(seller, { name: uniqueName('Chikki'), price: 33.33, stock: 100 });

    await added({ product: namkeen.id, quantity: 72 }); // 72 x Rs. 100 = Rs. 7,200.00
    await added({ product: pen.id, quantity: 3 }); // 3 x Rs. 7.50 = Rs. 22.50, Kapoor Traders, no minimum
    const body = await added({ product: chikki.id, quantity: 3 }); // 3 x Rs. 33.33 = Rs. 99.99
    expect(body.subtotal).toBe(7322.49);
    expect(body.wholesalers).toEqual([
      {
        id: seller.id,
        company_name: 'Gupta Wholesale',
        subtotal: 7299.99,
        min_order_value: 20000.5,
        shortfall: 12700.51,
      },
      {
        id: accounts.otherWholesaler.id,
        company_name: 'Kapoor Traders',
        subtotal: 22.5,
        min_order_value: 0,
        shortfall: 0,
      },
    ]);
    expect(body.total_items).toBe(78);

    // At 144 the slab price applies to the whole line: 144 x Rs. 95 = Rs. 13,680.00.
    const deeper = await added({ product: namkeen.id, quantity: 144, mode: 'set' });
    expect(deeper.wholesalers[0]).toEqual({
      id: seller.id,
      company_name: 'Gupta Wholesale',
      subtotal: 13779.99,
      min_order_value: 20000.5,
      shortfall: 6220.51,
    });
    const met = await added({ product: namkeen.id, quantity: 216, mode: 'set' }); // 216 x 95 = 20,520
    expect(met.wholesalers[0]).toMatchObject({ subtotal: 20619.99, shortfall: 0 });
    expect(met.subtotal).toBe(20642.49);
    expect((await cart()).wholesalers).toEqual(met.wholesalers);
  });
});
