import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, DrugSchedule } from '@marketplace/contract';
import { type Account, signUpRetailer } from './accounts-fixtures.js';
import {
  orderPayload,
  postOrder,
  putInServerCart,
  useOrderMarketplace,
  type CartLine,
  type ShelfProduct,
} from './order-fixtures.js';
import {
  cartRows,
  daysFromToday,
  form20Licence,
  fullLicence,
  indiaToday,
  insertRegulatedCategory,
  insertRegulatedProduct,
  NO_LICENCE,
  readProfile,
  setRetailerLicence,
  setSellerLicences,
  SELLER_LICENCES,
  type RetailerLicence,
} from './regulation-fixtures.js';
import { addToCart, expectRefusal, orderFootprint, orderItemRows, stockOf } from './wholesale-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

/* The messages, restated here so that a change of wording in the contract shows up as a failure. */
const needsForm20 = (name: string) => `A valid drug licence (Form 20) is needed to buy ${name}.`;
const needsForm21 = (name: string) => `A valid drug licence in Form 21 is needed to buy ${name}.`;
const licensedPremises = (pin: string) => `Medicines can only be delivered to the licensed premises (PIN ${pin}).`;

let paracetamol: ShelfProduct;
let antibiotic: ShelfProduct;
const scheduled = {} as Record<'C' | 'C1', ShelfProduct>;
let biscuits: ShelfProduct;
let bucket: ShelfProduct;

beforeAll(async () => {
  const medicine = await insertRegulatedCategory(db(), 'Medicine', 'drug');
  const grocery = await insertRegulatedCategory(db(), 'Packaged food', 'food');
  const household = await insertRegulatedCategory(db(), 'Household', 'none');
  await setSellerLicences(db(), accounts.wholesaler.id, SELLER_LICENCES);
  const drug = (name: string, drugSchedule: DrugSchedule) =>
    insertRegulatedProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      categoryId: medicine.id,
      name,
      price: 32.5,
      drugSchedule,
    });
  paracetamol = await drug('Paracetamol 500 mg, strip of 10', 'none');
  antibiotic = await drug('Amoxicillin 250 mg, strip of 10', 'H');
  scheduled.C = await drug('Insulin injection 10 ml vial', 'C');
  scheduled.C1 = await drug('Gripe water 150 ml', 'C1');
  biscuits = await insertRegulatedProduct(db(), {
    wholesalerId: accounts.wholesaler.id,
    categoryId: grocery.id,
    name: 'Glucose biscuits 100 g',
    price: 10,
  });
  bucket = await insertRegulatedProduct(db(), {
    wholesalerId: accounts.wholesaler.id,
    categoryId: household.id,
    name: 'Plastic bucket 15 L',
    price: 120,
  });
});

/** A retailer signed up through the API, holding `licence` as stored in its profile. */
async function retailerWith(licence: RetailerLicence): Promise<Account> {
  const retailer = await signUpRetailer(ctx.app, { shop_name: 'Nair Medicals' });
  await setRetailerLicence(db(), retailer.id, licence);
  return retailer;
}

const addLine = (retailer: Account, product: ShelfProduct, quantity = 1) =>
  addToCart(ctx.app, retailer, { product: product.id, quantity });
const setLine = (retailer: Account, product: ShelfProduct, quantity: number) =>
  addToCart(ctx.app, retailer, { product: product.id, quantity, mode: 'set' });
const order = (retailer: Account, lines: CartLine[], overrides: Parameters<typeof orderPayload>[1] = {}) =>
  postOrder(ctx.app, retailer, orderPayload(lines, overrides));

/** Everything a refused purchase must leave alone: the cart, the stock of the products and the orders. */
async function footprint(retailer: Account, products: ShelfProduct[]) {
  return {
    cart: await cartRows(db(), retailer.id),
    stock: await Promise.all(products.map((product) => stockOf(db(), product.id))),
    orders: await orderFootprint(db(), retailer.id),
  };
}

