import { and, asc, eq, sql } from 'drizzle-orm';
import {
  defaultInvoicePrefix,
  indiaDate,
  type CreditNote,
  type IssuedDocument,
  type TaxInvoice,
} from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import {
  orderItems,
  retailerProfiles,
  taxDocuments,
  wholesalerProfiles,
  type TaxDocumentKind,
} from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { notFound } from '../../errors/app-error.js';
import { findVisibleOrder, type OrderRow } from '../orders/order-access.js';
import { nextDocumentNumber } from './document-numbering.js';
import { createDocumentPdfs } from './document-pdfs.js';
import { documentLicences } from './document-licences.js';
import { signatureInForce } from './invoice-signatures.service.js';
import { buildTaxInvoice } from './tax-document-builder.js';

const DOCUMENT_NAMES: Record<TaxDocumentKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

/** Tax invoices and credit notes: each issued once per order, inside the transaction that causes it. */
export function createTaxDocumentsService(db: Database) {
  const pdfs = createDocumentPdfs(db);

  async function issuedBody(executor: Database | Tx, orderId: number, kind: TaxDocumentKind) {
    const [row] = await executor
      .select({ body: taxDocuments.body })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
      .limit(1);
    return row?.body;
  }

  async function parties(tx: Tx, order: OrderRow) {
    const [seller] = await tx
      .select()
      .from(wholesalerProfiles)
      .where(eq(wholesalerProfiles.userId, order.wholesalerId));
    const [buyer] = await tx.select().from(retailerProfiles).where(eq(retailerProfiles.userId, order.retailerId));
    if (!seller) throw new Error(`order ${order.id} has no wholesaler profile`);
    return {
      seller,
      buyer,
      prefix: seller.invoicePrefix ?? defaultInvoicePrefix(seller.companyName),
      supplier: { name: seller.companyName, address: seller.address, gstin: seller.gstNumber },
      recipient: buyer
        ? { name: buyer.shopName, address: buyer.address, gstin: buyer.gstNumber }
        : { name: order.name, address: `${order.address}, ${order.city} ${order.portalCode}`, gstin: '' },
    };
  }

  /** The stored PDF of a document the user may read; made on its first request. */
  async function readPdf(orderId: number, user: AuthUser, kind: TaxDocumentKind) {
    await findVisibleOrder(db, orderId, user);
    const document = await pdfs.pdfOf(orderId, kind);
    if (!document) throw notFound(DOCUMENT_NAMES[kind]);
    return document;
  }

  async function read<T>(orderId: number, user: AuthUser, kind: TaxDocumentKind): Promise<T> {
    await findVisibleOrder(db, orderId, user);
    const body = await issuedBody(db, orderId, kind);
    if (!body) throw notFound(DOCUMENT_NAMES[kind]);
    return body as T;
  }

  return {
    /** Issues the order's invoice unless it has one; the caller holds the order row locked. */
    async issueInvoice(tx: Tx, order: OrderRow, at = new Date()): Promise<void> {
      if (await issuedBody(tx, order.id, 'invoice')) return;
      const { seller, buyer, prefix, supplier, recipient } = await parties(tx, order);
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const licences = documentLicences(items, seller, buyer);
      const number = await nextDocumentNumber(tx, { wholesalerId: order.wholesalerId, kind: 'invoice', prefix, at });
      const body = buildTaxInvoice({
        number,
        date: indiaDate(at),
        order,
        items,
        supplier: { ...supplier, licences: licences.supplier },
        recipient: { ...recipient, licences: licences.recipient },
      });
      const signatureId = await signatureInForce(tx, order.wholesalerId);
      await tx.insert(taxDocuments).values({
        orderId: order.id,
        wholesalerId: order.wholesalerId,
        kind: 'invoice',
        number,
        issuedAt: at,
        body,
        signatureId,
      });
    },

    /** Undoes an issued invoice with a credit note of the same lines; an order never invoiced needs none. */
    async issueCreditNote(tx: Tx, order: OrderRow, reason: string, at = new Date()): Promise<void> {
      const invoice = (await issuedBody(tx, order.id, 'invoice')) as TaxInvoice | undefined;
      if (!invoice || (await issuedBody(tx, order.id, 'credit_note'))) return;
      const number = await nextDocumentNumber(tx, {
        wholesalerId: order.wholesalerId,
        kind: 'credit_note',
        prefix: '',
        at,
      });
      const body: CreditNote = {
        ...invoice,
        number,
        date: indiaDate(at),
        invoice_number: invoice.number,
        invoice_date: invoice.date,
        reason: reason || 'Order canceled',
      };
      await tx.insert(taxDocuments).values({
        orderId: order.id,
        wholesalerId: order.wholesalerId,
        kind: 'credit_note',
        number,
        issuedAt: at,
        body,
        signatureId: await signatureInForce(tx, order.wholesalerId),
      });
    },

    invoice: (orderId: number, user: AuthUser) => read<TaxInvoice>(orderId, user, 'invoice'),
    creditNote: (orderId: number, user: AuthUser) => read<CreditNote>(orderId, user, 'credit_note'),
    invoicePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'invoice'),
    creditNotePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'credit_note'),

    /** Number and date of each issued document of one order, for its details page. */
    async issuedFor(orderId: number): Promise<Record<TaxDocumentKind, IssuedDocument | null>> {
      const rows = await db
        // Only the two fields the page shows, not the whole stored document.
        .select({
          kind: taxDocuments.kind,
          number: sql<string>`${taxDocuments.body}->>'number'`,
          date: sql<string>`${taxDocuments.body}->>'date'`,
        })
        .from(taxDocuments)
        .where(eq(taxDocuments.orderId, orderId));
      const issued: Record<TaxDocumentKind, IssuedDocument | null> = { invoice: null, credit_note: null };
      for (const { kind, number, date } of rows) issued[kind] = { number, date };
      return issued;
    },
  };
}

export type TaxDocumentsService = ReturnType<typeof createTaxDocumentsService>;
