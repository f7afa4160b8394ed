import { beforeEach, describe, expect, it } from 'vitest';
import {
  fullLicence,
  insertRegulatedCategory,
  insertRegulatedProduct,
  NO_LICENCE,
  setRetailerLicence,
} from './regulation-fixtures.js';
import { checkoutAndPay, insertProduct, useOrderMarketplace } from './order-fixtures.js';
import { addedToCart, BISCUIT_TERMS, cartOf, insertTermsProduct } from './wholesale-fixtures.js';
import { clearStoredCart, reorder, reordered, storedCart, updateProduct } from './repeat-buying-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

beforeEach(async () => {
  await clearStoredCart(db(), accounts.retailer.id);
  await clearStoredCart(db(), accounts.otherRetailer.id);
});

describe('buy again', () => {
  it("adds every line at today's price, the cart showing the new price", async () => {
    const tea = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 120, stock: 50 });
    const soap = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 30, stock: 50 });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: tea, quantity: 3 },
      { product: soap, quantity: 5 },
    ]);
    await updateProduct(db(), tea.id, { pricePaise: 13_550 });

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary).toEqual({
      added: [
        { product_id: tea.id, quantity: 3 },
        { product_id: soap.id, quantity: 5 },
      ],
      adjusted: [],
      skipped: [],
    });
    const cart = await cartOf(ctx.app, accounts.retailer);
    expect(cart.items.map((line) => [line.product, line.quantity, line.unit_price])).toEqual([
      [tea.id, 3, 135.5],
      [soap.id, 5, 30],
    ]);
  });

  it('skips an archived product and an out-of-stock one, saying why, and adds the rest', async () => {
    const kept = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, stock: 20 });
    const archived = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, name: 'Old Ledger Book' });
    const soldOut = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, name: 'Blue Pen Box' });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: kept, quantity: 2 },
      { product: archived, quantity: 1 },
      { product: soldOut, quantity: 4 },
    ]);
    await updateProduct(db(), archived.id, { archivedAt: new Date() });
    await updateProduct(db(), soldOut.id, { stock: 0 });

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary.added).toEqual([{ product_id: kept.id, quantity: 2 }]);
    expect(summary.skipped).toEqual([
      { product_id: archived.id, name: 'Old Ledger Book', reason: 'Old Ledger Book is no longer sold.' },
      { product_id: soldOut.id, name: 'Blue Pen Box', reason: 'Blue Pen Box is out of stock.' },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [kept.id]: 2 });
  });

  it("lowers a quantity to today's case pack, raises it to a new minimum and caps it by the stock", async () => {
    const biscuits = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      price: 110,
      name: 'Glucose Biscuits',
    });
    const rice = await insertTermsProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 60, name: 'Sona Rice' });
    const oil = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      price: 150,
      name: 'Mustard Oil',
    });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: biscuits, quantity: 100 },
      { product: rice, quantity: 10 },
      { product: oil, quantity: 40 },
    ]);
    // Since the order: biscuits go by the carton of 24 from 48, rice from 25 units, and only 30 of oil are left.
    await updateProduct(db(), biscuits.id, { minOrderQuantity: 48, orderMultiple: 24 });
    await updateProduct(db(), rice.id, { minOrderQuantity: 25 });
    await updateProduct(db(), oil.id, { stock: 30 });

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary.added).toEqual([]);
    expect(summary.adjusted).toEqual([
      {
        product_id: biscuits.id,
        name: 'Glucose Biscuits',
        quantity: 96,
        reason: 'Glucose Biscuits is sold in multiples of 24.',
      },
      { product_id: rice.id, name: 'Sona Rice', quantity: 25, reason: 'Minimum order for Sona Rice is 25 units.' },
      { product_id: oil.id, name: 'Mustard Oil', quantity: 30, reason: 'Only 30 left in stock.' },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [biscuits.id]: 96, [rice.id]: 25, [oil.id]: 30 });
  });

  it('adds the ordered quantity to a line already in the cart and checks the sum', async () => {
    const biscuits = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      price: 110,
      stock: 120,
      terms: BISCUIT_TERMS,
    });
    const pens = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, stock: 100 });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [
      { product: { ...biscuits, price_tiers: biscuits.terms.price_tiers }, quantity: 72 },
      { product: pens, quantity: 10 },
    ]);
    await updateProduct(db(), biscuits.id, { stock: 1000 });
    await addedToCart(ctx.app, accounts.retailer, { product: pens.id, quantity: 5 });
    await addedToCart(ctx.app, accounts.retailer, { product: biscuits.id, quantity: 48 });

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary).toEqual({
      added: [
        { product_id: biscuits.id, quantity: 72 },
        { product_id: pens.id, quantity: 10 },
      ],
      adjusted: [],
      skipped: [],
    });
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [pens.id]: 15, [biscuits.id]: 120 });
    // 120 reaches the Rs. 100 slab: the cart prices the whole line at it.
    const cart = await cartOf(ctx.app, accounts.retailer);
    expect(cart.items.find((line) => line.product === biscuits.id)?.unit_price).toBe(100);
  });

  it('lowers a sum with the cart line to what the stock allows, naming what the cart held', async () => {
    const flour = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      price: 40,
      stock: 200,
      name: 'Chakki Atta',
      terms: {
        min_order_quantity: 10,
        order_multiple: 10,
        max_order_quantity: null,
        pack_label: 'Bag of 10',
        price_tiers: [],
      },
    });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: flour, quantity: 50 }]);
    await updateProduct(db(), flour.id, { stock: 75 });
    await addedToCart(ctx.app, accounts.retailer, { product: flour.id, quantity: 30 });

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary.adjusted).toEqual([
      {
        product_id: flour.id,
        name: 'Chakki Atta',
        quantity: 40,
        reason: 'Only 75 left in stock and your cart already holds 30.',
      },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [flour.id]: 70 });

    // Again: the cart already holds all the stock allows, so nothing more goes in.
    const again = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);
    expect(again.skipped).toEqual([
      {
        product_id: flour.id,
        name: 'Chakki Atta',
        reason: 'Your cart already holds 70 of Chakki Atta, as many as can be ordered now.',
      },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [flour.id]: 70 });
  });

  it("skips a medicine the retailer's licence no longer covers", async () => {
    const medicine = await insertRegulatedCategory(db(), `Medicine ${Date.now()}`, 'drug');
    const syrup = await insertRegulatedProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      categoryId: medicine.id,
      name: 'Cough Syrup 100 ml',
    });
    await setRetailerLicence(db(), accounts.retailer.id, fullLicence());
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: syrup, quantity: 2 }]);
    await setRetailerLicence(db(), accounts.retailer.id, NO_LICENCE);

    const summary = await reordered(ctx.app, accounts.retailer, order.order_ids[0]!);

    expect(summary.added).toEqual([]);
    expect(summary.skipped).toEqual([
      {
        product_id: syrup.id,
        name: 'Cough Syrup 100 ml',
        reason: 'A valid drug licence (Form 20) is needed to buy Cough Syrup 100 ml.',
      },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({});
  });

  it("answers 404 for another retailer's order and 403 to a wholesaler, adding nothing", async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id });
    const order = await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }]);
    const orderId = order.order_ids[0]!;

    const stranger = await reorder(ctx.app, accounts.otherRetailer, orderId);
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'not_found', detail: 'Order not found.' });
    expect(await storedCart(db(), accounts.otherRetailer.id)).toEqual({});

    const seller = await reorder(ctx.app, accounts.wholesaler, orderId);
    expect(seller.statusCode, seller.body).toBe(403);

    const missing = await reorder(ctx.app, accounts.retailer, 987_654);
    expect(missing.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/reorder/` });
    expect(anonymous.statusCode).toBe(401);
  });
});
