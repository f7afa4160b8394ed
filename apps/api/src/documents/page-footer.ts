import { COLOURS, MARGIN, contentBottom, contentWidth, horizontalRule, writeText, type Pdf } from './pdf-layout.js';

const FOOTER_TEXT = { size: 7.5, colour: COLOURS.muted };

/** The same footer on every page, naming the document (`invoice`, `credit note`), with its page number; called once all pages exist. */
export function drawFooters(pdf: Pdf, documentName: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    const y = contentBottom(pdf) + 10;
    const width = contentWidth(pdf);
    horizontalRule(pdf, y);
    const box = { x: MARGIN, y: y + 6, width };
    writeText(pdf, `This is a computer-generated ${documentName}. Issued through the marketplace.`, box, FOOTER_TEXT);
    writeText(pdf, `Page ${page - start + 1} of ${count}`, { ...box, align: 'right' }, FOOTER_TEXT);
  }
}
