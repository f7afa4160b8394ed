import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxInvoice, type OrderDetailsResponse, type TaxInvoice } from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderDetails, patchStatus, useOrderMarketplace } from './order-fixtures.js';
import { currentYearLabel, documentRows, pdfText, readOrderMoney, sequenceOf } from './tax-and-refund-fixtures.js';

describe('shipping a paid order issues its tax invoice', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const year = currentYearLabel();

  /** A wholesaler registered in Maharashtra (GSTIN 27…), with a series of its own: invoice prefix SKS. */
  const maharashtraSeller = () =>
    signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Sahyadri Kitchen Supplies',
      gstNumber: '27AAPFS1234K1Z5',
    });

  /** A paid order of one Rs. 1,180.00 pressure cooker at 18 %, shipped to `state` (a GST state code). */
  async function paidCookerOrder(seller: Account, state = '27') {
    const cooker = await insertProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Pressure cooker, 5 litre',
      price: 1180,
      hsnCode: '7323',
      gstRate: 18,
    });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product: cooker, quantity: 1 }], { state });
    return created.order_ids[0]!;
  }

  async function moveTo(seller: Account, orderId: number, status: 'shipped' | 'delivered') {
    const response = await patchStatus(ctx.app, seller, orderId, { status });
    expect(response.statusCode).toBe(200);
  }

  async function invoiceOf(orderId: number): Promise<TaxInvoice> {
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice');
    expect(response.statusCode).toBe(200);
    return response.json() as TaxInvoice;
  }

  it('there is no invoice before shipping; shipping issues one in the contract’s shape, totalling the subtotal', async () => {
    const seller = await maharashtraSeller();
    const orderId = await paidCookerOrder(seller);
    for (const path of ['invoice', 'invoice.pdf'] as const)
      expect((await readOrderMoney(ctx.app, accounts.retailer, orderId, path)).statusCode).toBe(404);

    await moveTo(seller, orderId, 'shipped');
    const invoice = await invoiceOf(orderId);
    expect(taxInvoice.parse(invoice)).toEqual(invoice);
    expect(invoice.number).toBe(`SKS/${year}/000001`);
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;
    expect(invoice.totals.total).toBe(details.subtotal);
    expect(details.invoice).toEqual({ number: invoice.number, date: invoice.date });
    expect(await documentRows(ctx.database.db, [orderId])).toHaveLength(1);
  });

  it.each([
    {
      supply: 'within Maharashtra: CGST 90.00 and SGST 90.00',
      state: '27',
      place: { state_code: '27', state_name: 'Maharashtra' },
      split: { taxable_value: 1000, cgst: 90, sgst: 90, utgst: 0, igst: 0, total: 1180 },
    },
    {
      supply: 'to Telangana: IGST 180.00 alone',
      state: '36',
      place: { state_code: '36', state_name: 'Telangana' },
      split: { taxable_value: 1000, cgst: 0, sgst: 0, utgst: 0, igst: 180, total: 1180 },
    },
  ])('Rs. 1,180.00 at 18 %, taxable 1,000.00, shipped $supply', async ({ state, place, split }) => {
    const seller = await maharashtraSeller();
    const orderId = await paidCookerOrder(seller, state);
    await moveTo(seller, orderId, 'shipped');
    const invoice = await invoiceOf(orderId);
    expect(invoice.supplier).toMatchObject({ gstin: '27AAPFS1234K1Z5', state_code: '27' });
    expect(invoice.place_of_supply).toEqual(place);
    const sold = {
      description: 'Pressure cooker, 5 litre',
      hsn_code: '7323',
      quantity: 1,
      unit: 'NOS',
      unit_price: 1180,
      gst_rate: 18,
    };
    expect(invoice.lines).toEqual([{ ...sold, ...split }]);
    expect(invoice.totals).toEqual(split);
  });

  it('each line keeps the HSN code and rate it was sold at, even when the product changes before shipping', async () => {
    const seller = await maharashtraSeller();
    const rice = await insertProduct(ctx.database.db, {
      wholesalerId: seller.id,
      price: 2100,
      hsnCode: '1006',
      gstRate: 5,
    });
    const tawa = await insertProduct(ctx.database.db, {
      wholesalerId: seller.id,
      price: 449.99,
      hsnCode: '73239390',
      gstRate: 18,
    });
    const created = await checkoutAndPay(
      ctx.app,
      accounts.retailer,
      [
        { product: rice, quantity: 3 },
        { product: tawa, quantity: 7 },
      ],
      { state: 'Maharashtra' },
    );
    const orderId = created.order_ids[0]!;
    await ctx.database.db.update(products).set({ hsnCode: '9999', gstRate: 40 }).where(eq(products.id, rice.id));

    await moveTo(seller, orderId, 'shipped');
    const invoice = await invoiceOf(orderId);
    expect(invoice.lines.map((line) => [line.hsn_code, line.gst_rate, line.quantity, line.total])).toEqual([
      ['1006', 5, 3, 6300],
      ['73239390', 18, 7, 3149.93],
    ]);
    for (const line of invoice.lines) {
      expect(line.cgst + line.sgst).toBeCloseTo(line.total - line.taxable_value, 2);
      expect(line.igst).toBe(0);
    }
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;
    expect(invoice.totals.total).toBe(details.subtotal);
  });

  it('shipping then delivering keeps one invoice; delivering straight from confirmed issues the next number', async () => {
    const seller = await maharashtraSeller();
    const shippedFirst = await paidCookerOrder(seller);
    const deliveredAtOnce = await paidCookerOrder(seller);

    await moveTo(seller, shippedFirst, 'shipped');
    const issued = await invoiceOf(shippedFirst);
    await moveTo(seller, shippedFirst, 'delivered');
    // Statuses move forward only (issue 52): going back to shipped is refused and issues nothing.
    expect((await patchStatus(ctx.app, seller, shippedFirst, { status: 'shipped' })).statusCode).toBe(409);
    expect(await invoiceOf(shippedFirst)).toEqual(issued);

    await moveTo(seller, deliveredAtOnce, 'delivered');
    const second = await invoiceOf(deliveredAtOnce);
    expect([issued.number, second.number]).toEqual([`SKS/${year}/000001`, `SKS/${year}/000002`]);
    const rows = await documentRows(ctx.database.db, [shippedFirst, deliveredAtOnce]);
    expect(rows.map((row) => [row.orderId, row.kind])).toEqual([
      [shippedFirst, 'invoice'],
      [deliveredAtOnce, 'invoice'],
    ]);
  });

  it('each wholesaler numbers its own invoices from 1, with its own prefix', async () => {
    const seller = await maharashtraSeller();
    const first = await paidCookerOrder(seller);
    const second = await paidCookerOrder(seller);
    const other = await insertProduct(ctx.database.db, { wholesalerId: accounts.otherWholesaler.id, price: 118 });
    const fresh = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Kaveri Steel Works' });
    const freshProduct = await insertProduct(ctx.database.db, { wholesalerId: fresh.id, price: 118 });
    const freshOrder = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product: freshProduct, quantity: 1 }]))
      .order_ids[0]!;
    const otherOrder = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product: other, quantity: 1 }]))
      .order_ids[0]!;

    await moveTo(seller, first, 'shipped');
    await moveTo(fresh, freshOrder, 'shipped');
    await moveTo(seller, second, 'shipped');
    await moveTo(accounts.otherWholesaler, otherOrder, 'shipped');
    expect((await invoiceOf(first)).number).toBe(`SKS/${year}/000001`);
    expect((await invoiceOf(freshOrder)).number).toBe(`KSW/${year}/000001`);
    expect((await invoiceOf(second)).number).toBe(`SKS/${year}/000002`);
    expect((await invoiceOf(otherOrder)).number).toMatch(new RegExp(`^KT/${year}/\\d{6}$`));
  });

  it('50 orders of one wholesaler shipped at once get the numbers 1 to 50, no gap, no repeat', async () => {
    const seller = await maharashtraSeller();
    const orderIds: number[] = [];
    for (let index = 0; index < 50; index += 1) orderIds.push(await paidCookerOrder(seller));

    const answers = await Promise.all(
      orderIds.map((orderId) => patchStatus(ctx.app, seller, orderId, { status: 'shipped' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(orderIds.map(() => 200));

    const numbers = await Promise.all(orderIds.map(async (orderId) => (await invoiceOf(orderId)).number));
    for (const number of numbers) expect(number).toMatch(new RegExp(`^SKS/${year}/\\d{6}$`));
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(await documentRows(ctx.database.db, orderIds)).toHaveLength(50);
  });

  it('the PDF is the same invoice: number, supplier GSTIN, place of supply, reverse charge and footer', async () => {
    const seller = await maharashtraSeller();
    const orderId = await paidCookerOrder(seller);
    await moveTo(seller, orderId, 'shipped');
    const invoice = await invoiceOf(orderId);

    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const fragment of [
      'Tax Invoice',
      invoice.number,
      `GSTIN: ${invoice.supplier.gstin}`,
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      'This is a computer-generated invoice.',
    ])
      expect(text).toContain(fragment);
  });
});
