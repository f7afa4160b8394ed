import type { CreditNote, TaxInvoice } from '@marketplace/contract';
import { drawContinuationHeading, drawHeading, type DocumentKind } from './document-heading.js';
import { documentMoment, formatDocumentDate } from './document-format.js';
import { drawLinesTable } from './lines-table.js';
import { drawEInvoiceBlock, signedQrPicture, type EInvoiceRegistration } from './e-invoice-block.js';
import { drawFooters } from './page-footer.js';
import { drawParties } from './party-blocks.js';
import { collectBytes, createPdf } from './pdf-layout.js';
import { drawSignature } from './signature-block.js';
import { taxesShown } from './tax-columns.js';
import { drawTotals } from './totals-block.js';

/** A PNG or JPEG of the seller's signature, printed above "Authorised signatory"; null prints the line alone. */
export type SignatureImage = Buffer | null;

/**
 * One layout for both documents: heading, the e-invoice's IRN and QR code once reported, parties, lines, totals,
 * signature, footer.
 */
async function renderTaxDocument(
  document: TaxInvoice,
  kind: DocumentKind,
  signature: SignatureImage,
  eInvoice: EInvoiceRegistration | null,
): Promise<Buffer> {
  const registered = eInvoice && { ...eInvoice, qrPicture: await signedQrPicture(eInvoice.signedQr) };
  const pdf = await createPdf({
    title: `${kind.title} ${document.number}`,
    author: document.supplier.name,
    created: documentMoment(document.date),
  });
  const bytes = collectBytes(pdf);
  const nextPage = () => {
    pdf.addPage();
    return drawContinuationHeading(pdf, kind, document.number);
  };
  const taxes = taxesShown(document);

  let y = drawHeading(pdf, kind, document.number, formatDocumentDate(document.date));
  if (registered) y = drawEInvoiceBlock(pdf, registered, y);
  y = drawParties(pdf, document, y);
  y = drawLinesTable(pdf, document, taxes, y, nextPage);
  y = drawTotals(pdf, document, taxes, y, nextPage);
  drawSignature(pdf, document.supplier.name, signature, y, nextPage);
  drawFooters(pdf, kind.name);
  pdf.end();
  return bytes;
}

export function renderTaxInvoicePdf(
  invoice: TaxInvoice,
  signature: SignatureImage = null,
  eInvoice: EInvoiceRegistration | null = null,
): Promise<Buffer> {
  return renderTaxDocument(
    invoice,
    {
      title: 'Tax Invoice',
      name: 'invoice',
      numberLabel: 'Invoice no.',
      dateLabel: 'Invoice date',
      references: [],
    },
    signature,
    eInvoice,
  );
}

export function renderCreditNotePdf(
  note: CreditNote,
  signature: SignatureImage = null,
  eInvoice: EInvoiceRegistration | null = null,
): Promise<Buffer> {
  return renderTaxDocument(
    note,
    {
      title: 'Credit Note',
      name: 'credit note',
      numberLabel: 'Credit note no.',
      dateLabel: 'Credit note date',
      references: [
        { label: '', text: `Against invoice ${note.invoice_number} dated ${formatDocumentDate(note.invoice_date)}` },
        { label: 'Reason', text: note.reason },
      ],
    },
    signature,
    eInvoice,
  );
}