/** Adds, sets and orders `product` for `retailer`, expecting each refused with `message` and nothing changed. */
async function expectEveryPathRefused(retailer: Account, product: ShelfProduct, message: string) {
  // A line already in the cart (put there while the licence was good): setting its quantity is the update path.
  await putInServerCart(db(), retailer.id, product.id, 2);
  const before = await footprint(retailer, [product]);

  expectRefusal(await addLine(retailer, product), 'product', message);
  expectRefusal(await setLine(retailer, product, 5), 'product', message);
  expectRefusal(await order(retailer, [{ product, quantity: 2 }]), 'order_items', message);

  expect(await footprint(retailer, [product])).toEqual(before);
  expect(before.cart).toContainEqual({ productId: product.id, quantity: 2 });
}

describe('a medicine needs an approved, unexpired drug licence on every path', () => {
  it.each<[string, () => RetailerLicence]>([
    ['no licence', () => NO_LICENCE],
    ['a licence awaiting approval', () => form20Licence('pending')],
    ['a rejected licence', () => form20Licence('rejected')],
    ['an approved licence that was valid to yesterday', () => ({ ...form20Licence(), validTo: daysFromToday(-1) })],
  ])('a retailer with %s cannot add, update or order a medicine', async (_case, licence) => {
    const retailer = await retailerWith(licence());
    for (const product of [paracetamol, antibiotic])
      await expectEveryPathRefused(retailer, product, needsForm20(product.name));
  });

  it.each(['C', 'C1'] as const)(
    'a Schedule %s drug needs Form 21: a retailer holding only Form 20 is refused on every path',
    async (schedule) => {
      const retailer = await retailerWith(form20Licence());
      const product = scheduled[schedule];
      await expectEveryPathRefused(retailer, product, needsForm21(product.name));
    },
  );

  it.each(['C', 'C1'] as const)('a Schedule %s drug also needs that Form 21 approved', async (schedule) => {
    const retailer = await retailerWith({ ...fullLicence(), status: 'pending' });
    const product = scheduled[schedule];
    await expectEveryPathRefused(retailer, product, needsForm21(product.name));
  });

  it('in a cart of several goods, the medicine is named and nothing is reserved or ordered', async () => {
    const retailer = await retailerWith(NO_LICENCE);
    const before = await footprint(retailer, [biscuits, paracetamol, bucket]);
    const response = await order(retailer, [
      { product: biscuits, quantity: 10 },
      { product: paracetamol, quantity: 3 },
      { product: bucket, quantity: 1 },
    ]);
    expectRefusal(response, 'order_items', needsForm20(paracetamol.name));
    expect(await footprint(retailer, [biscuits, paracetamol, bucket])).toEqual(before);
  });
});

