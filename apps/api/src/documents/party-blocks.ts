import { formatGstState, licenceLabels, type DocumentParty, type TaxInvoice } from '@marketplace/contract';
import { BODY, COLOURS, LABEL, MARGIN, contentWidth, writeLabelled, writeText, type Pdf } from './pdf-layout.js';

const GAP = 12;
const PADDING = 9;

/** What one box of the parties' row holds; a ship-to address has no GSTIN of its own. */
interface PartyBox {
  heading: string;
  party: Pick<DocumentParty, 'name' | 'address' | 'state_code' | 'state_name'> & Partial<DocumentParty>;
}

function drawParty(pdf: Pdf, { heading, party }: PartyBox, x: number, y: number, width: number): number {
  const inner = width - 2 * PADDING;
  const box = (top: number) => ({ x: x + PADDING, y: top, width: inner });
  let bottom = y + PADDING;
  bottom += writeText(pdf, heading.toUpperCase(), box(bottom), LABEL) + 4;
  bottom += writeText(pdf, party.name, box(bottom), { size: 10, bold: true }) + 2;
  bottom += writeText(pdf, party.address, box(bottom), BODY) + 4;
  if (party.gstin !== undefined) bottom += writeLabelled(pdf, 'GSTIN', party.gstin, box(bottom)) + 1;
  bottom += writeLabelled(pdf, 'State', formatGstState(party), box(bottom));
  for (const licence of party.licences ?? []) {
    bottom += 1 + writeLabelled(pdf, licenceLabels[licence.kind], licence.number, box(bottom + 1));
  }
  return bottom + PADDING - y;
}

/**
 * Why the place of supply is not the recipient's registered state, when it is not: goods are supplied where
 * their movement ends, the delivery address.
 */
export function placeOfSupplyNote(document: TaxInvoice): string | null {
  const { place_of_supply: place, recipient } = document;
  if (place.state_code === recipient.state_code) return null;
  const where = document.ship_to
    ? 'the state of the delivery address (Ship to)'
    : 'the state the goods are delivered to';
  return (
    `Place of supply is ${formatGstState(place)}, ${where}, where the movement of the goods ends ` +
    `(IGST Act, section 10(1)(a)); the recipient is registered in ${formatGstState(recipient)}.`
  );
}

/**
 * Supplier, recipient ("Bill to", its registered address) and delivery address ("Ship to") side by side in boxes
 * of equal height, then place of supply and reverse charge, and why the place of supply differs from the
 * recipient's state when it does. Documents issued before the delivery address was printed show two boxes.
 */
export function drawParties(pdf: Pdf, document: TaxInvoice, y: number): number {
  const boxes: PartyBox[] = [
    { heading: 'Supplier', party: document.supplier },
    { heading: document.ship_to ? 'Bill to' : 'Recipient', party: document.recipient },
    ...(document.ship_to ? [{ heading: 'Ship to', party: document.ship_to }] : []),
  ];
  const width = (contentWidth(pdf) - GAP * (boxes.length - 1)) / boxes.length;
  const xOf = (index: number) => MARGIN + index * (width + GAP);
  const height = Math.max(...boxes.map((box, index) => drawParty(pdf, box, xOf(index), y, width)));
  pdf.lineWidth(0.75).strokeColor(COLOURS.rule);
  boxes.forEach((_, index) => pdf.rect(xOf(index), y, width, height).stroke());

  const half = (contentWidth(pdf) - GAP) / 2;
  let lineY = y + height + 10;
  const placeHeight = writeLabelled(pdf, 'Place of supply', formatGstState(document.place_of_supply), {
    x: MARGIN,
    y: lineY,
    width: half,
  });
  writeLabelled(pdf, 'Reverse charge', 'No', { x: MARGIN + half + GAP, y: lineY, width: half });
  lineY += placeHeight;
  const note = placeOfSupplyNote(document);
  if (note) {
    lineY += 3;
    lineY += writeText(
      pdf,
      note,
      { x: MARGIN, y: lineY, width: contentWidth(pdf) },
      { ...BODY, colour: COLOURS.muted },
    );
  }
  return lineY + 12;
}
