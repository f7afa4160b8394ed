import { describe, expect, it } from 'vitest';
import { creditNote, type CreditNote, type OrderDetailsResponse, type TaxInvoice } from '@marketplace/contract';
import { signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import {
  checkoutAndPay,
  insertProduct,
  orderDetails,
  patchStatus,
  stockAndSales,
  useOrderMarketplace,
} from './order-fixtures.js';
import { currentYearLabel, documentRows, pdfText, readOrderMoney, refundOnceIt } from './tax-and-refund-fixtures.js';

describe('a wholesaler taking back a shipped order issues a credit note against its invoice', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const year = currentYearLabel();

  async function shippedOrder(seller: Account) {
    const tumblers = await insertProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Steel tumbler set',
      price: 118,
      stock: 20,
      hsnCode: '7323',
      gstRate: 18,
    });
    const rice = await insertProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Sona masoori rice, 10 kg',
      price: 630,
      stock: 20,
      hsnCode: '1006',
      gstRate: 5,
    });
    const lines = [
      { product: tumblers, quantity: 4 },
      { product: rice, quantity: 2 },
    ];
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, lines)).order_ids[0]!;
    expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(200);
    return { orderId, tumblers, rice };
  }

  const read = async <T>(orderId: number, path: 'invoice' | 'credit-note') => {
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, path);
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  it('has the invoice’s number, date, lines and totals, the reason given, and a CN series of its own', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Annapurna Stores' });
    const { orderId } = await shippedOrder(seller);
    expect((await readOrderMoney(ctx.app, accounts.retailer, orderId, 'credit-note')).statusCode).toBe(404);

    const canceled = await patchStatus(ctx.app, seller, orderId, {
      status: 'canceled',
      description: 'Returned: two tumblers dented in transit',
    });
    expect(canceled.statusCode).toBe(200);
    const invoice = await read<TaxInvoice>(orderId, 'invoice');
    const note = await read<CreditNote>(orderId, 'credit-note');
    expect(creditNote.parse(note)).toEqual(note);
    expect(note).toMatchObject({
      number: `CN/${year}/000001`,
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      reason: 'Returned: two tumblers dented in transit',
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      place_of_supply: invoice.place_of_supply,
      lines: invoice.lines,
      totals: invoice.totals,
      amount_in_words: invoice.amount_in_words,
    });
    expect(invoice.number).toBe(`AS/${year}/000001`);

    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;
    expect(details.credit_note).toEqual({ number: note.number, date: note.date });
    expect(details.invoice).toEqual({ number: invoice.number, date: invoice.date });
  });

  // Issue 53, finding 10: the goods came back saleable (restock), so their stock returns.
  it('returns the stock, refunds the order in full, and numbers the next credit note 2', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Godavari Traders' });
    const first = await shippedOrder(seller);
    const second = await shippedOrder(seller);
    for (const { orderId } of [first, second])
      expect((await patchStatus(ctx.app, seller, orderId, { status: 'canceled', restock: true })).statusCode).toBe(200);

    expect((await read<CreditNote>(first.orderId, 'credit-note')).number).toBe(`CN/${year}/000001`);
    expect((await read<CreditNote>(second.orderId, 'credit-note')).number).toBe(`CN/${year}/000002`);
    expect(await stockAndSales(ctx.database.db, second.tumblers.id)).toEqual({ stock: 20, sales: 0 });
    expect(await stockAndSales(ctx.database.db, second.rice.id)).toEqual({ stock: 20, sales: 0 });
    const details = (await orderDetails(ctx.app, accounts.retailer, second.orderId)).json() as OrderDetailsResponse;
    const refund = await refundOnceIt(ctx.app, accounts.retailer, second.orderId, 'processed');
    expect(refund.amount).toBe(details.total_price);
    expect(details.total_price).toBe(details.subtotal + details.platform_charge);
  });

  it('a canceled order that was never shipped has no invoice and gets no credit note', async () => {
    const product = await insertProduct(ctx.database.db, { wholesalerId: accounts.wholesaler.id, price: 250 });
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
    expect((await patchStatus(ctx.app, accounts.wholesaler, orderId, { status: 'canceled' })).statusCode).toBe(200);
    expect((await readOrderMoney(ctx.app, accounts.retailer, orderId, 'credit-note')).statusCode).toBe(404);
    expect(await documentRows(ctx.database.db, [orderId])).toEqual([]);
  });

  it('the PDF says Credit Note and names the invoice it amends', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName: 'Narmada Foods' });
    const { orderId } = await shippedOrder(seller);
    await patchStatus(ctx.app, seller, orderId, { status: 'canceled', description: 'Wrong rice delivered' });
    const note = await read<CreditNote>(orderId, 'credit-note');

    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'credit-note.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const fragment of ['Credit Note', note.number, note.invoice_number, 'Reason: Wrong rice delivered'])
      expect(text).toContain(fragment);
    expect(text).not.toContain('Tax Invoice');
  });
});
