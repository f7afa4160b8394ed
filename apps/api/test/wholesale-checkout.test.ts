import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type CreateOrderResponse,
  type OrderDetailsResponse,
  type Product,
  type RetailerOrdersResponse,
} from '@marketplace/contract';
import { type Account, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { orderDetails, orderRows, postOrder, useOrderMarketplace } from './order-fixtures.js';
import {
  addToCart,
  BISCUIT_TERMS,
  cartOf,
  emptyCart,
  expectedQuantityMessage,
  expectedUnitPaise,
  expectRefusal,
  insertTermsProduct,
  orderFootprint,
  orderItemRows,
  pricedOrderPayload,
  setMinOrderValue,
  stockOf,
  type Terms,
  type TermsProduct,
} from './wholesale-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

/** Posts an order and insists on 201. */
async function placeOrder(retailer: Account, payload: ReturnType<typeof pricedOrderPayload>) {
  const response = await postOrder(ctx.app, retailer, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreateOrderResponse;
}

/** Posts an order that must be refused with 400 and `message` on `field`, writing and reserving nothing. */
async function expectCheckoutRefused(
  payload: ReturnType<typeof pricedOrderPayload>,
  field: string,
  message: string,
  stocks: TermsProduct[],
) {
  const before = await orderFootprint(db(), accounts.retailer.id);
  const stockBefore = await Promise.all(stocks.map((product) => stockOf(db(), product.id)));
  const response = await postOrder(ctx.app, accounts.retailer, payload);
  expectRefusal(response, field, message);
  expect(await orderFootprint(db(), accounts.retailer.id)).toEqual(before);
  expect(await Promise.all(stocks.map((product) => stockOf(db(), product.id)))).toEqual(stockBefore);
}

describe('checkout under wholesale terms', () => {
  let biscuits: TermsProduct;
  let capped: TermsProduct;

  beforeAll(async () => {
    biscuits = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      name: 'Glucose biscuits 100 g',
      price: 110,
      terms: BISCUIT_TERMS,
    });
    capped = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      name: 'Milk rusk 200 g',
      price: 80,
      terms: { ...BISCUIT_TERMS, max_order_quantity: 96, price_tiers: [{ min_quantity: 96, price: 75 }] },
    });
  });

  it.each([
    ['below the minimum', 24, 110, 'Minimum order for Glucose biscuits 100 g is 48 units.'],
    ['one unit', 1, 110, 'Minimum order for Glucose biscuits 100 g is 48 units.'],
    ['off the case pack', 50, 110, 'Glucose biscuits 100 g is sold in multiples of 24.'],
    ['off the case pack past a slab', 73, 100, 'Glucose biscuits 100 g is sold in multiples of 24.'],
  ])(
    'refuses a quantity %s (%i) with its message, creating and reserving nothing',
    async (_label, quantity, unitPrice, message) => {
      await expectCheckoutRefused(
        pricedOrderPayload([{ product: biscuits, quantity, unitPrice }]),
        'order_items',
        message,
        [biscuits],
      );
    },
  );

  it('refuses a quantity above the maximum, even alongside a valid line', async () => {
    const pen = await insertTermsProduct(db(), { wholesalerId: accounts.otherWholesaler.id, price: 10, stock: 50 });
    await expectCheckoutRefused(
      pricedOrderPayload([
        { product: pen, quantity: 5 },
        { product: capped, quantity: 120, unitPrice: 75 },
      ]),
      'order_items',
      'Maximum order for Milk rusk 200 g is 96 units.',
      [pen, capped],
    );
  });

  it('checks a product listed on two lines on its summed quantity', async () => {
    await expectCheckoutRefused(
      pricedOrderPayload([
        { product: biscuits, quantity: 24 },
        { product: biscuits, quantity: 25 },
      ]),
      'order_items',
      'Glucose biscuits 100 g is sold in multiples of 24.',
      [biscuits],
    );
    const stock = await stockOf(db(), biscuits.id);
    // 24 + 48 = 72 units: each line claims the slab price the summed quantity pays.
    const created = await placeOrder(
      accounts.retailer,
      pricedOrderPayload([
        { product: biscuits, quantity: 24, unitPrice: 100 },
        { product: biscuits, quantity: 48, unitPrice: 100 },
      ]),
    );
    const items = await orderItemRows(db(), created.order_ids);
    expect(items.map((item) => [item.quantity, item.pricePaise])).toEqual([[72, 10_000]]);
    expect(await stockOf(db(), biscuits.id)).toBe(stock - 72);
  });

  it('keeps the out-of-stock answer when the rules allow a quantity the stock does not', async () => {
    const scarce = await insertTermsProduct(db(), {
      wholesalerId: accounts.wholesaler.id,
      name: 'Cream wafers',
      price: 110,
      stock: 60,
      terms: BISCUIT_TERMS,
    });
    const before = await orderFootprint(db(), accounts.retailer.id);
    const response = await postOrder(
      ctx.app,
      accounts.retailer,
      pricedOrderPayload([{ product: scarce, quantity: 72, unitPrice: 100 }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', detail: 'Only 60 of Cream wafers left in stock.' });
    expect(await orderFootprint(db(), accounts.retailer.id)).toEqual(before);
    expect(await stockOf(db(), scarce.id)).toBe(60);
  });

  it.each([
    // quantity, unit price, subtotal, 3 % charge, total (paise)
    [48, 110, 528_000, 15_840, 543_840],
    [72, 100, 720_000, 21_600, 741_600],
    [120, 100, 1_200_000, 36_000, 1_236_000],
    [144, 95, 1_368_000, 41_040, 1_409_040],
  ])(
    'charges %i biscuits at Rs. %d a unit: items, order and payment all at the slab price',
    async (quantity, unitPrice, subtotal, charge, total) => {
      const stock = await stockOf(db(), biscuits.id);
      const created = await placeOrder(
        accounts.retailer,
        pricedOrderPayload([{ product: biscuits, quantity, unitPrice }]),
      );
      expect(created.amount).toBe(total);
      const [order] = await orderRows(db(), created.order_ids);
      expect(order).toMatchObject({ subtotalPaise: subtotal, chargePaise: charge, totalPaise: total });
      const items = await orderItemRows(db(), created.order_ids);
      expect(items.map((item) => [item.productId, item.quantity, item.pricePaise])).toEqual([
        [biscuits.id, quantity, unitPrice * 100],
      ]);
      expect(await stockOf(db(), biscuits.id)).toBe(stock - quantity);

      const details = await orderDetails(ctx.app, accounts.retailer, created.order_ids[0]!);
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json()).toMatchObject({
        subtotal: subtotal / 100,
        platform_charge: charge / 100,
        total_price: total / 100,
        order_items: [{ quantity, price_per_item: unitPrice, product: { id: biscuits.id, name: biscuits.name } }],
      });
      const history = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.retailerOrders,
        headers: accounts.retailer.auth,
      });
      const listed = (history.json() as RetailerOrdersResponse).find((summary) => summary.id === created.order_ids[0]);
      expect(listed).toMatchObject({
        total_price: total / 100,
        order_items: [{ quantity, price_per_item: unitPrice }],
      });
    },
  );

  it('prices each line by its own slab in a cart from two wholesalers, with the charge on the slab prices', async () => {
    const chikki = await insertTermsProduct(db(), {
      wholesalerId: accounts.otherWholesaler.id,
      price: 33.33,
      terms: { min_order_quantity: 10, order_multiple: 5, price_tiers: [{ min_quantity: 50, price: 31.11 }] },
    });
    const created = await placeOrder(
      accounts.retailer,
      pricedOrderPayload([
        { product: biscuits, quantity: 144, unitPrice: 95 },
        { product: chikki, quantity: 55, unitPrice: 31.11 },
        { product: capped, quantity: 48 },
      ]),
    );
    // Mehta: 144 x 95 + 48 x 80 = 13,680 + 3,840 = Rs. 17,520.00; Kapoor: 55 x 31.11 = Rs. 1,711.05.
    // Charge 3 % of Rs. 19,231.05 = Rs. 576.93 (576.9315), split by subtotal: 525.60 / 51.33.
    expect(created.amount).toBe(1_752_000 + 171_105 + 57_693);
    const rows = await orderRows(db(), created.order_ids);
    const bySeller = new Map(rows.map((row) => [row.wholesalerId, row]));
    expect(bySeller.get(accounts.wholesaler.id)).toMatchObject({ subtotalPaise: 1_752_000, chargePaise: 52_560 });
    expect(bySeller.get(accounts.otherWholesaler.id)).toMatchObject({ subtotalPaise: 171_105, chargePaise: 5133 });
    const items = await orderItemRows(db(), created.order_ids);
    expect(new Map(items.map((item) => [item.productId, item.pricePaise]))).toEqual(
      new Map([
        [biscuits.id, 9500],
        [chikki.id, 3111],
        [capped.id, 8000],
      ]),
    );
  });

  it.each([
    ['the base price where a slab applies', 72, 110, 'Rs. 100.00'],
    ['a price below the slab', 72, 99.99, 'Rs. 100.00'],
    ['a deeper slab than the quantity reaches', 72, 95, 'Rs. 100.00'],
    ['a slab price below the first slab', 48, 100, 'Rs. 110.00'],
  ])('refuses %s, naming the price, and reserves nothing', async (_label, quantity, claimed, real) => {
    await expectCheckoutRefused(
      pricedOrderPayload([{ product: biscuits, quantity, unitPrice: claimed }]),
      'order_items',
      `The price of Glucose biscuits 100 g is now ${real}. Review your cart and try again.`,
      [biscuits],
    );
  });

  it('refuses a total worked out on base prices when a slab applies', async () => {
    const payload = pricedOrderPayload([{ product: biscuits, quantity: 144, unitPrice: 95 }]);
    const atBasePrice = pricedOrderPayload([{ product: biscuits, quantity: 144, unitPrice: 110 }]);
    const before = await orderFootprint(db(), accounts.retailer.id);
    const response = await postOrder(ctx.app, accounts.retailer, { ...payload, total_price: atBasePrice.total_price });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      total_price: ['The order total should be Rs. 14,090.40, not Rs. 16,315.20. Review your cart and try again.'],
    });
    expect(await orderFootprint(db(), accounts.retailer.id)).toEqual(before);
  });
});

