import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreditNote, TaxInvoice } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { invoiceSignatures, taxDocumentPdfs, taxDocuments, type TaxDocumentKind } from '../../db/schema.js';
import type { EInvoiceRegistration } from '../../documents/e-invoice-block.js';
import { renderCreditNotePdf, renderTaxInvoicePdf } from '../../documents/tax-document-pdf.js';

export interface DocumentPdf {
  number: string;
  pdf: Buffer;
}

/**
 * `signature`: the seller's signature picture the document was issued with (issue 53), or null; `eInvoice`: the
 * portal's answer once the seller recorded it.
 */
const render = (
  kind: TaxDocumentKind,
  body: unknown,
  signature: Buffer | null,
  eInvoice: EInvoiceRegistration | null,
): Promise<Buffer> =>
  kind === 'invoice' || kind === 'platform_invoice'
    ? renderTaxInvoicePdf(body as TaxInvoice, signature, eInvoice)
    : renderCreditNotePdf(body as CreditNote, signature, eInvoice);

const registrationColumns = {
  irn: taxDocuments.irn,
  ackNo: taxDocuments.irnAckNo,
  ackDate: taxDocuments.irnAckDate,
  signedQr: taxDocuments.irnSignedQr,
};

function registrationOf(row: {
  irn: string | null;
  ackNo: string | null;
  ackDate: Date | null;
  signedQr: string | null;
}): EInvoiceRegistration | null {
  const { irn, ackNo, ackDate, signedQr } = row;
  return irn && ackNo && ackDate && signedQr ? { irn, ackNo, ackDate, signedQr } : null;
}

/**
 * PDFs of issued tax documents. A document never changes once issued, so its PDF is made once, on its first
 * request (not inside the issuing transaction, which holds the order locked), and kept in `tax_document_pdfs`.
 * Concurrent first requests in one process share one rendering; across processes the first stored copy wins and
 * every caller answers with that copy, so a document never has two different PDFs. Only recording the
 * e-invoice's IRN changes what is printed: it deletes the stored PDF, and the next request makes it again.
 */
export function createDocumentPdfs(db: Database) {
  const making = new Map<number, Promise<Buffer>>();

  async function storedPdf(documentId: number): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ pdf: taxDocumentPdfs.pdf })
      .from(taxDocumentPdfs)
      .where(eq(taxDocumentPdfs.documentId, documentId));
    return row?.pdf;
  }

  async function make(documentId: number, kind: TaxDocumentKind): Promise<Buffer> {
    const [document] = await db
      .select({ body: taxDocuments.body, signature: invoiceSignatures.image, ...registrationColumns })
      .from(taxDocuments)
      .leftJoin(invoiceSignatures, eq(invoiceSignatures.id, taxDocuments.signatureId))
      .where(eq(taxDocuments.id, documentId));
    if (!document) throw new Error(`tax document ${documentId} disappeared`);
    const pdf = await render(kind, document.body, document.signature, registrationOf(document));
    // Kept only while the document is as it was drawn: recording an IRN deletes the kept copy, and the share lock
    // makes a copy drawn without it wait for that recording and then stay out.
    const [kept] = await db
      .insert(taxDocumentPdfs)
      .select(
        db
          .select({
            documentId: taxDocuments.id,
            pdf: sql<Buffer>`${pdf}::bytea`.as('pdf'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(taxDocuments)
          .where(
            and(
              eq(taxDocuments.id, documentId),
              document.irn === null ? isNull(taxDocuments.irn) : eq(taxDocuments.irn, document.irn),
            ),
          )
          .for('share'),
      )
      .onConflictDoNothing()
      .returning({ documentId: taxDocumentPdfs.documentId });
    if (kept) return pdf;
    // Another process stored its copy first: answer with that one. None: an IRN was recorded meanwhile, once only.
    return (await storedPdf(documentId)) ?? make(documentId, kind);
  }

  function madeOnce(documentId: number, kind: TaxDocumentKind): Promise<Buffer> {
    const pending = making.get(documentId);
    if (pending) return pending;
    // A request that read the document before another's copy was stored finds that copy rather than drawing again.
    const made = storedPdf(documentId)
      .then((stored) => stored ?? make(documentId, kind))
      .finally(() => making.delete(documentId));
    making.set(documentId, made);
    return made;
  }

  return {
    /**
     * The PDF of the order's document of `kind` (a claim's when `claimId` is given), or undefined when none was
     * issued. Access is the caller's check.
     */
    async pdfOf(
      orderId: number,
      kind: TaxDocumentKind,
      claimId: number | null = null,
    ): Promise<DocumentPdf | undefined> {
      const [row] = await db
        .select({ id: taxDocuments.id, number: taxDocuments.number, pdf: taxDocumentPdfs.pdf })
        .from(taxDocuments)
        .leftJoin(taxDocumentPdfs, eq(taxDocumentPdfs.documentId, taxDocuments.id))
        .where(
          and(
            eq(taxDocuments.orderId, orderId),
            eq(taxDocuments.kind, kind),
            claimId === null ? isNull(taxDocuments.claimId) : eq(taxDocuments.claimId, claimId),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return { number: row.number, pdf: row.pdf ?? (await madeOnce(row.id, kind)) };
    },
  };
}
