import {
  BODY,
  COLOURS,
  MARGIN,
  contentBottom,
  contentWidth,
  horizontalRule,
  measureText,
  writeText,
  type Pdf,
  type TextStyle,
} from './pdf-layout.js';

const WIDTH = 220;
/** Room for the signature picture (or a handwritten one on a printed copy). */
const SIGNATURE_HEIGHT = 50;
const FOR_STYLE: TextStyle = { size: 9, bold: true };

/**
 * "For {supplier}", the signature picture when the seller uploaded one, and "Authorised signatory", at the right
 * under the totals, kept together (on a new page, started by `nextPage`, when this one is too short).
 */
export function drawSignature(
  pdf: Pdf,
  supplierName: string,
  signature: Buffer | null,
  y: number,
  nextPage: () => number,
): number {
  const forText = `For ${supplierName}`;
  const forHeight = measureText(pdf, forText, WIDTH, FOR_STYLE);
  const labelHeight = measureText(pdf, 'Authorised signatory', WIDTH, BODY);
  const height = forHeight + 6 + SIGNATURE_HEIGHT + 4 + labelHeight;
  let top = y + 24;
  if (top + height > contentBottom(pdf)) top = nextPage();

  const x = MARGIN + contentWidth(pdf) - WIDTH;
  writeText(pdf, forText, { x, y: top, width: WIDTH, align: 'right' }, FOR_STYLE);
  const signatureTop = top + forHeight + 6;
  if (signature) {
    pdf.image(signature, x, signatureTop, { fit: [WIDTH, SIGNATURE_HEIGHT], align: 'right', valign: 'bottom' });
  }
  const ruleY = signatureTop + SIGNATURE_HEIGHT + 2;
  horizontalRule(pdf, ruleY, COLOURS.rule, { x: x + WIDTH - 150, width: 150 });
  writeText(pdf, 'Authorised signatory', { x, y: ruleY + 2, width: WIDTH, align: 'right' }, BODY);
  return top + height;
}
