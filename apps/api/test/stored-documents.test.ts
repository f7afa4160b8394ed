import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { taxDocumentPdfs, taxDocuments } from '../src/db/schema.js';
import { renderCreditNotePdf, renderTaxInvoicePdf } from '../src/documents/tax-document-pdf.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderMarketplace } from './order-fixtures.js';
import { pdfText, readOrderMoney } from './tax-and-refund-fixtures.js';

// The PDF builders, still drawing the real documents, counted: a kept PDF is never drawn again.
vi.mock('../src/documents/tax-document-pdf.js', async (importOriginal) => {
  const original = await importOriginal<{
    renderTaxInvoicePdf: typeof renderTaxInvoicePdf;
    renderCreditNotePdf: typeof renderCreditNotePdf;
  }>();
  return {
    renderTaxInvoicePdf: vi.fn(original.renderTaxInvoicePdf),
    renderCreditNotePdf: vi.fn(original.renderCreditNotePdf),
  };
});

/** Issue 52, finding 9: an issued document's PDF is made once and served from storage afterwards. */
describe('an issued document’s PDF is made once and kept', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;

  /** A paid order moved through `statuses` by its wholesaler. */
  async function orderThrough(...statuses: string[]) {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 1180 });
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
    for (const status of statuses) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, { status });
      if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.body}`);
    }
    return orderId;
  }

  const keptPdfs = async (orderId: number) =>
    db()
      .select({ kind: taxDocuments.kind, pdf: taxDocumentPdfs.pdf })
      .from(taxDocumentPdfs)
      .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentPdfs.documentId))
      .where(eq(taxDocuments.orderId, orderId));

  beforeEach(() => {
    vi.mocked(renderTaxInvoicePdf).mockClear();
  });

  it('the second fetch is the same bytes, read from storage: the builder is not called again', async () => {
    const orderId = await orderThrough('shipped');
    expect(await keptPdfs(orderId)).toEqual([]);

    const first = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain('Tax Invoice');
    expect(renderTaxInvoicePdf).toHaveBeenCalledTimes(1);
    const kept = await keptPdfs(orderId);
    expect(kept).toHaveLength(1);
    expect(Buffer.compare(kept[0]!.pdf, first.rawPayload)).toBe(0);

    for (const reader of [accounts.retailer, accounts.wholesaler]) {
      const again = await readOrderMoney(ctx.app, reader, orderId, 'invoice.pdf');
      expect(again.statusCode).toBe(200);
      expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
      expect(again.headers['content-type']).toBe('application/pdf');
      expect(again.headers['cache-control']).toBe('private, no-store');
    }
    expect(renderTaxInvoicePdf).toHaveBeenCalledTimes(1);
  });

  it('what is answered is what storage holds', async () => {
    const orderId = await orderThrough('shipped');
    await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    const [document] = await db()
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
    const marked = Buffer.from('%PDF-1.3 the kept copy\n%%EOF\n');
    await db().update(taxDocumentPdfs).set({ pdf: marked }).where(eq(taxDocumentPdfs.documentId, document!.id));
    const served = await readOrderMoney(ctx.app, accounts.wholesaler, orderId, 'invoice.pdf');
    expect(served.rawPayload.toString()).toBe(marked.toString());
  });

  it('twelve first requests at once get one PDF, drawn once', async () => {
    const orderId = await orderThrough('shipped');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        readOrderMoney(ctx.app, index % 2 ? accounts.retailer : accounts.wholesaler, orderId, 'invoice.pdf'),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(Buffer.compare(answer.rawPayload, answers[0]!.rawPayload)).toBe(0);
    }
    expect(renderTaxInvoicePdf).toHaveBeenCalledTimes(1);
    expect(await keptPdfs(orderId)).toHaveLength(1);
  });

  describe('with a second API process on the same database', () => {
    let second: App;
    beforeAll(async () => {
      second = await buildApp(ctx.config, { database: ctx.database });
      await second.ready();
    });
    afterAll(() => second?.close());

    it('first requests to both at once answer the one stored PDF', async () => {
      const orderId = await orderThrough('shipped');
      const answers = await Promise.all(
        [ctx.app, second, ctx.app, second].map((app) => readOrderMoney(app, accounts.retailer, orderId, 'invoice.pdf')),
      );
      const [kept] = await keptPdfs(orderId);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(Buffer.compare(answer.rawPayload, kept!.pdf)).toBe(0);
      }
    });
  });

  it('a credit note’s PDF is kept beside its invoice’s', async () => {
    const orderId = await orderThrough('shipped', 'canceled');
    vi.mocked(renderCreditNotePdf).mockClear();
    const first = await readOrderMoney(ctx.app, accounts.wholesaler, orderId, 'credit-note.pdf');
    expect(first.statusCode).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain('Credit Note');
    const again = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'credit-note.pdf');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(renderCreditNotePdf).toHaveBeenCalledTimes(1);
    expect((await keptPdfs(orderId)).map((row) => row.kind)).toEqual(['credit_note']);
  });

  it('a kept PDF is still only for the order’s parties: others get 404, no one signed in 401', async () => {
    const orderId = await orderThrough('shipped');
    expect((await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf')).statusCode).toBe(200);
    for (const stranger of [accounts.otherRetailer, accounts.otherWholesaler]) {
      const refused = await readOrderMoney(ctx.app, stranger, orderId, 'invoice.pdf');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual((await readOrderMoney(ctx.app, stranger, 999_999, 'invoice.pdf')).json());
    }
    const anonymous = await readOrderMoney(ctx.app, { auth: { authorization: '' } }, orderId, 'invoice.pdf');
    expect(anonymous.statusCode).toBe(401);
  });

  it('an order without an invoice has no PDF to keep: 404', async () => {
    const orderId = await orderThrough();
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice.pdf');
    expect(response.statusCode).toBe(404);
    expect(await keptPdfs(orderId)).toEqual([]);
  });
});
