import { and, eq } from 'drizzle-orm';
import type { CreditNote, TaxInvoice } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { invoiceSignatures, taxDocumentPdfs, taxDocuments, type TaxDocumentKind } from '../../db/schema.js';
import { renderCreditNotePdf, renderTaxInvoicePdf } from '../../documents/tax-document-pdf.js';

export interface DocumentPdf {
  number: string;
  pdf: Buffer;
}

/** `signature`: the seller's signature picture the document was issued with (issue 53), or null. */
const render = (kind: TaxDocumentKind, body: unknown, signature: Buffer | null): Promise<Buffer> =>
  kind === 'invoice'
    ? renderTaxInvoicePdf(body as TaxInvoice, signature)
    : renderCreditNotePdf(body as CreditNote, signature);

/**
 * PDFs of issued tax documents. A document never changes once issued, so its PDF is made once, on its first
 * request (not inside the issuing transaction, which holds the order locked), and kept in `tax_document_pdfs`.
 * Concurrent first requests in one process share one rendering; across processes the first stored copy wins and
 * every caller answers with that copy, so a document never has two different PDFs.
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
      .select({ body: taxDocuments.body, signature: invoiceSignatures.image })
      .from(taxDocuments)
      .leftJoin(invoiceSignatures, eq(invoiceSignatures.id, taxDocuments.signatureId))
      .where(eq(taxDocuments.id, documentId));
    if (!document) throw new Error(`tax document ${documentId} disappeared`);
    const pdf = await render(kind, document.body, document.signature);
    const [kept] = await db
      .insert(taxDocumentPdfs)
      .values({ documentId, pdf })
      .onConflictDoNothing()
      .returning({ documentId: taxDocumentPdfs.documentId });
    if (kept) return pdf;
    // Another process stored its copy first: answer with that one.
    const winner = await storedPdf(documentId);
    if (!winner) throw new Error(`the PDF of tax document ${documentId} was neither stored nor found`);
    return winner;
  }

  function madeOnce(documentId: number, kind: TaxDocumentKind): Promise<Buffer> {
    const pending = making.get(documentId);
    if (pending) return pending;
    const made = make(documentId, kind).finally(() => making.delete(documentId));
    making.set(documentId, made);
    return made;
  }

  return {
    /** The PDF of the order's document of `kind`, or undefined when none was issued. Access is the caller's check. */
    async pdfOf(orderId: number, kind: TaxDocumentKind): Promise<DocumentPdf | undefined> {
      const [row] = await db
        .select({ id: taxDocuments.id, number: taxDocuments.number, pdf: taxDocumentPdfs.pdf })
        .from(taxDocuments)
        .leftJoin(taxDocumentPdfs, eq(taxDocumentPdfs.documentId, taxDocuments.id))
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
        .limit(1);
      if (!row) return undefined;
      return { number: row.number, pdf: row.pdf ?? (await madeOnce(row.id, kind)) };
    },
  };
}
