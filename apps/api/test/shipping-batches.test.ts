import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailsResponse, OrderItem, TaxInvoice } from '@marketplace/contract';
import {
  checkoutAndPay,
  orderDetails,
  orderStatuses,
  patchStatus,
  useOrderMarketplace,
  type CartLine,
  type ShelfProduct,
} from './order-fixtures.js';
import {
  daysFromToday,
  fullLicence,
  indiaToday,
  insertRegulatedCategory,
  insertRegulatedProduct,
  setRetailerLicence,
  setSellerLicences,
  SELLER_LICENCES,
} from './regulation-fixtures.js';
import { documentRows, pdfText, readOrderMoney } from './tax-and-refund-fixtures.js';
import { expectRefusal } from './wholesale-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

/* The messages, restated so that a change of wording in the contract shows up as a failure. */
const batchRequired = (name: string) => `Enter the batch number of ${name}.`;
const drugShelfLife = (name: string, expiry: string) =>
  `${name} expires on ${expiry}: a medicine needs at least 90 days before its expiry when it ships.`;
const foodExpired = (name: string, expiry: string) => `${name} expires on ${expiry}: food past its expiry cannot ship.`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2027-11-24` → `24 Nov 2027`, as the invoice prints dates. */
const printedDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
};

const RETAILER_LICENCE = fullLicence();

let paracetamol: ShelfProduct;
let biscuits: ShelfProduct;
let bucket: ShelfProduct;

beforeAll(async () => {
  const medicine = await insertRegulatedCategory(db(), 'Medicine', 'drug');
  const grocery = await insertRegulatedCategory(db(), 'Packaged food', 'food');
  await setSellerLicences(db(), accounts.wholesaler.id, SELLER_LICENCES);
  await setRetailerLicence(db(), accounts.retailer.id, RETAILER_LICENCE);
  const wholesalerId = accounts.wholesaler.id;
  paracetamol = await insertRegulatedProduct(db(), {
    wholesalerId,
    categoryId: medicine.id,
    name: 'Paracetamol 500 mg strip',
    price: 32.5,
    stock: 10_000,
  });
  biscuits = await insertRegulatedProduct(db(), {
    wholesalerId,
    categoryId: grocery.id,
    name: 'Glucose biscuits 100 g',
    price: 10,
    stock: 10_000,
  });
  bucket = await insertRegulatedProduct(db(), {
    wholesalerId,
    categoryId: null,
    name: 'Plastic bucket 15 L',
    price: 120,
    stock: 10_000,
  });
});

/** A paid order of the given goods from the licensed retailer; returns the order's id. */
async function paidOrder(products: ShelfProduct[]): Promise<number> {
  const lines: CartLine[] = products.map((product) => ({ product, quantity: 2 }));
  const created = await checkoutAndPay(ctx.app, accounts.retailer, lines);
  return created.order_ids[0]!;
}

async function detailsOf(orderId: number): Promise<OrderDetailsResponse> {
  const response = await orderDetails(ctx.app, accounts.retailer, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderDetailsResponse;
}

/** The order's line of `product`. */
async function lineOf(orderId: number, product: ShelfProduct): Promise<OrderItem> {
  const line = (await detailsOf(orderId)).order_items.find((item) => item.product.id === product.id);
  if (!line) throw new Error(`order ${orderId} has no line of ${product.name}`);
  return line;
}

const ship = (orderId: number, items?: unknown[]) =>
  patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'shipped', ...(items ? { items } : {}) });

/** What a refused shipment must leave alone: the status, the lines' batch and expiry, and the invoice. */
async function orderState(orderId: number) {
  const details = await detailsOf(orderId);
  return {
    status: (await orderStatuses(db(), [orderId]))[0],
    lines: details.order_items.map((item) => [item.id, item.batch_no, item.expiry_date]),
    documents: (await documentRows(db(), [orderId])).length,
  };
}

/** Ships `orderId` with `items`, expecting 400 with `message` on `field` and the order untouched. */
async function expectShipmentRefused(orderId: number, items: unknown[] | undefined, field: string, message: string) {
  const before = await orderState(orderId);
  expect(before).toMatchObject({ status: 'confirmed', documents: 0 });
  expectRefusal(await ship(orderId, items), field, message);
  expect(await orderState(orderId)).toEqual(before);
}

async function expectShipped(orderId: number, items: unknown[]) {
  const response = await ship(orderId, items);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ id: orderId, order_status: 'shipped' });
}

describe('batch and expiry are required before medicine or food ships', () => {
  it('without items, the first medicine or food line is named', async () => {
    const orderId = await paidOrder([bucket, paracetamol, biscuits]);
    await expectShipmentRefused(orderId, undefined, 'items', batchRequired(paracetamol.name));
    await expectShipmentRefused(orderId, [], 'items', batchRequired(paracetamol.name));
  });

  it('a food line left out is named, and the medicine’s batch sent with it is not kept', async () => {
    const orderId = await paidOrder([paracetamol, biscuits]);
    const medicine = await lineOf(orderId, paracetamol);
    const items = [{ id: medicine.id, batch_no: 'PCM2407A', expiry_date: daysFromToday(400) }];
    await expectShipmentRefused(orderId, items, 'items', batchRequired(biscuits.name));
  });

  it('an order of goods that need neither ships without items', async () => {
    const orderId = await paidOrder([bucket]);
    await expectShipped(orderId, []);
    expect((await lineOf(orderId, bucket)).batch_no).toBeNull();
  });

  it('a line of another order is refused on its id', async () => {
    const orderId = await paidOrder([paracetamol]);
    const other = await paidOrder([paracetamol]);
    const foreign = await lineOf(other, paracetamol);
    const items = [{ id: foreign.id, batch_no: 'PCM2407A', expiry_date: daysFromToday(400) }];
    await expectShipmentRefused(orderId, items, 'items.0.id', `Item ${foreign.id} is not part of this order.`);
    expect(await orderState(other)).toMatchObject({ status: 'confirmed', documents: 0 });
  });

  it('delivering straight from confirmed needs them too', async () => {
    const orderId = await paidOrder([biscuits]);
    const before = await orderState(orderId);
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' });
    expectRefusal(response, 'items', batchRequired(biscuits.name));
    expect(await orderState(orderId)).toEqual(before);
  });
});

describe('shelf life at shipping, by India’s date', () => {
  it('a medicine with 89 days left is refused; with exactly 90 days it ships', async () => {
    const orderId = await paidOrder([paracetamol]);
    const line = await lineOf(orderId, paracetamol);
    const short = daysFromToday(89);
    await expectShipmentRefused(
      orderId,
      [{ id: line.id, batch_no: 'PCM2407A', expiry_date: short }],
      'items.0.expiry_date',
      drugShelfLife(paracetamol.name, short),
    );
    const enough = daysFromToday(90);
    await expectShipped(orderId, [{ id: line.id, batch_no: 'PCM2407A', expiry_date: enough }]);
    expect(await lineOf(orderId, paracetamol)).toMatchObject({ batch_no: 'PCM2407A', expiry_date: enough });
  });

  it('food that expired yesterday is refused; food expiring today ships', async () => {
    const orderId = await paidOrder([biscuits]);
    const line = await lineOf(orderId, biscuits);
    const yesterday = daysFromToday(-1);
    await expectShipmentRefused(
      orderId,
      [{ id: line.id, batch_no: 'GB-0911', expiry_date: yesterday }],
      'items.0.expiry_date',
      foodExpired(biscuits.name, yesterday),
    );
    await expectShipped(orderId, [{ id: line.id, batch_no: 'GB-0911', expiry_date: indiaToday() }]);
    expect(await lineOf(orderId, biscuits)).toMatchObject({ batch_no: 'GB-0911', expiry_date: indiaToday() });
  });

  it('an expiry that is not a date is refused by the request', async () => {
    const orderId = await paidOrder([biscuits]);
    const line = await lineOf(orderId, biscuits);
    const before = await orderState(orderId);
    const response = await ship(orderId, [{ id: line.id, batch_no: 'GB-0911', expiry_date: '2027-02-30' }]);
    expect(response.statusCode).toBe(400);
    expect(await orderState(orderId)).toEqual(before);
  });
});

describe('a shipped order carries batch and expiry to the buyer and onto the invoice', () => {
  const drugExpiry = daysFromToday(540);
  const foodExpiry = daysFromToday(120);

  /** An order of medicine, food and a bucket, shipped with the batch and expiry of the regulated lines. */
  async function shippedMixedOrder() {
    const orderId = await paidOrder([paracetamol, biscuits, bucket]);
    const medicine = await lineOf(orderId, paracetamol);
    const food = await lineOf(orderId, biscuits);
    await expectShipped(orderId, [
      { id: food.id, batch_no: ' GB0911 ', expiry_date: foodExpiry },
      { id: medicine.id, batch_no: 'PCM2407A', expiry_date: drugExpiry },
    ]);
    return orderId;
  }

  it('order details show each line’s regulation, batch and expiry', async () => {
    const orderId = await shippedMixedOrder();
    const { order_items: items, order_status: status } = await detailsOf(orderId);
    expect(status).toBe('shipped');
    const byProduct = (product: ShelfProduct) => items.find((item) => item.product.id === product.id);
    expect(byProduct(paracetamol)).toMatchObject({ regulation: 'drug', batch_no: 'PCM2407A', expiry_date: drugExpiry });
    expect(byProduct(biscuits)).toMatchObject({ regulation: 'food', batch_no: 'GB0911', expiry_date: foodExpiry });
    expect(byProduct(bucket)).toMatchObject({ regulation: 'none', batch_no: null, expiry_date: null });
  });

  it('the invoice lines carry batch and expiry; the parties carry their licences', async () => {
    const orderId = await shippedMixedOrder();
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice');
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json() as TaxInvoice;
    const lineFor = (product: ShelfProduct) => invoice.lines.find((line) => line.description === product.name);
    expect(lineFor(paracetamol)).toMatchObject({ batch_no: 'PCM2407A', expiry_date: drugExpiry });
    expect(lineFor(biscuits)).toMatchObject({ batch_no: 'GB0911', expiry_date: foodExpiry });
    expect(lineFor(bucket)?.batch_no ?? null).toBeNull();
    expect(invoice.supplier.licences).toEqual([
      { kind: '20B', number: SELLER_LICENCES.drugLicence20b },
      { kind: '21B', number: SELLER_LICENCES.drugLicence21b },
      { kind: 'FSSAI', number: SELLER_LICENCES.fssaiLicence },
    ]);
    expect(invoice.recipient.licences).toEqual([
      { kind: '20', number: RETAILER_LICENCE.form20 },
      { kind: '21', number: RETAILER_LICENCE.form21 },
    ]);
  });

  it('an invoice of food alone names the seller’s FSSAI licence and no drug licences', async () => {
    const orderId = await paidOrder([biscuits]);
    const food = await lineOf(orderId, biscuits);
    await expectShipped(orderId, [{ id: food.id, batch_no: 'GB0912', expiry_date: foodExpiry }]);
    const invoice = (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
    expect(invoice.supplier.licences).toEqual([{ kind: 'FSSAI', number: SELLER_LICENCES.fssaiLicence }]);
    expect(invoice.recipient.licences).toEqual([]);
  });

  it('the invoice PDF prints the batch, the expiry and the licence numbers', async () => {
    const orderId = await shippedMixedOrder();
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The party boxes are narrow: a long licence number may wrap after one of its hyphens.
    const text = (await pdfText(response.rawPayload)).replaceAll('- ', '-');
    for (const fragment of [
      `Batch PCM2407A, Exp ${printedDate(drugExpiry)}`,
      `Batch GB0911, Exp ${printedDate(foodExpiry)}`,
      `Drug licence (Form 20B): ${SELLER_LICENCES.drugLicence20b}`,
      `Drug licence (Form 21B): ${SELLER_LICENCES.drugLicence21b}`,
      `FSSAI licence: ${SELLER_LICENCES.fssaiLicence}`,
      `Drug licence (Form 20): ${RETAILER_LICENCE.form20}`,
      `Drug licence (Form 21): ${RETAILER_LICENCE.form21}`,
    ])
      expect(text).toContain(fragment);
  });

  it('batch and expiry are entered once: sending them again on delivery is refused', async () => {
    const orderId = await shippedMixedOrder();
    const medicine = await lineOf(orderId, paracetamol);
    const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
      status: 'delivered',
      items: [{ id: medicine.id, batch_no: 'OTHER1', expiry_date: daysFromToday(600) }],
    });
    expectRefusal(response, 'items', 'Batch and expiry are entered once, when the order ships.');
    expect(await lineOf(orderId, paracetamol)).toMatchObject({ batch_no: 'PCM2407A', expiry_date: drugExpiry });
    const delivered = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });
});
