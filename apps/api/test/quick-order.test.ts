import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type WholesalerChoicesResponse } from '@marketplace/contract';
import {
  fullLicence,
  insertRegulatedCategory,
  insertRegulatedProduct,
  NO_LICENCE,
  setRetailerLicence,
} from './regulation-fixtures.js';
import { insertProduct, useOrderMarketplace } from './order-fixtures.js';
import { addedToCart, BISCUIT_TERMS, cartOf, insertTermsProduct, type TermsProduct } from './wholesale-fixtures.js';
import { bulkOrder, bulkOrdered, clearStoredCart, storedCart, updateProduct } from './repeat-buying-fixtures.js';
import type { ShelfProduct } from './order-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

let biscuits: TermsProduct;
let tea: ShelfProduct;
let archived: ShelfProduct;
let scarce: ShelfProduct;
let syrup: ShelfProduct;
let foreign: ShelfProduct;

beforeAll(async () => {
  const seller = accounts.wholesaler.id;
  biscuits = await insertTermsProduct(db(), {
    wholesalerId: seller,
    price: 110,
    name: 'Glucose Biscuits',
    terms: BISCUIT_TERMS,
  });
  tea = await insertProduct(db(), { wholesalerId: seller, price: 250, stock: 40, name: 'Assam Tea 1 kg' });
  archived = await insertProduct(db(), { wholesalerId: seller, name: 'Carbon Paper' });
  scarce = await insertProduct(db(), { wholesalerId: seller, stock: 5, name: 'Steel Tiffin' });
  const medicine = await insertRegulatedCategory(db(), `Medicine ${Date.now()}`, 'drug');
  syrup = await insertRegulatedProduct(db(), { wholesalerId: seller, categoryId: medicine.id, name: 'Cough Syrup' });
  foreign = await insertProduct(db(), { wholesalerId: accounts.otherWholesaler.id, name: 'Other seller soap' });
  await updateProduct(db(), biscuits.id, { sku: 'BIS-24' });
  await updateProduct(db(), tea.id, { sku: 'TEA-1KG' });
  await updateProduct(db(), archived.id, { sku: 'CARBON', archivedAt: new Date() });
  await updateProduct(db(), scarce.id, { sku: 'TIFFIN' });
  await updateProduct(db(), syrup.id, { sku: 'SYRUP-100' });
  await updateProduct(db(), foreign.id, { sku: 'SOAP-9' });
});

beforeEach(async () => {
  await clearStoredCart(db(), accounts.retailer.id);
  await setRetailerLicence(db(), accounts.retailer.id, NO_LICENCE);
});

const order = (lines: Array<{ sku: string; quantity: number | string }>, dry_run = false) => ({
  wholesaler: accounts.wholesaler.id,
  lines,
  dry_run,
});

