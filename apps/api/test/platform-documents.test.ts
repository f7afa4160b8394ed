import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  creditNote,
  PLATFORM_CHARGE_SAC,
  taxInvoice,
  toPaise,
  type CreditNote,
  type OrderDetailsResponse,
  type TaxInvoice,
} from '@marketplace/contract';
import type { App } from '../src/app.js';
import { signUpAdmin, signUpRetailer, type Account } from './accounts-fixtures.js';
import { checkoutAndPay, insertProduct, orderDetails, useOrderMarketplace } from './order-fixtures.js';
import { cancelOrder, currentYearLabel, pdfText, sequenceOf } from './tax-and-refund-fixtures.js';

type PlatformDocument = 'platform-invoice' | 'platform-credit-note';
const PATHS = {
  'platform-invoice': apiPaths.orderPlatformInvoice,
  'platform-invoice.pdf': apiPaths.orderPlatformInvoicePdf,
  'platform-credit-note': apiPaths.orderPlatformCreditNote,
  'platform-credit-note.pdf': apiPaths.orderPlatformCreditNotePdf,
} as const;

const get = (app: App, reader: { auth: { authorization: string } }, orderId: number, path: keyof typeof PATHS) =>
  app.inject({ method: 'GET', url: PATHS[path](orderId), headers: reader.auth });

/** Half of 18 % GST in a tax-inclusive amount, rounded half away from zero, in exact integers. */
const half = (paise: number) => Math.floor((paise * 18 + 118) / (2 * 118));
const igst = (paise: number) => Math.floor((paise * 18 * 2 + 118) / (2 * 118));

