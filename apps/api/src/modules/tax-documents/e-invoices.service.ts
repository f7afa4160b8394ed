import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  eInvoiceMessages as m,
  eInvoiceReportBy,
  indiaDate,
  type CreditNote,
  type DocumentEInvoice,
  type EInvoiceDocument,
  type EInvoiceJson,
  type OrderEInvoice,
  type RecordedIrn,
  type TaxInvoice,
  type recordIrnRequest,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { orders, retailerProfiles, taxDocumentPdfs, taxDocuments, wholesalerProfiles } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../errors/app-error.js';
import { findVisibleOrder, type OrderRow } from '../orders/order-access.js';
import { buildEInvoiceJson, type ReportedDocument } from './e-invoice-json.js';
import type { TaxDocumentsService } from './tax-documents.service.js';

/** Who reports: the seller's turnover mark; and to whom: e-invoicing covers supplies to buyers with a GSTIN. */
interface Parties {
  sellerReports: boolean;
  buyerGstin: string;
}

const reportedColumns = {
  id: taxDocuments.id,
  number: taxDocuments.number,
  irn: taxDocuments.irn,
  ackNo: taxDocuments.irnAckNo,
  ackDate: taxDocuments.irnAckDate,
  recordedAt: taxDocuments.irnRecordedAt,
  date: sql<string>`${taxDocuments.body}->>'date'`,
  recipientGstin: sql<string>`${taxDocuments.body}->'recipient'->>'gstin'`,
};

const conflict = (message: string) => new AppError('conflict', message);
/** A clock a little ahead of the portal's is no reason to refuse its acknowledgement. */
const CLOCK_SLACK_MS = 10 * 60_000;

function notApplicable({ sellerReports, buyerGstin }: Parties): string | null {
  if (!sellerReports) return m.sellerNotReporting;
  if (!buyerGstin) return m.buyerUnregistered;
  return null;
}

function documentEInvoice(row: { date: string; irn: string | null; ackNo: string | null; ackDate: Date | null }) {
  return {
    irn: row.irn,
    ack_no: row.ackNo,
    ack_date: row.ackDate?.toISOString() ?? null,
    report_by: eInvoiceReportBy(row.date),
  } satisfies DocumentEInvoice;
}

/**
 * E-invoicing (issue 53): a seller marked above Rs. 5 crore reports each invoice and credit note to a buyer with a
 * GSTIN to the Invoice Registration Portal and records its answer. The invoice must be reported before the goods
 * leave, so it is issued when the seller first asks for its e-invoice JSON, and shipping waits for its IRN.
 */
