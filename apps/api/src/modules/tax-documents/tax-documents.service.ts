import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
  PLATFORM_DOCUMENT_KINDS,
  type TaxDocumentKind,
} from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { notFound } from '../../errors/app-error.js';
import { findVisibleOrder, type OrderRow } from '../orders/order-access.js';
import type { PlatformIdentity } from '../../config.js';
import { nextDocumentNumber, nextPlatformDocumentNumber } from './document-numbering.js';
import { createDocumentPdfs } from './document-pdfs.js';
import { documentLicences } from './document-licences.js';
import { signatureInForce } from './invoice-signatures.service.js';
import { buildPlatformInvoice } from './platform-invoice-builder.js';
import { chargeCreditNoteOf, goodsCreditNoteOf } from './claim-credit-notes.js';
import { buildTaxInvoice, creditNoteOf } from './tax-document-builder.js';
import { postCreditNote, postInvoice } from '../payouts/ledger-postings.js';

const DOCUMENT_NAMES: Record<TaxDocumentKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  platform_invoice: 'Platform invoice',
  platform_credit_note: 'Platform credit note',
};

const isPlatformDocument = (kind: TaxDocumentKind) => (PLATFORM_DOCUMENT_KINDS as readonly string[]).includes(kind);

/**
 * The marketplace's documents are between it and the retailer: the seller of the goods sees none of them.
 * Everyone else's access is the order's.
 */
async function findDocumentOrder(db: Database, orderId: number, user: AuthUser, kind: TaxDocumentKind) {
  const order = await findVisibleOrder(db, orderId, user);
  if (isPlatformDocument(kind) && order.wholesalerId === user.id) throw notFound(DOCUMENT_NAMES[kind]);
  return order;
}

/**
 * Tax invoices and credit notes, the seller's for the goods and the marketplace's for its charge: each issued once
 * per order, inside the transaction that causes it.
 */