describe("a wholesaler's minimum order value at checkout", () => {
  let sharma: Account;
  let verma: Account;
  let namkeen: TermsProduct;
  let toffee: TermsProduct;

  beforeAll(async () => {
    sharma = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Sharma Agencies' });
    verma = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Verma & Sons' });
    namkeen = await insertTermsProduct(db(), {
      wholesalerId: sharma.id,
      name: 'Bhujia 400 g',
      price: 110,
      terms: BISCUIT_TERMS,
    });
    toffee = await insertTermsProduct(db(), { wholesalerId: verma.id, name: 'Toffee jar', price: 250.25 });
  });

  beforeEach(async () => {
    await setMinOrderValue(db(), sharma.id, 0);
    await setMinOrderValue(db(), verma.id, 0);
    await emptyCart(ctx.app, accounts.retailer);
  });

  it('refuses a part below the minimum with the exact shortfall, matching the cart, and creates nothing', async () => {
    await setMinOrderValue(db(), sharma.id, 6000);
    // 48 x Rs. 110 = Rs. 5,280.00: Rs. 720.00 short.
    const added = await addToCart(ctx.app, accounts.retailer, { product: namkeen.id, quantity: 48 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await cartOf(ctx.app, accounts.retailer)).wholesalers).toEqual([
      { id: sharma.id, company_name: 'Sharma Agencies', subtotal: 5280, min_order_value: 6000, shortfall: 720 },
    ]);
    await expectCheckoutRefused(
      pricedOrderPayload([{ product: namkeen, quantity: 48 }]),
      'order_items',
      'Add Rs. 720.00 more from Sharma Agencies to reach the Rs. 6,000.00 minimum order.',
      [namkeen],
    );
  });

  it('counts the goods at slab prices, not the charge: Rs. 7,200.00 is short of Rs. 7,300.00', async () => {
    await setMinOrderValue(db(), sharma.id, 7300);
    // At the base price 72 units would be Rs. 7,920.00; at the slab price they are Rs. 7,200.00 (+ 3 % = 7,416.00).
    await expectCheckoutRefused(
      pricedOrderPayload([{ product: namkeen, quantity: 72, unitPrice: 100 }]),
      'order_items',
      'Add Rs. 100.00 more from Sharma Agencies to reach the Rs. 7,300.00 minimum order.',
      [namkeen],
    );
  });

  it('names amounts in Indian digit grouping and to the paisa', async () => {
    await setMinOrderValue(db(), verma.id, 123_456);
    await expectCheckoutRefused(
      pricedOrderPayload([{ product: toffee, quantity: 3 }]),
      'order_items',
      'Add Rs. 1,22,705.25 more from Verma & Sons to reach the Rs. 1,23,456.00 minimum order.',
      [toffee],
    );
    await setMinOrderValue(db(), verma.id, 1000.5);
    await expectCheckoutRefused(
      pricedOrderPayload([{ product: toffee, quantity: 3 }]),
      'order_items',
      'Add Rs. 249.75 more from Verma & Sons to reach the Rs. 1,000.50 minimum order.',
      [toffee],
    );
  });

  it('accepts a part that reaches the minimum exactly, or passes it', async () => {
    await setMinOrderValue(db(), sharma.id, 7200);
    const exactly = await placeOrder(
      accounts.retailer,
      pricedOrderPayload([{ product: namkeen, quantity: 72, unitPrice: 100 }]),
    );
    const [order] = await orderRows(db(), exactly.order_ids);
    expect(order).toMatchObject({ wholesalerId: sharma.id, subtotalPaise: 720_000 });
    await setMinOrderValue(db(), verma.id, 1000.5);
    const passed = await placeOrder(accounts.retailer, pricedOrderPayload([{ product: toffee, quantity: 4 }]));
    expect(passed.amount).toBe(100_100 + 3003);
  });

  it('refuses a cart from two wholesalers when one is short, naming only that one, and creates neither order', async () => {
    await setMinOrderValue(db(), sharma.id, 5000); // 48 x 110 = 5,280: met
    await setMinOrderValue(db(), verma.id, 1000); // 3 x 250.25 = 750.75: 249.25 short
    const payload = pricedOrderPayload([
      { product: namkeen, quantity: 48 },
      { product: toffee, quantity: 3 },
    ]);
    await expectCheckoutRefused(
      payload,
      'order_items',
      'Add Rs. 249.25 more from Verma & Sons to reach the Rs. 1,000.00 minimum order.',
      [namkeen, toffee],
    );
    // The same cart in the other order names the same wholesaler.
    await expectCheckoutRefused(
      { ...payload, order_items: [...payload.order_items].reverse() },
      'order_items',
      'Add Rs. 249.25 more from Verma & Sons to reach the Rs. 1,000.00 minimum order.',
      [namkeen, toffee],
    );
    // With one more toffee jar both parts are met: two orders under one payment.
    const created = await placeOrder(
      accounts.retailer,
      pricedOrderPayload([
        { product: namkeen, quantity: 48 },
        { product: toffee, quantity: 4 },
      ]),
    );
    expect(created.order_ids).toHaveLength(2);
  });

  it('does not hold back other wholesalers: a minimum applies to that seller’s goods only', async () => {
    await setMinOrderValue(db(), verma.id, 1000);
    // Rs. 5,280.00 of Sharma's goods do not count towards Verma's minimum.
    await expectCheckoutRefused(
      pricedOrderPayload([
        { product: toffee, quantity: 1 },
        { product: namkeen, quantity: 48 },
      ]),
      'order_items',
      'Add Rs. 749.75 more from Verma & Sons to reach the Rs. 1,000.00 minimum order.',
      [namkeen, toffee],
    );
  });
});

