export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 40;
/** Space kept free above the bottom margin for the footer of every page. */
export const FOOTER_HEIGHT = 30;

export const COLOURS = {
  text: '#1f2328',
  muted: '#5c636e',
  rule: '#c8ced6',
  shade: '#eef1f5',
} as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
}

export const BODY: TextStyle = { size: 8.5 };
export const LABEL: TextStyle = { size: 7.5, bold: true, colour: COLOURS.muted };

export interface PdfInfo {
  title: string;
  author: string;
  created: Date;
}

/**
 * An A4 page with the standard Helvetica fonts, which every PDF reader has, so no font file is
 * embedded. The file's id is derived from its info, so a fixed creation date gives the same bytes.
 */
export async function createPdf(info: PdfInfo): Promise<Pdf> {
  // pdfkit and its font metrics load with the first document, not into every API process at start.
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, CreationDate: info.created },
  });
}

export function collectBytes(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

export function contentWidth(pdf: Pdf): number {
  return pdf.page.width - 2 * MARGIN;
}

/** The lowest y the document's content may reach; below it is the footer. */
export function contentBottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN - FOOTER_HEIGHT;
}

function applyStyle(pdf: Pdf, style: TextStyle): void {
  pdf
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.colour ?? COLOURS.text);
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
}

/** Height of text wrapped to a width, in a style. */
export function measureText(pdf: Pdf, text: string, width: number, style: TextStyle): number {
  applyStyle(pdf, style);
  return pdf.heightOfString(text, { width });
}

export function widthOfText(pdf: Pdf, text: string, style: TextStyle): number {
  applyStyle(pdf, style);
  return pdf.widthOfString(text);
}

/** Writes wrapped text at a fixed place and returns its height. */
export function writeText(pdf: Pdf, text: string, box: TextBox, style: TextStyle): number {
  const height = measureText(pdf, text, box.width, style);
  pdf.text(text, box.x, box.y, { width: box.width, align: box.align ?? 'left' });
  return height;
}

/** Height of a labelled paragraph, measured all in bold so that it is never short. */
export function measureLabelled(pdf: Pdf, label: string, value: string, width: number, size = BODY.size): number {
  return measureText(pdf, `${label}: ${value}`, width, { size, bold: true });
}

/** A bold label followed by plain text in one wrapped paragraph ("Reason: Damaged in transit"). */
export function writeLabelled(pdf: Pdf, label: string, value: string, box: TextBox, size = BODY.size): number {
  const height = measureLabelled(pdf, label, value, box.width, size);
  applyStyle(pdf, { size, bold: true });
  pdf.text(`${label}: `, box.x, box.y, { width: box.width, align: box.align ?? 'left', continued: true });
  applyStyle(pdf, { size });
  pdf.text(value);
  return height;
}

/** A rule across the content, or across part of it. */
export function horizontalRule(
  pdf: Pdf,
  y: number,
  colour: string = COLOURS.rule,
  span: { x: number; width: number } = { x: MARGIN, width: contentWidth(pdf) },
): void {
  pdf
    .moveTo(span.x, y)
    .lineTo(span.x + span.width, y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke();
}