describe("the marketplace's own invoice for its shipping & platform charge", () => {
  const { ctx, accounts } = useOrderMarketplace();
  const year = currentYearLabel();

  async function paidOrder(retailer: Account, price = 333.33, quantity = 7) {
    const product = await insertProduct(ctx.database.db, {
      wholesalerId: accounts.wholesaler.id,
      price,
      stock: 50,
      gstRate: 5,
    });
    const orderId = (await checkoutAndPay(ctx.app, retailer, [{ product, quantity }])).order_ids[0]!;
    const details = (await orderDetails(ctx.app, retailer, orderId)).json() as OrderDetailsResponse;
    return { orderId, chargePaise: toPaise(details.platform_charge), details };
  }

  async function read<T>(retailer: Account, orderId: number, path: PlatformDocument): Promise<T> {
    const response = await get(ctx.app, retailer, orderId, path);
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  }

  it('is issued at payment in its own series, with CGST and SGST halves for a retailer in its own state', async () => {
    const retailer = await signUpRetailer(ctx.app, { gstNumber: '27AAGCN1234A1Z5' });
    const { orderId, chargePaise, details } = await paidOrder(retailer);
    const invoice = await read<TaxInvoice>(retailer, orderId, 'platform-invoice');
    expect(taxInvoice.parse(invoice)).toEqual(invoice);

    expect(invoice.number).toMatch(new RegExp(`^MP/${year}/\\d{6}$`));
    expect(invoice.supplier).toMatchObject({ gstin: ctx.config.platform.gstin, name: ctx.config.platform.legalName });
    expect(invoice.recipient).toMatchObject({ gstin: '27AAGCN1234A1Z5', state_code: '27' });
    expect(invoice.place_of_supply.state_code).toBe('27');
    expect(invoice.lines).toHaveLength(1);
    const cgst = half(chargePaise);
    expect(invoice.lines[0]).toMatchObject({
      description: `Shipping & platform charge, order #${orderId}`,
      hsn_code: PLATFORM_CHARGE_SAC,
      quantity: 1,
      unit: 'OTH',
      gst_rate: 18,
      unit_price: details.platform_charge,
    });
    expect(invoice.totals).toEqual({
      taxable_value: (chargePaise - 2 * cgst) / 100,
      cgst: cgst / 100,
      sgst: cgst / 100,
      utgst: 0,
      igst: 0,
      total: chargePaise / 100,
    });
    expect(details.platform_invoice).toEqual({ number: invoice.number, date: invoice.date });
    expect(details.platform_credit_note).toBeNull();
  });

  it('is IGST for a retailer in another state, and numbers run on without gaps', async () => {
    const first = await paidOrder(accounts.retailer, 10.01, 7);
    const second = await paidOrder(accounts.retailer, 99.99, 3);
    const one = await read<TaxInvoice>(accounts.retailer, first.orderId, 'platform-invoice');
    const two = await read<TaxInvoice>(accounts.retailer, second.orderId, 'platform-invoice');
    expect(sequenceOf(two.number)).toBe(sequenceOf(one.number) + 1);
    expect(one.place_of_supply.state_code).toBe('32');
    const tax = igst(first.chargePaise);
    expect(one.totals).toEqual({
      taxable_value: (first.chargePaise - tax) / 100,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: tax / 100,
      total: first.chargePaise / 100,
    });
  });

  it('gets a credit note in its own series when the charge is refunded with the order', async () => {
    const { orderId } = await paidOrder(accounts.retailer);
    expect((await get(ctx.app, accounts.retailer, orderId, 'platform-credit-note')).statusCode).toBe(404);
    expect((await cancelOrder(ctx.app, accounts.retailer, orderId, { reason: 'Ordered twice' })).statusCode).toBe(200);

    const invoice = await read<TaxInvoice>(accounts.retailer, orderId, 'platform-invoice');
    const note = await read<CreditNote>(accounts.retailer, orderId, 'platform-credit-note');
    expect(creditNote.parse(note)).toEqual(note);
    expect(note.number).toMatch(new RegExp(`^MPCN/${year}/\\d{6}$`));
    expect(note).toMatchObject({
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      reason: 'Ordered twice',
      lines: invoice.lines,
      totals: invoice.totals,
    });
    const details = (await orderDetails(ctx.app, accounts.retailer, orderId)).json() as OrderDetailsResponse;
    expect(details.platform_credit_note).toEqual({ number: note.number, date: note.date });
    // The seller's credit note is only for invoiced goods: this order never shipped.
    expect(details.credit_note).toBeNull();
  });

  it("prints as the marketplace's tax invoice and credit note, with the SAC and its signatory", async () => {
    const { orderId } = await paidOrder(accounts.retailer);
    const invoicePdf = await get(ctx.app, accounts.retailer, orderId, 'platform-invoice.pdf');
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    const invoice = await read<TaxInvoice>(accounts.retailer, orderId, 'platform-invoice');
    expect(invoicePdf.headers['content-disposition']).toContain(
      `platform-invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(invoicePdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain(PLATFORM_CHARGE_SAC);
    expect(text).toContain(`For ${ctx.config.platform.legalName}`);
    expect(text).toContain('Authorised signatory');

    await cancelOrder(ctx.app, accounts.retailer, orderId);
    const notePdf = await get(ctx.app, accounts.retailer, orderId, 'platform-credit-note.pdf');
    expect(notePdf.statusCode).toBe(200);
    const noteText = await pdfText(notePdf.rawPayload);
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain(`Against invoice ${invoice.number}`);
  });

  it('is the retailer’s and the administrators’, never the seller’s or another shop’s', async () => {
    const { orderId } = await paidOrder(accounts.retailer);
    const admin = await signUpAdmin(ctx);
    expect((await get(ctx.app, admin, orderId, 'platform-invoice')).statusCode).toBe(200);
    for (const stranger of [accounts.wholesaler, accounts.otherRetailer, accounts.otherWholesaler]) {
      for (const path of ['platform-invoice', 'platform-invoice.pdf'] as const) {
        expect((await get(ctx.app, stranger, orderId, path)).statusCode).toBe(404);
      }
    }
    const sellerView = (await orderDetails(ctx.app, accounts.wholesaler, orderId)).json() as OrderDetailsResponse;
    expect(sellerView.platform_invoice).toBeNull();
  });
});