describe('any terms, any quantity (property)', () => {
  let seller: Account;
  beforeAll(async () => {
    seller = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Property Traders' });
  });

  /** Terms a wholesaler may save: a minimum in whole cases, a maximum in whole cases, slabs falling in price. */
  const validTerms = fc
    .record({
      multiple: fc.integer({ min: 1, max: 12 }),
      minCases: fc.integer({ min: 1, max: 4 }),
      maxExtraCases: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      tierSteps: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
      pricePaise: fc.integer({ min: 500, max: 500_000 }),
      discounts: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ multiple, minCases, maxExtraCases, tierSteps, pricePaise, discounts }) => {
      const min = multiple * minCases;
      const max = maxExtraCases === null ? null : min + multiple * maxExtraCases;
      const steps = [...tierSteps].sort((a, b) => a - b).filter((step) => max === null || min + multiple * step <= max);
      let tierPaise = pricePaise;
      const tiers = steps.map((step, index) => {
        tierPaise -= discounts[index] ?? 1;
        return { min_quantity: min + multiple * step, price: tierPaise / 100 };
      });
      const terms: Terms = {
        min_order_quantity: min,
        order_multiple: multiple,
        max_order_quantity: max,
        pack_label: null,
        price_tiers: tiers,
      };
      return { terms, price: pricePaise / 100 };
    });

  it('answers 200/201 only for quantities that keep every rule, at the slab price; otherwise 400 with the rule broken', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        validTerms,
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('any', 'whole cases', 'allowed'),
        fc.constantFrom('slab', 'slab', 'base', 'lower'),
        async ({ terms, price }, stock, raw, kind, claim) => {
          runs += 1;
          // Any number; a number of whole cases; or a quantity the rules allow (the stock may not).
          const { min_order_quantity: min, order_multiple: multiple, max_order_quantity: max } = terms;
          const cases = max === null ? 16 : (max - min) / multiple + 1;
          const quantity =
            kind === 'any'
              ? raw + 1
              : kind === 'whole cases'
                ? multiple * ((raw % 20) + 1)
                : min + multiple * (raw % cases);
          const name = `Property product ${runs}-${Date.now().toString(36)}`;
          // Saved through the API, slabs sent in reverse: the server must take every generated set of terms.
          const saved = await ctx.app.inject({
            method: 'POST',
            url: apiPaths.inventoryCreate,
            headers: seller.auth,
            payload: { name, price, stock, ...terms, price_tiers: [...terms.price_tiers].reverse() },
          });
          expect(saved.statusCode, saved.body).toBe(201);
          const product = saved.json() as Product;
          expect(product.price_tiers).toEqual(terms.price_tiers);

          const broken = expectedQuantityMessage(name, terms, quantity);
          const slabPaise = expectedUnitPaise(price, terms.price_tiers, quantity);

          // Add to the cart.
          await emptyCart(ctx.app, accounts.otherRetailer);
          const added = await addToCart(ctx.app, accounts.otherRetailer, {
            product: product.id,
            quantity,
            mode: 'set',
          });
          if (broken) {
            expectRefusal(added, 'quantity', broken);
            expect((await cartOf(ctx.app, accounts.otherRetailer)).items).toEqual([]);
          } else if (quantity > stock) {
            expect(added.statusCode, added.body).toBe(409);
            expect(added.json()).toMatchObject({ code: 'out_of_stock' });
          } else {
            expect(added.statusCode, added.body).toBe(200);
            const line = (await cartOf(ctx.app, accounts.otherRetailer)).items[0];
            expect(line).toMatchObject({ product: product.id, quantity, unit_price: slabPaise / 100 });
          }
          if (added.statusCode === 200) {
            expect(expectedQuantityMessage(name, terms, quantity)).toBeNull();
            expect(quantity).toBeLessThanOrEqual(stock);
          }

          // Order it, claiming the slab price, the base price or a paisa less than the slab.
          const claimedPaise =
            claim === 'slab' ? slabPaise : claim === 'base' ? Math.round(price * 100) : slabPaise - 1;
          const shelf = { id: product.id, name, price };
          const before = await orderFootprint(db(), accounts.otherRetailer.id);
          const ordered = await postOrder(
            ctx.app,
            accounts.otherRetailer,
            pricedOrderPayload([{ product: shelf, quantity, unitPrice: claimedPaise / 100 }]),
          );
          if (broken) {
            expectRefusal(ordered, 'order_items', broken);
          } else if (claimedPaise !== slabPaise) {
            expectRefusal(
              ordered,
              'order_items',
              `The price of ${name} is now Rs. ${(slabPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}. Review your cart and try again.`,
            );
          } else if (quantity > stock) {
            expect(ordered.statusCode, ordered.body).toBe(409);
          } else {
            expect(ordered.statusCode, ordered.body).toBe(201);
          }
          if (ordered.statusCode === 201) {
            expect(expectedQuantityMessage(name, terms, quantity)).toBeNull();
            const { order_ids: orderIds } = ordered.json() as CreateOrderResponse;
            const items = await orderItemRows(db(), orderIds);
            expect(items.map((item) => [item.quantity, item.pricePaise])).toEqual([[quantity, slabPaise]]);
            const [order] = await orderRows(db(), orderIds);
            expect(order?.subtotalPaise).toBe(quantity * slabPaise);
            expect(await stockOf(db(), product.id)).toBe(stock - quantity);
          } else {
            expect(await orderFootprint(db(), accounts.otherRetailer.id)).toEqual(before);
            expect(await stockOf(db(), product.id)).toBe(stock);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(runs).toBe(40);
  });
});

describe('order details of a slab-priced order', () => {
  it('shows the wholesaler the slab price too', async () => {
    const product = await insertTermsProduct(db(), {
      wholesalerId: accounts.otherWholesaler.id,
      name: 'Rice flakes 1 kg',
      price: 60,
      terms: { min_order_quantity: 20, order_multiple: 10, price_tiers: [{ min_quantity: 100, price: 54.5 }] },
    });
    const created = await placeOrder(
      accounts.retailer,
      pricedOrderPayload([{ product, quantity: 100, unitPrice: 54.5 }]),
    );
    const details = await orderDetails(ctx.app, accounts.otherWholesaler, created.order_ids[0]!);
    expect(details.statusCode, details.body).toBe(200);
    const body = details.json() as OrderDetailsResponse;
    expect(body.order_items).toEqual([
      expect.objectContaining({
        quantity: 100,
        price_per_item: 54.5,
        product: { id: product.id, name: 'Rice flakes 1 kg' },
      }),
    ]);
    expect(body).toMatchObject({ subtotal: 5450, platform_charge: 163.5, total_price: 5613.5 });
  });
});
