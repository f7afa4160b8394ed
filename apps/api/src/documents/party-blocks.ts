import { formatGstState, licenceLabels, type DocumentParty, type TaxInvoice } from '@marketplace/contract';
import { BODY, COLOURS, LABEL, MARGIN, contentWidth, writeLabelled, writeText, type Pdf } from './pdf-layout.js';

const GAP = 16;
const PADDING = 9;

function drawParty(pdf: Pdf, heading: string, party: DocumentParty, x: number, y: number, width: number): number {
  const inner = width - 2 * PADDING;
  let bottom = y + PADDING;
  bottom += writeText(pdf, heading.toUpperCase(), { x: x + PADDING, y: bottom, width: inner }, LABEL) + 4;
  bottom += writeText(pdf, party.name, { x: x + PADDING, y: bottom, width: inner }, { size: 10, bold: true }) + 2;
  bottom += writeText(pdf, party.address, { x: x + PADDING, y: bottom, width: inner }, BODY) + 4;
  bottom += writeLabelled(pdf, 'GSTIN', party.gstin, { x: x + PADDING, y: bottom, width: inner }) + 1;
  bottom += writeLabelled(pdf, 'State', formatGstState(party), { x: x + PADDING, y: bottom, width: inner });
  for (const licence of party.licences ?? []) {
    bottom +=
      1 +
      writeLabelled(pdf, licenceLabels[licence.kind], licence.number, { x: x + PADDING, y: bottom + 1, width: inner });
  }
  return bottom + PADDING - y;
}

/** Supplier and recipient side by side in boxes of equal height, then place of supply and reverse charge. */
export function drawParties(pdf: Pdf, document: TaxInvoice, y: number): number {
  const width = (contentWidth(pdf) - GAP) / 2;
  const rightX = MARGIN + width + GAP;
  const height = Math.max(
    drawParty(pdf, 'Supplier', document.supplier, MARGIN, y, width),
    drawParty(pdf, 'Recipient', document.recipient, rightX, y, width),
  );
  pdf.lineWidth(0.75).strokeColor(COLOURS.rule);
  pdf.rect(MARGIN, y, width, height).stroke();
  pdf.rect(rightX, y, width, height).stroke();

  const lineY = y + height + 10;
  const placeHeight = writeLabelled(pdf, 'Place of supply', formatGstState(document.place_of_supply), {
    x: MARGIN,
    y: lineY,
    width,
  });
  writeLabelled(pdf, 'Reverse charge', 'No', { x: rightX, y: lineY, width });
  return lineY + placeHeight + 12;
}