describe('expiry by date, in India', () => {
  it('a licence valid to today still buys today; the profile says approved', async () => {
    const retailer = await retailerWith({ ...form20Licence(), validTo: indiaToday() });
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('approved');
    expect((await addLine(retailer, paracetamol)).statusCode).toBe(200);
    const response = await order(retailer, [{ product: paracetamol, quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a licence valid to yesterday is expired: the profile says so and a medicine is refused', async () => {
    const retailer = await retailerWith({ ...fullLicence(), validTo: daysFromToday(-1) });
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('expired');
    expectRefusal(await addLine(retailer, paracetamol), 'product', needsForm20(paracetamol.name));
    expectRefusal(await addLine(retailer, scheduled.C), 'product', needsForm21(scheduled.C.name));
  });
});

describe('medicines travel only to the licensed premises', () => {
  const elsewhere = '411030';

  it('an order of medicine to another PIN code is refused on portal_code, writing nothing', async () => {
    const retailer = await retailerWith({ ...fullLicence(), pin: elsewhere });
    const before = await footprint(retailer, [paracetamol, bucket]);
    const response = await order(retailer, [
      { product: paracetamol, quantity: 2 },
      { product: bucket, quantity: 1 },
    ]);
    expectRefusal(response, 'portal_code', licensedPremises(elsewhere));
    expect(await footprint(retailer, [paracetamol, bucket])).toEqual(before);
  });

  it('the same retailer may have goods without medicine delivered anywhere', async () => {
    const retailer = await retailerWith({ ...fullLicence(), pin: elsewhere });
    const response = await order(retailer, [
      { product: biscuits, quantity: 4 },
      { product: bucket, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('an order of medicine to the licensed PIN code is accepted', async () => {
    const retailer = await retailerWith({ ...fullLicence(), pin: elsewhere });
    const response = await order(retailer, [{ product: paracetamol, quantity: 2 }], { portal_code: elsewhere });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('food and unregulated goods are open to every retailer', () => {
  it('a retailer without any licence adds, updates and orders food and household goods', async () => {
    const retailer = await retailerWith(NO_LICENCE);
    expect((await addLine(retailer, biscuits, 10)).statusCode).toBe(200);
    expect((await setLine(retailer, biscuits, 20)).statusCode).toBe(200);
    expect((await addLine(retailer, bucket, 1)).statusCode).toBe(200);
    expect(await cartRows(db(), retailer.id)).toEqual(
      [
        { productId: biscuits.id, quantity: 20 },
        { productId: bucket.id, quantity: 1 },
      ].sort((a, b) => a.productId - b.productId),
    );
    const stock = await stockOf(db(), biscuits.id);
    const response = await order(retailer, [
      { product: biscuits, quantity: 20 },
      { product: bucket, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf(db(), biscuits.id)).toBe(stock - 20);
  });

  it('a retailer whose licence was rejected still buys food', async () => {
    const retailer = await retailerWith(form20Licence('rejected'));
    expect((await addLine(retailer, biscuits, 5)).statusCode).toBe(200);
    expect((await order(retailer, [{ product: biscuits, quantity: 5 }])).statusCode).toBe(201);
  });
});

describe('a licensed retailer buys medicine', () => {
  it('with Form 20 approved: adds, updates and orders an unscheduled and a Schedule H drug', async () => {
    const retailer = await retailerWith(form20Licence());
    expect((await addLine(retailer, paracetamol, 2)).statusCode).toBe(200);
    expect((await setLine(retailer, paracetamol, 6)).statusCode).toBe(200);
    expect((await addLine(retailer, antibiotic, 1)).statusCode).toBe(200);
    const stock = await stockOf(db(), paracetamol.id);
    const response = await order(retailer, [
      { product: paracetamol, quantity: 6 },
      { product: antibiotic, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf(db(), paracetamol.id)).toBe(stock - 6);
    const { order_ids } = response.json() as CreateOrderResponse;
    const items = await orderItemRows(db(), order_ids);
    expect(items.map((item) => [item.productId, item.regulation, item.drugSchedule])).toEqual([
      [paracetamol.id, 'drug', 'none'],
      [antibiotic.id, 'drug', 'H'],
    ]);
  });

  it('with Form 21 approved as well: Schedule C and C1 drugs too', async () => {
    const retailer = await retailerWith(fullLicence());
    for (const product of [scheduled.C, scheduled.C1]) expect((await addLine(retailer, product)).statusCode).toBe(200);
    const response = await order(retailer, [
      { product: scheduled.C, quantity: 1 },
      { product: scheduled.C1, quantity: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const items = await orderItemRows(db(), (response.json() as CreateOrderResponse).order_ids);
    expect(items.map((item) => item.drugSchedule)).toEqual(['C', 'C1']);
  });

  it('the licence is read again at checkout: a medicine added while approved is refused once it is rejected', async () => {
    const retailer = await retailerWith(form20Licence());
    expect((await addLine(retailer, paracetamol, 2)).statusCode).toBe(200);
    await setRetailerLicence(db(), retailer.id, form20Licence('rejected'));
    const before = await footprint(retailer, [paracetamol]);
    expectRefusal(
      await order(retailer, [{ product: paracetamol, quantity: 2 }]),
      'order_items',
      needsForm20(paracetamol.name),
    );
    expect(await footprint(retailer, [paracetamol])).toEqual(before);
  });
});
