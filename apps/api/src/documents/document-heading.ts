import {
  BODY,
  COLOURS,
  MARGIN,
  contentWidth,
  horizontalRule,
  writeLabelled,
  writeText,
  type Pdf,
} from './pdf-layout.js';

/** What sets a tax invoice and a credit note apart on paper. */
export interface DocumentKind {
  title: string;
  /** What the document calls itself in running text ("invoice", "credit note"). */
  name: string;
  numberLabel: string;
  dateLabel: string;
  /** Lines under the title, as label and text ("Reason", "Damaged in transit"); an empty label writes the text alone. */
  references: Array<{ label: string; text: string }>;
}

const META_WIDTH = 220;
const META_ROW = 14;

/** Title, copy marking, number and date, and any references; returns the y below them. */
export function drawHeading(pdf: Pdf, kind: DocumentKind, number: string, date: string): number {
  const width = contentWidth(pdf);
  let left = MARGIN;
  left += writeText(pdf, kind.title, { x: MARGIN, y: left, width: width - META_WIDTH }, { size: 20, bold: true });
  left += 2;
  left += writeText(
    pdf,
    'Original for Recipient',
    { x: MARGIN, y: left, width: width - META_WIDTH },
    { size: 8, colour: COLOURS.muted },
  );

  const metaX = MARGIN + width - META_WIDTH;
  let right = MARGIN + 4;
  for (const [label, value] of [
    [kind.numberLabel, number],
    [kind.dateLabel, date],
  ] as const) {
    writeText(pdf, label, { x: metaX, y: right + 1, width: META_WIDTH }, { size: 8, colour: COLOURS.muted });
    writeText(pdf, value, { x: metaX, y: right, width: META_WIDTH, align: 'right' }, { size: 9.5, bold: true });
    right += META_ROW;
  }

  let y = Math.max(left, right) + 8;
  for (const reference of kind.references) {
    const box = { x: MARGIN, y, width };
    y += reference.label
      ? writeLabelled(pdf, reference.label, reference.text, box)
      : writeText(pdf, reference.text, box, BODY);
    y += 3;
  }
  horizontalRule(pdf, y + 4, COLOURS.text);
  return y + 16;
}

/** The top line of every page after the first, so a loose page still says what it belongs to. */
export function drawContinuationHeading(pdf: Pdf, kind: DocumentKind, number: string): number {
  const width = contentWidth(pdf);
  const height = writeText(
    pdf,
    `${kind.title} ${number} (continued)`,
    { x: MARGIN, y: MARGIN, width },
    {
      size: 9,
      bold: true,
    },
  );
  return MARGIN + height + 10;
}
