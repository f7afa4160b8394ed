import { describe, expect, it } from 'vitest';
import { toPaise, type OrderDetailsResponse, type TaxInvoice } from '@marketplace/contract';
import { signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderDetails, patchStatus, useOrderMarketplace } from './order-fixtures.js';
import { pdfText, readOrderMoney } from './tax-and-refund-fixtures.js';

/** Issue 53, item 1: within a state the tax is two equal halves, each rounded on its own (CGST rules 46 and 53). */
describe('an invoice splits GST into equal halves and adds up to the order’s goods to the paisa', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** Awkward prices at every rate: odd paise of tax at 18 and 40 %, a 0 % line, a 5 % line of a few rupees. */
  async function awkwardOrder(state: string) {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Sahyadri Kitchen Supplies',
      gstNumber: '27AAPFS1234K1Z5',
    });
    const goods = [
      { price: 99.99, gstRate: 0, hsnCode: '1006', quantity: 3 },
      { price: 10.01, gstRate: 5, hsnCode: '1512', quantity: 7 },
      // Rs 8,693.50: the tax is Rs 1,326.13, whose halves the old rule printed as 663.06 and 663.07.
      { price: 8693.5, gstRate: 18, hsnCode: '7323', quantity: 1 },
      { price: 333.33, gstRate: 40, hsnCode: '2202', quantity: 3 },
    ];
    const lines = [];
    for (const { quantity, ...product } of goods) {
      lines.push({ product: await insertProduct(ctx.database.db, { wholesalerId: seller.id, ...product }), quantity });
    }
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, lines, { state })).order_ids[0]!;
    expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(200);
    const invoice = (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;
    return { orderId, invoice, goodsPaise: toPaise(details.subtotal) };
  }

  const paise = (line: TaxInvoice['totals']) => ({
    taxable: toPaise(line.taxable_value),
    cgst: toPaise(line.cgst),
    sgst: toPaise(line.sgst),
    igst: toPaise(line.igst),
    total: toPaise(line.total),
  });

  it('within the seller’s state: CGST = SGST = round(total × rate / 2 / (100 + rate)) on every line', async () => {
    const { invoice, goodsPaise } = await awkwardOrder('27');
    expect(invoice.lines.map((line) => [line.gst_rate, paise(line)])).toEqual([
      [0, { taxable: 29997, cgst: 0, sgst: 0, igst: 0, total: 29997 }],
      // 7007 × 5 / 2 / 105 = 166.83 → 167 paise each half.
      [5, { taxable: 6673, cgst: 167, sgst: 167, igst: 0, total: 7007 }],
      [18, { taxable: 736738, cgst: 66306, sgst: 66306, igst: 0, total: 869350 }],
      [40, { taxable: 71427, cgst: 14286, sgst: 14286, igst: 0, total: 99999 }],
    ]);
    for (const line of invoice.lines) {
      const { taxable, cgst, sgst, total } = paise(line);
      expect(cgst).toBe(Math.round((total * line.gst_rate) / 2 / (100 + line.gst_rate)));
      expect(sgst).toBe(cgst);
      expect(taxable + cgst + sgst).toBe(total);
    }
    const totals = paise(invoice.totals);
    expect(totals.cgst).toBe(totals.sgst);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(goodsPaise);
    expect(totals.total).toBe(goodsPaise);
  });

  it('to another state: IGST = round(total × rate / (100 + rate)), the rest taxable, summing to the goods', async () => {
    const { invoice, goodsPaise } = await awkwardOrder('32');
    expect(invoice.lines.map((line) => [line.gst_rate, paise(line)])).toEqual([
      [0, { taxable: 29997, cgst: 0, sgst: 0, igst: 0, total: 29997 }],
      // 7007 × 5 / 105 = 333.67 → 334.
      [5, { taxable: 6673, cgst: 0, sgst: 0, igst: 334, total: 7007 }],
      [18, { taxable: 736737, cgst: 0, sgst: 0, igst: 132613, total: 869350 }],
      [40, { taxable: 71428, cgst: 0, sgst: 0, igst: 28571, total: 99999 }],
    ]);
    const totals = paise(invoice.totals);
    expect(totals.taxable + totals.igst).toBe(goodsPaise);
    expect(totals.total).toBe(goodsPaise);
  });

  it('the PDF prints each half at its own rate (CGST 9 %, SGST 9 %), leaving out the untaxed 0 % line’s', async () => {
    const { orderId } = await awkwardOrder('27');
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const fragment of [
      'Taxable value Rs. 8,448.35 CGST 2.5 % Rs. 1.67 SGST 2.5 % Rs. 1.67',
      'CGST 9 % Rs. 663.06 SGST 9 % Rs. 663.06',
      'CGST 20 % Rs. 142.86 SGST 20 % Rs. 142.86',
      'Total Rs. 10,063.53',
    ])
      expect(text).toContain(fragment);
    expect(text).not.toContain('CGST 0 %');
  });
});