export function createEInvoicesService(db: Database, deps: { documents: TaxDocumentsService; ecmGstin: string }) {
  async function reportedDocument(executor: Database | Tx, orderId: number, kind: EInvoiceDocument) {
    const [row] = await executor
      .select(reportedColumns)
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.claimId)))
      .limit(1);
    return row;
  }

  /** As the invoice names the buyer once issued; before that, as it would. */
  async function partiesOf(executor: Database | Tx, order: OrderRow, invoiceGstin?: string): Promise<Parties> {
    const [seller] = await executor
      .select({ reports: wholesalerProfiles.turnoverAbove5Crore })
      .from(wholesalerProfiles)
      .where(eq(wholesalerProfiles.userId, order.wholesalerId));
    const [buyer] =
      invoiceGstin === undefined
        ? await executor
            .select({ gstin: retailerProfiles.gstNumber })
            .from(retailerProfiles)
            .where(eq(retailerProfiles.userId, order.retailerId))
        : [{ gstin: invoiceGstin }];
    return { sellerReports: seller?.reports ?? false, buyerGstin: buyer?.gstin ?? '' };
  }

  /** The seller's first request issues the invoice of a paid order; nobody else's does. */
  async function issueInvoiceToReport(orderId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
      if (!order) throw notFound('Order');
      if (order.status === 'pending')
        throw conflict('This order is waiting for payment; its invoice is issued once the payment is confirmed.');
      if (order.status === 'canceled')
        throw conflict('This order was canceled before it was invoiced: there is nothing to report.');
      const reason = notApplicable(await partiesOf(tx, order));
      if (reason) throw conflict(reason);
      await deps.documents.issueInvoice(tx, order);
    });
  }

  async function storedBody(orderId: number, kind: EInvoiceDocument): Promise<ReportedDocument | undefined> {
    const [row] = await db
      .select({ body: taxDocuments.body })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.claimId)))
      .limit(1);
    if (!row) return undefined;
    return kind === 'invoice' ? { kind, body: row.body as TaxInvoice } : { kind, body: row.body as CreditNote };
  }

  return {
    /** The INV-01 JSON of the order's invoice or credit note, for its wholesaler (and administrators) only. */
    async json(orderId: number, user: AuthUser, kind: EInvoiceDocument): Promise<EInvoiceJson> {
      const order = await findVisibleOrder(db, orderId, user);
      const isSeller = order.wholesalerId === user.id;
      if (!isSeller && user.userType !== 'admin') throw notFound('Order');
      let document = await storedBody(order.id, kind);
      if (!document && kind === 'invoice') {
        if (!isSeller)
          throw conflict('This order has no invoice yet: it is issued when its seller downloads this e-invoice.');
        await issueInvoiceToReport(order.id);
        document = await storedBody(order.id, kind);
      }
      if (!document) throw notFound(kind === 'invoice' ? 'Invoice' : 'Credit note');
      const reported = await reportedDocument(db, order.id, kind);
      const reason = reported?.irn ? null : notApplicable(await partiesOf(db, order, document.body.recipient.gstin));
      if (reason) throw conflict(reason);
      return buildEInvoiceJson(document, {
        ecmGstin: deps.ecmGstin,
        shipTo: { city: order.city, pinCode: order.portalCode },
      });
    },

    /** Records the portal's answer for one document, once; its PDF is made again with the IRN and QR code. */
    async record(orderId: number, user: AuthUser, input: z.output<typeof recordIrnRequest>): Promise<RecordedIrn> {
      const kind = input.document;
      try {
        return await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
          if (!order || order.wholesalerId !== user.id) throw notFound('Order');
          const [document] = await tx
            .select(reportedColumns)
            .from(taxDocuments)
            .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.claimId)))
            .for('update');
          if (!document) {
            throw conflict(
              kind === 'invoice'
                ? 'This order has no invoice yet: download its e-invoice JSON, report it, then record the answer.'
                : 'This order has no credit note to report.',
            );
          }
          if (document.irn) throw conflict(m.alreadyRecorded[kind]);
          // The portal registers supplies to registered buyers only; a seller with an IRN in hand may record it.
          if (!document.recipientGstin) throw conflict(m.buyerUnregistered);
          const ackDate = new Date(input.ack_date);
          if (ackDate.getTime() > Date.now() + CLOCK_SLACK_MS) throw fieldError('ack_date', m.ackDateInFuture);
          if (indiaDate(ackDate) < document.date) throw fieldError('ack_date', m.ackDateBeforeDocument);
          const [taken] = await tx
            .select({ id: taxDocuments.id })
            .from(taxDocuments)
            .where(eq(taxDocuments.irn, input.irn))
            .limit(1);
          if (taken) throw conflict(m.irnTaken);
          const recordedAt = new Date();
          await tx
            .update(taxDocuments)
            .set({
              irn: input.irn,
              irnAckNo: input.ack_no,
              irnAckDate: ackDate,
              irnSignedQr: input.signed_qr,
              irnRecordedAt: recordedAt,
            })
            .where(eq(taxDocuments.id, document.id));
          // The stored PDF has no IRN yet: the next request makes it again.
          await tx.delete(taxDocumentPdfs).where(eq(taxDocumentPdfs.documentId, document.id));
          return {
            document: kind,
            number: document.number,
            irn: input.irn,
            ack_no: input.ack_no,
            ack_date: ackDate.toISOString(),
            recorded_at: recordedAt.toISOString(),
          };
        });
      } catch (error) {
        // Another document took the same IRN between the check and the write.
        if (isUniqueViolation(error)) throw conflict(m.irnTaken);
        throw error;
      }
    },

    /**
     * Refuses to let an e-invoicing order's goods leave before its invoice has an IRN. The caller holds the order
     * locked and moves it from confirmed to shipped or delivered.
     */
    async requireIrnBeforeShipping(tx: Tx, order: OrderRow): Promise<void> {
      const invoice = await reportedDocument(tx, order.id, 'invoice');
      if (invoice?.irn) return;
      if (notApplicable(await partiesOf(tx, order, invoice ? (invoice.recipientGstin ?? '') : undefined))) return;
      throw new AppError('validation', m.shipWithoutIrn);
    },

    /** Order details' `e_invoice`, or null where e-invoicing does not apply. */
    async forOrder(order: OrderRow, parties: Parties): Promise<OrderEInvoice | null> {
      const [invoice, creditNote] = await Promise.all([
        reportedDocument(db, order.id, 'invoice'),
        reportedDocument(db, order.id, 'credit_note'),
      ]);
      const applies = !notApplicable(invoice ? { ...parties, buyerGstin: invoice.recipientGstin ?? '' } : parties);
      // An order canceled or unpaid before it was invoiced has nothing to report.
      const reportable = invoice !== undefined || (order.status !== 'pending' && order.status !== 'canceled');
      if (!invoice?.irn && !(applies && reportable)) return null;
      return {
        required: true,
        ...(invoice ? documentEInvoice(invoice) : { irn: null, ack_no: null, ack_date: null, report_by: null }),
        credit_note: creditNote ? documentEInvoice(creditNote) : null,
      };
    },
  };
}

export type EInvoicesService = ReturnType<typeof createEInvoicesService>;