describe('quick order', () => {
  it('explains every line it refuses, in the order sent, and adds the valid ones', async () => {
    const response = await bulkOrdered(
      ctx.app,
      accounts.retailer,
      order([
        { sku: 'TEA-1KG', quantity: '4' },
        { sku: 'NOPE-1', quantity: 2 },
        { sku: 'CARBON', quantity: 1 },
        { sku: 'TEA-1KG', quantity: 1 },
        { sku: 'BIS-24', quantity: 'ten' },
        { sku: 'BIS-24', quantity: 24 },
        { sku: 'TIFFIN', quantity: 6 },
        { sku: 'SYRUP-100', quantity: 1 },
        { sku: 'SOAP-9', quantity: 1 },
        { sku: '', quantity: 3 },
        { sku: 'TIFFIN', quantity: '0' },
      ]),
    );

    expect(response.added).toBe(1);
    expect(response.lines).toEqual([
      { sku: 'TEA-1KG', quantity: 4, ok: true, product_id: tea.id, name: tea.name, unit_price: 250, reason: null },
      {
        sku: 'NOPE-1',
        quantity: 2,
        ok: false,
        product_id: null,
        name: null,
        unit_price: null,
        reason: 'No product with SKU "NOPE-1" from this wholesaler.',
      },
      {
        sku: 'CARBON',
        quantity: 1,
        ok: false,
        product_id: archived.id,
        name: 'Carbon Paper',
        unit_price: 100,
        reason: 'Carbon Paper is no longer sold.',
      },
      {
        sku: 'TEA-1KG',
        quantity: 1,
        ok: false,
        product_id: tea.id,
        name: tea.name,
        unit_price: 250,
        reason: 'This SKU is already on line 1; change the quantity there.',
      },
      {
        sku: 'BIS-24',
        quantity: null,
        ok: false,
        product_id: biscuits.id,
        name: 'Glucose Biscuits',
        unit_price: 110,
        reason: 'Quantity must be a whole number of at least 1.',
      },
      {
        sku: 'BIS-24',
        quantity: 24,
        ok: false,
        product_id: biscuits.id,
        name: 'Glucose Biscuits',
        unit_price: 110,
        reason: 'This SKU is already on line 5; change the quantity there.',
      },
      {
        sku: 'TIFFIN',
        quantity: 6,
        ok: false,
        product_id: scarce.id,
        name: 'Steel Tiffin',
        unit_price: 100,
        reason: 'Only 5 left in stock.',
      },
      {
        sku: 'SYRUP-100',
        quantity: 1,
        ok: false,
        product_id: syrup.id,
        name: 'Cough Syrup',
        unit_price: 100,
        reason: 'A valid drug licence (Form 20) is needed to buy Cough Syrup.',
      },
      {
        sku: 'SOAP-9',
        quantity: 1,
        ok: false,
        product_id: null,
        name: null,
        unit_price: null,
        reason: 'No product with SKU "SOAP-9" from this wholesaler.',
      },
      {
        sku: '',
        quantity: 3,
        ok: false,
        product_id: null,
        name: null,
        unit_price: null,
        reason: 'Enter the SKU.',
      },
      {
        sku: 'TIFFIN',
        quantity: null,
        ok: false,
        product_id: scarce.id,
        name: 'Steel Tiffin',
        unit_price: 100,
        reason: 'Quantity must be a whole number of at least 1.',
      },
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [tea.id]: 4 });
  });

  it('checks the minimum, the case pack and the maximum, and prices a valid line at its slab', async () => {
    await updateProduct(db(), biscuits.id, { maxOrderQuantity: 240 });
    try {
      const { lines } = await bulkOrdered(
        ctx.app,
        accounts.retailer,
        order(
          [
            { sku: 'BIS-24', quantity: 24 },
            { sku: 'bis-24', quantity: 50 },
            { sku: 'BIS-24 ', quantity: 264 },
            { sku: 'Bis-24', quantity: 144 },
            { sku: 'BIS-24', quantity: 2.5 },
          ],
          true,
        ),
      );
      expect(lines.map((line) => [line.ok, line.reason])).toEqual([
        [false, 'Minimum order for Glucose Biscuits is 48 units.'],
        [false, 'This SKU is already on line 1; change the quantity there.'],
        [false, 'This SKU is already on line 1; change the quantity there.'],
        [false, 'This SKU is already on line 1; change the quantity there.'],
        [false, 'Quantity must be a whole number of at least 1.'],
      ]);
      const single = async (quantity: number) =>
        (await bulkOrdered(ctx.app, accounts.retailer, order([{ sku: 'BIS-24', quantity }], true))).lines[0];
      expect((await single(50))?.reason).toBe('Glucose Biscuits is sold in multiples of 24.');
      expect((await single(264))?.reason).toBe('Maximum order for Glucose Biscuits is 240 units.');
      expect(await single(144)).toMatchObject({ ok: true, reason: null, unit_price: 95, quantity: 144 });
    } finally {
      await updateProduct(db(), biscuits.id, { maxOrderQuantity: null });
    }
  });

  it('matches SKUs whatever their case and surrounding spaces', async () => {
    const response = await bulkOrdered(
      ctx.app,
      accounts.retailer,
      order([
        { sku: '  tea-1kg ', quantity: ' 3 ' },
        { sku: 'bis-24', quantity: 48 },
      ]),
    );
    expect(response.lines.map((line) => [line.sku, line.ok, line.product_id])).toEqual([
      ['tea-1kg', true, tea.id],
      ['bis-24', true, biscuits.id],
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [tea.id]: 3, [biscuits.id]: 48 });
  });

  it('counts what the cart holds: the sum keeps the rules and the stock', async () => {
    await addedToCart(ctx.app, accounts.retailer, { product: biscuits.id, quantity: 48 });
    await addedToCart(ctx.app, accounts.retailer, { product: scarce.id, quantity: 3 });
    const response = await bulkOrdered(
      ctx.app,
      accounts.retailer,
      order([
        { sku: 'BIS-24', quantity: 24 },
        { sku: 'TIFFIN', quantity: 3 },
      ]),
    );
    expect(response.lines.map((line) => [line.ok, line.reason, line.unit_price])).toEqual([
      [true, null, 100],
      [false, 'Only 5 left in stock and your cart already holds 3.', 100],
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [biscuits.id]: 72, [scarce.id]: 3 });
    const cart = await cartOf(ctx.app, accounts.retailer);
    expect(cart.items.find((line) => line.product === biscuits.id)?.unit_price).toBe(100);
  });

  it('sells a medicine to a licensed retailer', async () => {
    await setRetailerLicence(db(), accounts.retailer.id, fullLicence());
    const response = await bulkOrdered(ctx.app, accounts.retailer, order([{ sku: 'SYRUP-100', quantity: 2 }]));
    expect(response.lines[0]).toMatchObject({ ok: true, reason: null });
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [syrup.id]: 2 });
  });

  it('changes nothing on a dry run', async () => {
    await addedToCart(ctx.app, accounts.retailer, { product: tea.id, quantity: 2 });
    const response = await bulkOrdered(
      ctx.app,
      accounts.retailer,
      order(
        [
          { sku: 'TEA-1KG', quantity: 5 },
          { sku: 'BIS-24', quantity: 48 },
        ],
        true,
      ),
    );
    expect(response.added).toBe(0);
    expect(response.lines.every((line) => line.ok)).toBe(true);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [tea.id]: 2 });
  });

  it('refuses more than 500 lines with 400, adding nothing', async () => {
    const lines = Array.from({ length: 501 }, () => ({ sku: 'TEA-1KG', quantity: 1 }));
    const response = await bulkOrder(ctx.app, accounts.retailer, order(lines));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', lines: ['A quick order takes at most 500 lines'] });
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({});

    const fits = await bulkOrdered(ctx.app, accounts.retailer, order(lines.slice(0, 500), true));
    expect(fits.lines).toHaveLength(500);
  });

  it('answers 404 for an unknown wholesaler, 403 to a wholesaler and 401 to a visitor', async () => {
    const unknown = await bulkOrder(ctx.app, accounts.retailer, {
      ...order([{ sku: 'TEA-1KG', quantity: 1 }]),
      wholesaler: 999_999,
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const retailerAsSeller = await bulkOrder(ctx.app, accounts.retailer, {
      ...order([{ sku: 'TEA-1KG', quantity: 1 }]),
      wholesaler: accounts.otherRetailer.id,
    });
    expect(retailerAsSeller.statusCode).toBe(404);
    const seller = await bulkOrder(ctx.app, accounts.wholesaler, order([{ sku: 'TEA-1KG', quantity: 1 }]));
    expect(seller.statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'POST', url: apiPaths.cartBulk, payload: order([]) });
    expect(visitor.statusCode).toBe(401);
  });

  it('lists the verified wholesalers with products on sale, by name', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.wholesalers,
      headers: accounts.retailer.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as WholesalerChoicesResponse;
    expect(results).toEqual([
      { id: accounts.otherWholesaler.id, company_name: 'Kapoor Traders' },
      { id: accounts.wholesaler.id, company_name: 'Mehta Distributors' },
    ]);
  });
});