export function createTaxDocumentsService(db: Database, platform: PlatformIdentity) {
  const pdfs = createDocumentPdfs(db);

  async function issuedBody(executor: Database | Tx, orderId: number, kind: TaxDocumentKind) {
    const [row] = await executor
      .select({ body: taxDocuments.body })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.claimId)))
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
    await findDocumentOrder(db, orderId, user, kind);
    const document = await pdfs.pdfOf(orderId, kind);
    if (!document) throw notFound(DOCUMENT_NAMES[kind]);
    return document;
  }

  async function read<T>(orderId: number, user: AuthUser, kind: TaxDocumentKind): Promise<T> {
    await findDocumentOrder(db, orderId, user, kind);
    const body = await issuedBody(db, orderId, kind);
    if (!body) throw notFound(DOCUMENT_NAMES[kind]);
    return body as T;
  }

  /** Issues the order's invoice unless it has one; the caller holds the order row locked. */
  async function issueInvoice(tx: Tx, order: OrderRow, at = new Date()): Promise<void> {
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
    const [issued] = await tx
      .insert(taxDocuments)
      .values({
        orderId: order.id,
        wholesalerId: order.wholesalerId,
        kind: 'invoice',
        number,
        issuedAt: at,
        body,
        signatureId,
      })
      .returning({ id: taxDocuments.id });
    if (issued) await postInvoice(tx, order, { id: issued.id, body, issuedAt: at });
  }

  return {
    issueInvoice,

    /** The marketplace's invoice for the order's shipping & platform charge, issued once the order is paid. */
    async issuePlatformInvoice(tx: Tx, order: OrderRow, at = new Date()): Promise<void> {
      if (order.chargePaise === 0 || (await issuedBody(tx, order.id, 'platform_invoice'))) return;
      const { seller, recipient } = await parties(tx, order);
      const number = await nextPlatformDocumentNumber(tx, 'platform_invoice', at);
      const body = buildPlatformInvoice({
        number,
        date: indiaDate(at),
        order,
        platform,
        recipient,
        sellerGstin: seller.gstNumber,
      });
      await tx.insert(taxDocuments).values({
        orderId: order.id,
        wholesalerId: order.wholesalerId,
        kind: 'platform_invoice',
        number,
        issuedAt: at,
        body,
      });
    },

    /**
     * Undoes a refunded order's issued invoices, the seller's and the marketplace's, each with a credit note of the
     * same lines in its own series; an invoice never issued needs none, and a credit note is issued once.
     */
    async issueCreditNotes(tx: Tx, order: OrderRow, reason: string, at = new Date()): Promise<void> {
      for (const invoiceKind of ['invoice', 'platform_invoice'] as const) {
        const noteKind = invoiceKind === 'invoice' ? 'credit_note' : 'platform_credit_note';
        const invoice = (await issuedBody(tx, order.id, invoiceKind)) as TaxInvoice | undefined;
        if (!invoice || (await issuedBody(tx, order.id, noteKind))) continue;
        const sellers = invoiceKind === 'invoice';
        const number = sellers
          ? await nextDocumentNumber(tx, { wholesalerId: order.wholesalerId, kind: 'credit_note', prefix: '', at })
          : await nextPlatformDocumentNumber(tx, 'platform_credit_note', at);
        const body = creditNoteOf(invoice, { number, date: indiaDate(at), reason: reason || 'Order canceled' });
        const [issued] = await tx
          .insert(taxDocuments)
          .values({
            orderId: order.id,
            wholesalerId: order.wholesalerId,
            kind: noteKind,
            number,
            issuedAt: at,
            body,
            // The marketplace's documents carry no seller's signature.
            signatureId: sellers ? await signatureInForce(tx, order.wholesalerId) : null,
          })
          .returning({ id: taxDocuments.id });
        if (sellers && issued) await postCreditNote(tx, order, { id: issued.id, body, issuedAt: at });
      }
    },

    /**
     * Credits an accepted claim against the order's invoices: the accepted units in the seller's credit-note series,
     * and the refunded share of the charge in the marketplace's. Issued once per claim; the caller holds the order
     * locked. Answers the seller's credit note.
     */
    async issueClaimCreditNotes(
      tx: Tx,
      order: OrderRow,
      claim: { id: number; accepted: Array<{ orderItemId: number; quantity: number }>; chargeSharePaise: number },
      at = new Date(),
    ): Promise<IssuedDocument> {
      await issueInvoice(tx, order, at);
      const invoice = (await issuedBody(tx, order.id, 'invoice')) as TaxInvoice;
      const reason = `Claim #${claim.id} accepted`;
      const lineIds = (
        await tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id))
      ).map((item) => item.id);
      const number = await nextDocumentNumber(tx, {
        wholesalerId: order.wholesalerId,
        kind: 'credit_note',
        prefix: '',
        at,
      });
      const accepted = claim.accepted
        .filter((item) => item.quantity > 0)
        .map((item) => ({ line: lineIds.indexOf(item.orderItemId), quantity: item.quantity }))
        .sort((a, b) => a.line - b.line);
      const credited = { orderId: order.id, wholesalerId: order.wholesalerId, claimId: claim.id, issuedAt: at };
      const body = goodsCreditNoteOf(invoice, accepted, { number, date: indiaDate(at), reason });
      const [issued] = await tx
        .insert(taxDocuments)
        .values({
          ...credited,
          kind: 'credit_note',
          number,
          body,
          signatureId: await signatureInForce(tx, order.wholesalerId),
        })
        .returning({ id: taxDocuments.id });
      if (issued) await postCreditNote(tx, order, { id: issued.id, body, issuedAt: at, claimId: claim.id });
      const platformInvoice = (await issuedBody(tx, order.id, 'platform_invoice')) as TaxInvoice | undefined;
      if (platformInvoice && claim.chargeSharePaise > 0) {
        const platformNumber = await nextPlatformDocumentNumber(tx, 'platform_credit_note', at);
        await tx.insert(taxDocuments).values({
          ...credited,
          kind: 'platform_credit_note',
          number: platformNumber,
          body: chargeCreditNoteOf(platformInvoice, claim.chargeSharePaise, {
            number: platformNumber,
            date: indiaDate(at),
            reason,
          }),
        });
      }
      return { number, date: indiaDate(at) };
    },

    /** The PDF of an accepted claim's credit note; the caller has checked the user may see the claim. */
    async claimCreditNotePdf(claim: { id: number; orderId: number }) {
      const document = await pdfs.pdfOf(claim.orderId, 'credit_note', claim.id);
      if (!document) throw notFound('Credit note');
      return document;
    },

    invoice: (orderId: number, user: AuthUser) => read<TaxInvoice>(orderId, user, 'invoice'),
    creditNote: (orderId: number, user: AuthUser) => read<CreditNote>(orderId, user, 'credit_note'),
    invoicePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'invoice'),
    creditNotePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'credit_note'),
    platformInvoice: (orderId: number, user: AuthUser) => read<TaxInvoice>(orderId, user, 'platform_invoice'),
    platformCreditNote: (orderId: number, user: AuthUser) => read<CreditNote>(orderId, user, 'platform_credit_note'),
    platformInvoicePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'platform_invoice'),
    platformCreditNotePdf: (orderId: number, user: AuthUser) => readPdf(orderId, user, 'platform_credit_note'),

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
        .where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocuments.claimId)));
      const issued: Record<TaxDocumentKind, IssuedDocument | null> = {
        invoice: null,
        credit_note: null,
        platform_invoice: null,
        platform_credit_note: null,
      };
      for (const { kind, number, date } of rows) issued[kind] = { number, date };
      return issued;
    },
  };
}

export type TaxDocumentsService = ReturnType<typeof createTaxDocumentsService>;
