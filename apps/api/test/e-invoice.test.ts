import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  eInvoiceMessages,
  toPaise,
  type CreditNote,
  type EInvoiceJson,
  type OrderDetailsResponse,
  type RecordedIrn,
  type TaxInvoice,
} from '@marketplace/contract';
import { products, retailerProfiles, wholesalerProfiles } from '../src/db/schema.js';
import { signUpAdmin, signUpRetailer, signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import {
  checkoutAndPay,
  insertProduct,
  orderDetails,
  orderStatuses,
  patchStatus,
  SHIPPING,
  useOrderMarketplace,
} from './order-fixtures.js';
import { cancelOrder, documentRows, pdfText, readOrderMoney } from './tax-and-refund-fixtures.js';

/** Issue 53, item 5: a seller above Rs. 5 crore reports its invoices and credit notes to the registration portal. */
describe('e-invoicing of a seller above Rs. 5 crore', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;

  /** A seller registered in Maharashtra (GSTIN 27…), in Pune, marked above Rs. 5 crore unless told otherwise. */
  async function puneSeller(companyName: string, reports = true) {
    const seller = await signUpVerifiedWholesaler(ctx.app, db(), {
      companyName,
      gstNumber: '27AAPFS1234K1Z5',
      address: 'Gala 14, Bhosari Industrial Estate, Pimpri-Chinchwad, Pune, Maharashtra 411026',
    });
    await db()
      .update(wholesalerProfiles)
      .set({ turnoverAbove5Crore: reports })
      .where(eq(wholesalerProfiles.userId, seller.id));
    return seller;
  }

  /** A paid order of awkward prices at 0, 5, 18 and 40 %, delivered to a state of the test's choice. */
  async function paidOrder(seller: Account, state: string, retailer = accounts.retailer) {
    const product = (name: string, price: number, hsnCode: string, gstRate: number) =>
      insertProduct(db(), { wholesalerId: seller.id, name, price, stock: 50, hsnCode, gstRate });
    const lines = [
      { product: await product('Steel tumbler set', 10.01, '7323', 18), quantity: 7 },
      { product: await product('Toor dal, 1 kg', 133.33, '0713', 5), quantity: 3 },
      { product: await product('Fresh onions, 1 kg', 41.17, '0703', 0), quantity: 9 },
      { product: await product('Cola, 600 ml', 39.99, '2202', 40), quantity: 11 },
    ];
    await db().update(products).set({ unit: 'PCS' }).where(eq(products.id, lines[0]!.product.id));
    return (await checkoutAndPay(ctx.app, retailer, lines, { state })).order_ids[0]!;
  }

  const eInvoiceJson = (account: { auth: { authorization: string } }, orderId: number, document?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.orderEInvoiceJson(orderId)}${document ? `?document=${document}` : ''}`,
      headers: account.auth,
    });

  const recordIrn = (account: { auth: { authorization: string } }, orderId: number, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: apiPaths.orderEInvoice(orderId), headers: account.auth, payload: body });

  let irnCounter = 0;
  /** The portal's answer: a fresh IRN each time, an acknowledgement of today, a JWT-shaped signed QR code. */
  const portalAnswer = (overrides: Record<string, unknown> = {}) => ({
    irn: (++irnCounter).toString(16).padStart(4, '0').repeat(16),
    ack_no: 232210036743849,
    ack_date: new Date().toISOString(),
    signed_qr: `eyJhbGciOiJSUzI1NiJ9.${'eyJkYXRhIjoie1wiU2VsbGVyR3N0aW5cIjpcIjI3'.repeat(20)}.${'c2lnbmF0dXJl'.repeat(30)}`,
    ...overrides,
  });

  const invoiceOf = async (orderId: number) =>
    (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
  const detailsOf = async (account: Account, orderId: number) =>
    (await orderDetails(ctx.app, account, orderId)).json() as OrderDetailsResponse;
  const portalDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
  const paiseSum = (values: number[]) => values.reduce((sum, value) => sum + toPaise(value), 0);

  /** Every amount of the e-invoice is the document's own, and its sums are the document's totals to the paisa. */
  function expectSameAmounts(json: EInvoiceJson, document: TaxInvoice) {
    expect(json.ItemList).toHaveLength(document.lines.length);
    json.ItemList.forEach((item, index) => {
      const line = document.lines[index]!;
      expect(item).toMatchObject({
        SlNo: String(index + 1),
        PrdDesc: line.description,
        IsServc: 'N',
        HsnCd: line.hsn_code,
        Qty: line.quantity,
        Unit: line.unit,
        AssAmt: line.taxable_value,
        TotAmt: line.taxable_value,
        GstRt: line.gst_rate,
        IgstAmt: line.igst,
        CgstAmt: line.cgst,
        SgstAmt: line.sgst + line.utgst,
        TotItemVal: line.total,
      });
      // The unit's taxable value to three decimals, times the quantity, comes back to the line's.
      expect(Math.abs(item.UnitPrice * item.Qty - item.AssAmt)).toBeLessThanOrEqual(0.0005 * item.Qty + 1e-9);
      expect(toPaise(item.AssAmt) + toPaise(item.IgstAmt) + toPaise(item.CgstAmt) + toPaise(item.SgstAmt)).toBe(
        toPaise(item.TotItemVal),
      );
    });
    expect(json.ValDtls).toEqual({
      AssVal: document.totals.taxable_value,
      CgstVal: document.totals.cgst,
      SgstVal: document.totals.sgst,
      IgstVal: document.totals.igst,
      TotInvVal: document.totals.total,
    });
    expect(paiseSum(json.ItemList.map((item) => item.AssAmt))).toBe(toPaise(json.ValDtls.AssVal));
    expect(paiseSum(json.ItemList.map((item) => item.TotItemVal))).toBe(toPaise(json.ValDtls.TotInvVal));
  }

  it('a seller’s first request issues the invoice of a confirmed order and answers its INV-01 JSON (same state)', async () => {
    const seller = await puneSeller('Sahyadri Kitchen Supplies');
    const orderId = await paidOrder(seller, '27');
    expect((await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).statusCode).toBe(404);
    expect((await detailsOf(seller, orderId)).e_invoice).toEqual({
      required: true,
      irn: null,
      ack_no: null,
      ack_date: null,
      report_by: null,
      credit_note: null,
    });

    const response = await eInvoiceJson(seller, orderId);
    expect(response.statusCode).toBe(200);
    const json = response.json() as EInvoiceJson;
    const invoice = await invoiceOf(orderId);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="e-invoice-${invoice.number.replaceAll('/', '-')}.json"`,
    );
    expect(await orderStatuses(db(), [orderId])).toEqual(['confirmed']);

    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({
      TaxSch: 'GST',
      SupTyp: 'B2B',
      RegRev: 'N',
      EcmGstin: ctx.config.platform.gstin,
      IgstOnIntra: 'N',
    });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: invoice.number, Dt: portalDate(invoice.date) });
    expect(json.SellerDtls).toEqual({
      Gstin: '27AAPFS1234K1Z5',
      LglNm: 'Sahyadri Kitchen Supplies',
      Addr1: 'Gala 14, Bhosari Industrial Estate, Pimpri-Chinchwad, Pune, Maharashtra',
      Loc: 'Pune',
      Pin: 411026,
      Stcd: '27',
    });
    // Registered in Kerala, the goods delivered in Maharashtra: the place of supply, and a ship-to of its own.
    expect(json.BuyerDtls).toEqual({
      Gstin: '32AAGCN1234A1Z9',
      LglNm: 'Nair Provisions',
      Pos: '27',
      Addr1: '12 Broadway, Kochi, Kerala',
      Loc: 'Kochi',
      Pin: 682031,
      Stcd: '32',
    });
    expect(json.ShipDtls).toEqual({
      LglNm: SHIPPING.name,
      Addr1: `${SHIPPING.address}, ${SHIPPING.city}`,
      Loc: SHIPPING.city,
      Pin: Number(SHIPPING.portal_code),
      Stcd: '27',
    });
    expect(json.RefDtls).toBeUndefined();
    expect(json.ItemList.map((item) => item.Unit)).toEqual(['PCS', 'NOS', 'NOS', 'NOS']);
    // Within one state: two equal halves, no IGST.
    expect(json.ItemList.every((item) => item.IgstAmt === 0 && item.CgstAmt === item.SgstAmt)).toBe(true);
    expectSameAmounts(json, invoice);
    expect(json.ValDtls.TotInvVal).toBe((await detailsOf(seller, orderId)).subtotal);

    // Asking again neither issues another invoice nor changes the answer.
    expect((await eInvoiceJson(seller, orderId)).json()).toEqual(json);
    expect(await documentRows(db(), [orderId])).toHaveLength(1);
  });

  it('across states it reports IGST, and no ship-to when the goods go to the buyer’s own address', async () => {
    const seller = await puneSeller('Deccan Steel Traders');
    const orderId = await paidOrder(seller, '32');
    const json = (await eInvoiceJson(seller, orderId)).json() as EInvoiceJson;
    const invoice = await invoiceOf(orderId);
    expect(json.BuyerDtls).toMatchObject({ Pos: '32', Stcd: '32' });
    expect(json.ShipDtls).toBeUndefined();
    expect(json.ItemList.every((item) => item.CgstAmt === 0 && item.SgstAmt === 0)).toBe(true);
    expect(json.ValDtls.IgstVal).toBeGreaterThan(0);
    expectSameAmounts(json, invoice);
  });

  it('the order cannot ship or be delivered before its IRN is recorded; afterwards it ships with that invoice', async () => {
    const seller = await puneSeller('Godavari Vessels');
    const orderId = await paidOrder(seller, '27');
    for (const status of ['shipped', 'delivered']) {
      const refused = await patchStatus(ctx.app, seller, orderId, { status });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: eInvoiceMessages.shipWithoutIrn });
    }
    expect(await orderStatuses(db(), [orderId])).toEqual(['confirmed']);

    await eInvoiceJson(seller, orderId);
    expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(400);
    // An acknowledgement from the future, or from before the invoice's own date, is a typing mistake.
    const future = await recordIrn(seller, orderId, portalAnswer({ ack_date: '2099-01-01 10:00:00' }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ ack_date: [eInvoiceMessages.ackDateInFuture] });
    const past = await recordIrn(seller, orderId, portalAnswer({ ack_date: '2020-01-01 10:00:00' }));
    expect(past.json()).toMatchObject({ ack_date: [eInvoiceMessages.ackDateBeforeDocument] });

    const invoice = await invoiceOf(orderId);
    const ackDate = new Date();
    const accepted = await recordIrn(seller, orderId, portalAnswer({ ack_date: ackDate.toISOString() }));
    expect(accepted.statusCode).toBe(200);
    const irn = (accepted.json() as RecordedIrn).irn;
    expect(accepted.json()).toMatchObject({
      document: 'invoice',
      number: invoice.number,
      ack_no: '232210036743849',
      ack_date: new Date(Math.floor(ackDate.getTime() / 1000) * 1000).toISOString(),
    });

    expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(200);
    expect((await documentRows(db(), [orderId])).map((row) => row.number)).toEqual([invoice.number]);
    const details = await detailsOf(seller, orderId);
    expect(details.e_invoice).toMatchObject({ required: true, irn, ack_no: '232210036743849' });
    const reportBy = new Date(`${invoice.date}T00:00:00Z`);
    reportBy.setUTCDate(reportBy.getUTCDate() + 30);
    expect(details.e_invoice?.report_by).toBe(reportBy.toISOString().slice(0, 10));
  });

  it('the PDF made before the IRN is made again with the IRN, Ack No., Ack Date and QR code', async () => {
    const seller = await puneSeller('Konkan Traders');
    const orderId = await paidOrder(seller, '32');
    await eInvoiceJson(seller, orderId);
    const before = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(before.statusCode).toBe(200);
    expect(await pdfText(before.rawPayload)).not.toContain('IRN');

    // The portal answers in India's time, to the minute here.
    const inIndia = new Date(Date.now() + 330 * 60_000).toISOString();
    const answer = portalAnswer({ ack_date: `${inIndia.slice(0, 10)} ${inIndia.slice(11, 16)}:00` });
    expect((await recordIrn(seller, orderId, answer)).statusCode).toBe(200);
    const after = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    const text = await pdfText(after.rawPayload);
    const [year, month, day] = inIndia.slice(0, 10).split('-');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(text).toContain(`IRN: ${answer.irn}`);
    expect(text).toContain('Ack No.: 232210036743849');
    expect(text).toContain(`Ack Date: ${day} ${months[Number(month) - 1]} ${year} ${inIndia.slice(11, 16)}`);
  });

  it('a canceled invoiced order gives the CRN JSON of its credit note, which records an IRN of its own', async () => {
    const seller = await puneSeller('Tapi Textiles');
    const orderId = await paidOrder(seller, '27');
    expect((await eInvoiceJson(seller, orderId, 'credit_note')).statusCode).toBe(404);
    await eInvoiceJson(seller, orderId);
    expect((await cancelOrder(ctx.app, accounts.retailer, orderId)).statusCode).toBe(200);

    const response = await eInvoiceJson(seller, orderId, 'credit_note');
    expect(response.statusCode).toBe(200);
    const json = response.json() as EInvoiceJson;
    const note = (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'credit-note')).json() as CreditNote;
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: note.number, Dt: portalDate(note.date) });
    expect(json.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: note.invoice_number, InvDt: portalDate(note.invoice_date) }],
    });
    expectSameAmounts(json, note);

    const answer = portalAnswer({ document: 'credit_note' });
    expect((await recordIrn(seller, orderId, answer)).json()).toMatchObject({ document: 'credit_note' });
    const details = await detailsOf(seller, orderId);
    expect(details.e_invoice?.irn).toBeNull();
    expect(details.e_invoice?.credit_note).toMatchObject({ irn: answer.irn, ack_no: '232210036743849' });
  });

  it('says field by field what is wrong with a recorded answer, and changes nothing', async () => {
    const seller = await puneSeller('Narmada Provisions');
    const orderId = await paidOrder(seller, '27');
    const early = await recordIrn(seller, orderId, portalAnswer());
    expect(early.statusCode).toBe(409);

    await eInvoiceJson(seller, orderId);
    const refused = await recordIrn(seller, orderId, {
      document: 'bill',
      irn: 'not-an-irn',
      ack_no: '23221A',
      ack_date: '30/11/2026',
      signed_qr: '   ',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation',
      document: [eInvoiceMessages.document],
      irn: [eInvoiceMessages.irn],
      ack_no: [eInvoiceMessages.ackNo],
      ack_date: [eInvoiceMessages.ackDate],
      signed_qr: [eInvoiceMessages.signedQr],
    });
    const oddDates = await recordIrn(seller, orderId, portalAnswer({ ack_date: '2026-02-30 10:00:00' }));
    expect(oddDates.json()).toMatchObject({ ack_date: [eInvoiceMessages.ackDate] });
    const tooLong = await recordIrn(seller, orderId, portalAnswer({ signed_qr: 'x'.repeat(2954) }));
    expect(tooLong.json()).toMatchObject({ signed_qr: [eInvoiceMessages.signedQrTooLong] });
    expect((await detailsOf(seller, orderId)).e_invoice?.irn).toBeNull();
  });

  it('an IRN is recorded once, and never for two documents', async () => {
    const seller = await puneSeller('Kaveri Steel Works');
    const first = await paidOrder(seller, '27');
    const second = await paidOrder(seller, '27');
    await eInvoiceJson(seller, first);
    await eInvoiceJson(seller, second);
    const answer = portalAnswer();
    // Capitals are the same IRN.
    expect((await recordIrn(seller, first, { ...answer, irn: answer.irn.toUpperCase() })).statusCode).toBe(200);

    const again = await recordIrn(seller, first, portalAnswer());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: eInvoiceMessages.alreadyRecorded.invoice });
    const taken = await recordIrn(seller, second, answer);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: eInvoiceMessages.irnTaken });
    expect((await detailsOf(seller, first)).e_invoice?.irn).toBe(answer.irn);
    expect((await detailsOf(seller, second)).e_invoice?.irn).toBeNull();
  });

  it('only the order’s wholesaler reads and records it (administrators read); anyone else gets 404', async () => {
    const seller = await puneSeller('Mula Mutha Foods');
    const orderId = await paidOrder(seller, '27');
    const admin = await signUpAdmin(ctx);
    // An administrator's look does not issue the invoice.
    expect((await eInvoiceJson(admin, orderId)).statusCode).toBe(409);
    expect(await documentRows(db(), [orderId])).toHaveLength(0);

    for (const stranger of [accounts.retailer, accounts.otherRetailer, accounts.otherWholesaler]) {
      expect((await eInvoiceJson(stranger, orderId)).statusCode).toBe(404);
    }
    expect(await documentRows(db(), [orderId])).toHaveLength(0);
    await eInvoiceJson(seller, orderId);
    expect((await eInvoiceJson(admin, orderId)).statusCode).toBe(200);
    for (const stranger of [admin, accounts.retailer, accounts.otherWholesaler]) {
      expect((await recordIrn(stranger, orderId, portalAnswer())).statusCode).toBe(404);
    }
    expect((await detailsOf(seller, orderId)).e_invoice?.irn).toBeNull();
  });

  it('does not apply to a buyer without a GSTIN, nor to a seller not marked above Rs. 5 crore', async () => {
    const seller = await puneSeller('Bhima Agro');
    const unregistered = await signUpRetailer(ctx.app, { shop_name: 'Corner Kirana' });
    await db().update(retailerProfiles).set({ gstNumber: '' }).where(eq(retailerProfiles.userId, unregistered.id));
    const toConsumer = await paidOrder(seller, '27', unregistered);
    const refused = await eInvoiceJson(seller, toConsumer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: eInvoiceMessages.buyerUnregistered });
    expect((await detailsOf(seller, toConsumer)).e_invoice).toBeNull();
    expect((await patchStatus(ctx.app, seller, toConsumer, { status: 'shipped' })).statusCode).toBe(200);

    const smallSeller = await puneSeller('Indrayani Traders', false);
    const orderId = await paidOrder(smallSeller, '27');
    expect((await eInvoiceJson(smallSeller, orderId)).json()).toMatchObject({
      detail: eInvoiceMessages.sellerNotReporting,
    });
    expect((await detailsOf(smallSeller, orderId)).e_invoice).toBeNull();
    expect((await patchStatus(ctx.app, smallSeller, orderId, { status: 'shipped' })).statusCode).toBe(200);
  });
});
