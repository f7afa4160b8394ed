import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ClaimResponse, type CreditNote, type TaxInvoice } from '@marketplace/contract';
import { orders, payments, refunds, taxDocuments } from '../src/db/schema.js';
import { signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import {
  acceptClaim,
  decideClaim,
  deliveredOrder,
  escalateClaim,
  filedClaim,
  readDetails,
  rejectClaim,
  useClaimsMarketplace,
} from './claims-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, type CartLine } from './order-fixtures.js';
import {
  currentYearLabel,
  eventually,
  pdfText,
  readOrderMoney,
  sequenceOf,
  sumOf,
  twoWholesalerCart,
} from './tax-and-refund-fixtures.js';

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as ClaimResponse;
};

const paise = (rupees: number) => Math.round(rupees * 100);

describe('an accepted claim moves its money exactly once', () => {
  const { ctx, accounts } = useClaimsMarketplace();
  const year = currentYearLabel();
  /** A seller in Kerala, where the retailer's goods are delivered: CGST and SGST. */
  let keralaSeller: Account;

  beforeAll(async () => {
    keralaSeller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db, {
      companyName: 'Kochi Kitchenware',
      gstNumber: '32AAACK5678B1Z3',
      address: '9 MG Road, Kochi, Kerala 682016',
    });
  });

  const db = () => ctx.database.db;

  async function newSeller(companyName: string) {
    return signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName });
  }

  async function productOf(seller: Account, name: string, price: number, gstRate = 18, hsnCode = '7323') {
    return insertProduct(db(), { wholesalerId: seller.id, name, price, stock: 10_000, gstRate, hsnCode });
  }

  const deliver = (seller: Account, lines: CartLine[]) =>
    deliveredOrder(ctx, { retailer: accounts.retailer, seller }, lines);

  const claimRefunds = (orderId: number) =>
    db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

  const claimDocuments = (claimIds: number[], kind: 'credit_note' | 'platform_credit_note') =>
    db()
      .select()
      .from(taxDocuments)
      .where(and(inArray(taxDocuments.claimId, claimIds), eq(taxDocuments.kind, kind)))
      .orderBy(taxDocuments.id);

  const claimOf = (orderId: number, itemId: number, quantity: number) =>
    filedClaim(ctx.app, accounts.retailer, orderId, { type: 'short', items: [{ id: itemId, quantity }] });

  it('three claims of 4 units on a 12-unit order: shares of the charge add up to the charge to the paisa', async () => {
    const seller = await newSeller('Sharma Utensils');
    const ladle = await productOf(seller, 'Steel ladle', 10.03);
    const { orderId, itemIds } = await deliver(seller, [{ product: ladle, quantity: 12 }]);
    const details = await readDetails(ctx.app, accounts.retailer, orderId);
    // Rs. 120.36 of goods and a 3 % charge of Rs. 3.61, which three equal claims cannot split evenly.
    expect(details).toMatchObject({ subtotal: 120.36, platform_charge: 3.61, total_price: 123.97 });
    const filed = [
      await claimOf(orderId, itemIds[0]!, 4),
      await claimOf(orderId, itemIds[0]!, 4),
      await claimOf(orderId, itemIds[0]!, 4),
    ];
    // Accepted in another order than filed: the paisa the rounding drops goes to the claim that completes the order.
    const refunded: Record<number, number> = {};
    for (const claim of [filed[1]!, filed[2]!, filed[0]!])
      refunded[claim.id] = ok(await acceptClaim(ctx.app, seller, claim.id)).amount_refunded;
    expect(filed.map((claim) => refunded[claim.id])).toEqual([41.33, 41.32, 41.32]);

    const rows = await claimRefunds(orderId);
    expect(rows.map((row) => ({ kind: row.kind, claimId: row.claimId, amount: row.amountPaise }))).toEqual([
      { kind: 'claim', claimId: filed[1]!.id, amount: 4132 },
      { kind: 'claim', claimId: filed[2]!.id, amount: 4132 },
      { kind: 'claim', claimId: filed[0]!.id, amount: 4133 },
    ]);
    expect(sumOf(rows.map((row) => row.amountPaise))).toBe(paise(details.total_price));

    const platformNotes = await claimDocuments(
      filed.map((claim) => claim.id),
      'platform_credit_note',
    );
    const shares = platformNotes.map((row) => paise((row.body as CreditNote).totals.total));
    expect(shares).toEqual([120, 120, 121]);
    expect(sumOf(shares)).toBe(paise(details.platform_charge));
    const goodsNotes = await claimDocuments(
      filed.map((claim) => claim.id),
      'credit_note',
    );
    expect(goodsNotes.map((row) => (row.body as CreditNote).totals.total)).toEqual([40.12, 40.12, 40.12]);
  });

  it('a part acceptance refunds the accepted units and their share of the charge, rounded down', async () => {
    const seller = await newSeller('Iyer Steel');
    const ladle = await productOf(seller, 'Steel ladle', 10.03);
    const { orderId, itemIds } = await deliver(seller, [{ product: ladle, quantity: 12 }]);
    const claim = await claimOf(orderId, itemIds[0]!, 4);
    const accepted = ok(await acceptClaim(ctx.app, seller, claim.id, { items: [{ id: itemIds[0], quantity: 2 }] }));
    // 2 × Rs. 10.03, and 361 × 2006 / 12036 = 60.17 paise of the charge: 60.
    expect(accepted.amount_refunded).toBe(20.66);
    expect((await claimRefunds(orderId)).map((row) => row.amountPaise)).toEqual([2066]);
    const [note] = await claimDocuments([claim.id], 'credit_note');
    expect((note!.body as CreditNote).lines).toMatchObject([{ quantity: 2, total: 20.06 }]);
  });

  it('refunds never add up to more than the order’s payment, whatever was refunded before', async () => {
    const seller = await newSeller('Rao Traders');
    const tray = await productOf(seller, 'Serving tray', 250);
    const { orderId } = await deliver(seller, [{ product: tray, quantity: 4 }]);
    const details = await readDetails(ctx.app, accounts.retailer, orderId);
    const total = paise(details.total_price);
    expect(await claimRefunds(orderId)).toEqual([]);
    // An earlier refund on the order (as the admin refunds page could record) leaves Rs. 10 of the payment.
    const [payment] = await db().select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, orderId));
    await db()
      .insert(refunds)
      .values({
        kind: 'order',
        orderId,
        paymentId: payment!.paymentId,
        amountPaise: total - 1000,
        status: 'processed',
      });
    const claim = await filedClaim(ctx.app, accounts.retailer, orderId, { type: 'not_received' });
    const accepted = ok(await acceptClaim(ctx.app, seller, claim.id));
    expect(accepted.amount_refunded).toBe(10);
    const rows = await claimRefunds(orderId);
    expect(sumOf(rows.map((row) => row.amountPaise))).toBe(total);
  });

  it('on a checkout shared by two sellers, a claim refunds at most its own order’s part of the payment', async () => {
    const lines = await twoWholesalerCart(db(), [accounts.wholesaler.id, accounts.otherWholesaler.id]);
    const created = await checkoutAndPay(ctx.app, accounts.retailer, lines);
    const orderIds = created.order_ids;
    expect(orderIds).toHaveLength(2);
    let paid = 0;
    for (const orderId of orderIds) {
      const details = await readDetails(ctx.app, accounts.retailer, orderId);
      const sellerOf =
        details.wholesaler.id === accounts.wholesaler.id ? accounts.wholesaler : accounts.otherWholesaler;
      await patchStatus(ctx.app, sellerOf, orderId, { status: 'shipped' });
      await patchStatus(ctx.app, sellerOf, orderId, { status: 'delivered' });
      const claim = await filedClaim(ctx.app, accounts.retailer, orderId, { type: 'not_received' });
      const accepted = ok(await acceptClaim(ctx.app, sellerOf, claim.id));
      expect(accepted.amount_refunded).toBe(details.total_price);
      paid += paise(details.total_price);
    }
    const rows = await db().select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(sumOf(rows.map((row) => row.amountPaise))).toBe(paid);
    const [payment] = await db()
      .select({ paymentId: orders.paymentId })
      .from(orders)
      .where(eq(orders.id, orderIds[0]!));
    const [captured] = await db().select().from(payments).where(eq(payments.id, payment!.paymentId));
    expect(paid).toBe(captured!.amountPaise);
  });

  it('each claim’s credit note is the next number in the seller’s credit-note series, against the order’s invoice', async () => {
    const seller = await newSeller('Annapurna Stores');
    const cooker = await productOf(seller, 'Pressure cooker 5 L', 1180, 18, '7615');
    const rice = await productOf(seller, 'Sona masoori rice, 10 kg', 630, 5, '1006');
    const first = await deliver(seller, [
      { product: cooker, quantity: 3 },
      { product: rice, quantity: 4 },
    ]);
    const second = await deliver(seller, [{ product: rice, quantity: 2 }]);
    const claimA = await filedClaim(ctx.app, accounts.retailer, first.orderId, {
      type: 'short',
      items: [
        { id: first.itemIds[0]!, quantity: 1 },
        { id: first.itemIds[1]!, quantity: 4 },
      ],
    });
    const claimB = await claimOf(second.orderId, second.itemIds[0]!, 2);
    const claimC = await claimOf(first.orderId, first.itemIds[0]!, 2);
    const numbers = [];
    for (const claim of [claimA, claimB, claimC])
      numbers.push(ok(await acceptClaim(ctx.app, seller, claim.id)).credit_note!.number);
    expect(numbers).toEqual([`CN/${year}/000001`, `CN/${year}/000002`, `CN/${year}/000003`]);

    const invoice = (await readOrderMoney(ctx.app, accounts.retailer, first.orderId, 'invoice')).json() as TaxInvoice;
    expect(invoice.number).toBe(`AS/${year}/000001`);
    const [noteA] = await claimDocuments([claimA.id], 'credit_note');
    const bodyA = noteA!.body as CreditNote;
    expect(bodyA).toMatchObject({
      number: numbers[0],
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      reason: `Claim #${claimA.id} accepted`,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      place_of_supply: invoice.place_of_supply,
    });
    // The whole rice line was claimed: its credit is the invoiced line itself.
    expect(bodyA.lines[1]).toEqual(invoice.lines[1]);
    expect(bodyA.lines[0]).toMatchObject({
      description: 'Pressure cooker 5 L',
      hsn_code: '7615',
      gst_rate: 18,
      quantity: 1,
      total: 1180,
    });
    expect(bodyA.totals.total).toBe(1180 + 4 * 630);
    // Gujarat to Kerala: integrated tax only, as on the invoice.
    for (const line of bodyA.lines) {
      expect(line).toMatchObject({ cgst: 0, sgst: 0, utgst: 0 });
      expect(line.igst).toBeGreaterThan(0);
      expect(paise(line.taxable_value) + paise(line.igst)).toBe(paise(line.total));
    }
    expect(invoice.lines.every((line) => line.igst > 0 && line.cgst === 0)).toBe(true);

    // The order keeps its own credit note slot for a cancellation; a claim's note is the claim's.
    const details = await readDetails(ctx.app, accounts.retailer, first.orderId);
    expect(details.credit_note).toBeNull();
    const listed = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.orderClaims(first.orderId),
      headers: accounts.retailer.auth,
    });
    const claimsRead = listed.json().claims as ClaimResponse[];
    expect(claimsRead.find((claim) => claim.id === claimA.id)!.credit_note).toEqual({
      number: numbers[0],
      date: bodyA.date,
    });

    // The marketplace's credit notes for the charge's shares are consecutive in its own series.
    const platform = await claimDocuments([claimA.id, claimB.id, claimC.id], 'platform_credit_note');
    expect(platform).toHaveLength(3);
    const platformNumbers = platform.map((row) => row.number);
    expect(platformNumbers.map(sequenceOf)).toEqual(
      [1, 2, 3].map((step) => sequenceOf(platformNumbers[0]!) + step - 1),
    );
  });

  it('within one state the credit note splits the tax into CGST and SGST halves, as the invoice does', async () => {
    const kettle = await productOf(keralaSeller, 'Electric kettle', 1499, 18, '8516');
    const { orderId, itemIds } = await deliver(keralaSeller, [{ product: kettle, quantity: 5 }]);
    const invoice = (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
    expect(invoice.supplier.state_code).toBe('32');
    expect(invoice.place_of_supply.state_code).toBe('32');
    const claim = await claimOf(orderId, itemIds[0]!, 3);
    ok(await acceptClaim(ctx.app, keralaSeller, claim.id));
    const [note] = await claimDocuments([claim.id], 'credit_note');
    const [line] = (note!.body as CreditNote).lines;
    expect(line).toMatchObject({ quantity: 3, total: 4497, igst: 0, utgst: 0 });
    expect(line!.cgst).toBe(line!.sgst);
    expect(line!.cgst).toBeGreaterThan(0);
    expect(paise(line!.taxable_value) + paise(line!.cgst) + paise(line!.sgst)).toBe(paise(4497));
    // 18 % inside the price: Rs. 4,497 is Rs. 3,811.02 of value and Rs. 685.98 of tax.
    expect(line!.taxable_value).toBe(3811.02);
    expect(line!.cgst).toBe(342.99);
  });

  it('the claim’s credit note PDF is read by the parties and administrators once the claim is accepted', async () => {
    const seller = await newSeller('Bharat Crockery');
    const plate = await productOf(seller, 'Melamine plate set', 349);
    const { orderId, itemIds } = await deliver(seller, [{ product: plate, quantity: 6 }]);
    const claim = await claimOf(orderId, itemIds[0]!, 2);
    const pdfOf = (reader: Account) =>
      ctx.app.inject({ method: 'GET', url: apiPaths.claimCreditNotePdf(claim.id), headers: reader.auth });
    expect((await pdfOf(accounts.retailer)).statusCode).toBe(404);
    const accepted = ok(await acceptClaim(ctx.app, seller, claim.id));
    const invoice = (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
    for (const reader of [accounts.retailer, seller, accounts.admin]) {
      const response = await pdfOf(reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(accepted.credit_note!.number);
      expect(text).toContain(invoice.number);
      expect(text).toContain('Melamine plate set');
      expect(text).toContain(`Claim #${claim.id} accepted`);
    }
    for (const stranger of [accounts.otherRetailer, accounts.otherWholesaler])
      expect((await pdfOf(stranger)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.claimCreditNotePdf(claim.id) })).statusCode).toBe(401);
  });

  it('the refund goes through the refund outbox; once processed, the claim and the order’s timeline show it', async () => {
    const seller = await newSeller('Outbox Ovens');
    const tin = await productOf(seller, 'Baking tin', 150);
    const { orderId, itemIds } = await deliver(seller, [{ product: tin, quantity: 4 }]);
    const claim = await claimOf(orderId, itemIds[0]!, 1);
    const accepted = ok(await acceptClaim(ctx.app, seller, claim.id));
    // Rs. 150 and 3 % of it.
    expect(accepted.amount_refunded).toBe(154.5);
    const processed = await eventually(
      async () =>
        (
          await ctx.app.inject({ method: 'GET', url: apiPaths.orderClaims(orderId), headers: accounts.retailer.auth })
        ).json().claims[0] as ClaimResponse,
      (read) => read.refund_status === 'processed',
    );
    expect(processed.refund_status).toBe('processed');
    const events = (await readDetails(ctx.app, accounts.retailer, orderId)).events;
    expect(events.map((event) => event.description)).toContain(`Refund of Rs. 154.50 for claim #${claim.id} processed`);
  });

  it('a rejected claim refunds nothing and has no credit note', async () => {
    const seller = await newSeller('Gupta Glassware');
    const glass = await productOf(seller, 'Tumbler', 45);
    const { orderId, itemIds } = await deliver(seller, [{ product: glass, quantity: 12 }]);
    const claim = await claimOf(orderId, itemIds[0]!, 2);
    const rejected = ok(await rejectClaim(ctx.app, seller, claim.id, { reason: 'Packed and counted' }));
    expect(rejected).toMatchObject({ amount_refunded: 0, refund_status: null, credit_note: null });
    expect(await claimRefunds(orderId)).toEqual([]);
    expect(await claimDocuments([claim.id], 'credit_note')).toEqual([]);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.claimCreditNotePdf(claim.id),
      headers: accounts.retailer.auth,
    });
    expect(pdf.statusCode).toBe(404);
  });

  describe('concurrent answers', () => {
    async function openClaimOf(sellerName: string) {
      const seller = await newSeller(sellerName);
      const pan = await productOf(seller, 'Frying pan', 520);
      const { orderId, itemIds } = await deliver(seller, [{ product: pan, quantity: 10 }]);
      const claim = await claimOf(orderId, itemIds[0]!, 3);
      return { seller, orderId, claim };
    }

    const statusesOf = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

    async function expectOneSettlement(orderId: number, claimId: number) {
      expect((await claimRefunds(orderId)).map((row) => row.claimId)).toEqual([claimId]);
      expect(await claimDocuments([claimId], 'credit_note')).toHaveLength(1);
      expect(await claimDocuments([claimId], 'platform_credit_note')).toHaveLength(1);
    }

    it('two accepts at once: one 200, one 409, one refund and one credit note', async () => {
      const { seller, orderId, claim } = await openClaimOf('Parallel Pans');
      const answers = await Promise.all([
        acceptClaim(ctx.app, seller, claim.id),
        acceptClaim(ctx.app, seller, claim.id),
      ]);
      expect(statusesOf(answers)).toEqual([200, 409]);
      await expectOneSettlement(orderId, claim.id);
    });

    it('an accept and a reject at once: one of them wins', async () => {
      const { seller, orderId, claim } = await openClaimOf('Racing Pans');
      const answers = await Promise.all([
        acceptClaim(ctx.app, seller, claim.id),
        rejectClaim(ctx.app, seller, claim.id, { reason: 'No' }),
      ]);
      expect(statusesOf(answers)).toEqual([200, 409]);
      const accepted = answers[0]!.statusCode === 200;
      expect((await claimRefunds(orderId)).length).toBe(accepted ? 1 : 0);
    });

    it('two decisions by administrators at once: one 200, one 409, one refund and one credit note', async () => {
      const { seller, orderId, claim } = await openClaimOf('Twin Pans');
      ok(await rejectClaim(ctx.app, seller, claim.id, { reason: 'Counted' }));
      ok(await escalateClaim(ctx.app, accounts.retailer, claim.id));
      const answers = await Promise.all([
        decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'accept', note: 'First' }),
        decideClaim(ctx.app, accounts.admin, claim.id, { decision: 'accept', note: 'Second' }),
      ]);
      expect(statusesOf(answers)).toEqual([200, 409]);
      await expectOneSettlement(orderId, claim.id);
    });

    it('two claims of one order accepted at once still split the charge exactly', async () => {
      const seller = await newSeller('Shared Ladles');
      const ladle = await productOf(seller, 'Steel ladle', 10.03);
      const { orderId, itemIds } = await deliver(seller, [{ product: ladle, quantity: 12 }]);
      const claims = [await claimOf(orderId, itemIds[0]!, 7), await claimOf(orderId, itemIds[0]!, 5)];
      const answers = await Promise.all(claims.map((claim) => acceptClaim(ctx.app, seller, claim.id)));
      for (const answer of answers) ok(answer);
      const shares = (
        await claimDocuments(
          claims.map((claim) => claim.id),
          'platform_credit_note',
        )
      ).map((row) => paise((row.body as CreditNote).totals.total));
      expect(sumOf(shares)).toBe(361);
      expect(sumOf((await claimRefunds(orderId)).map((row) => row.amountPaise))).toBe(12_397);
    });

    it('two claims of one seller accepted at once take consecutive credit-note numbers', async () => {
      const seller = await newSeller('Busy Pans');
      const pan = await productOf(seller, 'Frying pan', 520);
      const one = await deliver(seller, [{ product: pan, quantity: 2 }]);
      const two = await deliver(seller, [{ product: pan, quantity: 2 }]);
      const claims = [await claimOf(one.orderId, one.itemIds[0]!, 1), await claimOf(two.orderId, two.itemIds[0]!, 1)];
      const answers = await Promise.all(claims.map((claim) => acceptClaim(ctx.app, seller, claim.id)));
      const numbers = answers.map((answer) => ok(answer).credit_note!.number).sort();
      expect(numbers).toEqual([`CN/${year}/000001`, `CN/${year}/000002`]);
    });
  });
});
