import { formatRupees, type TaxInvoice } from '@marketplace/contract';
import {
  BODY,
  COLOURS,
  MARGIN,
  contentBottom,
  contentWidth,
  horizontalRule,
  measureLabelled,
  writeLabelled,
  writeText,
  type Pdf,
  type TextBox,
  type TextStyle,
} from './pdf-layout.js';
import { taxesByRate, type TaxKey } from './tax-columns.js';

const TOTALS_WIDTH = 210;
const GAP = 24;
const ROW = 14;
const RULE_GAP = 6;
const GRAND: TextStyle = { size: 10, bold: true };

function totalsRows(document: TaxInvoice, taxes: TaxKey[]): Array<[string, number]> {
  return [['Taxable value', document.totals.taxable_value], ...taxesByRate(document, taxes)];
}

function drawAmountRow(pdf: Pdf, label: string, amount: number, box: TextBox, labelStyle: TextStyle, style: TextStyle) {
  writeText(pdf, label, box, labelStyle);
  writeText(pdf, formatRupees(amount), { ...box, align: 'right' }, style);
}

/**
 * Amount in words on the left, the totals on the right, kept together on one page (a new one,
 * started by `nextPage`, when the rest of this one is too short). Returns the y below them.
 */
export function drawTotals(pdf: Pdf, document: TaxInvoice, taxes: TaxKey[], y: number, nextPage: () => number): number {
  const rows = totalsRows(document, taxes);
  const wordsWidth = contentWidth(pdf) - TOTALS_WIDTH - GAP;
  const wordsHeight = measureLabelled(pdf, 'Amount in words', document.amount_in_words, wordsWidth);
  const height = Math.max((rows.length + 1) * ROW + RULE_GAP, wordsHeight);
  let top = y + 12;
  if (top + height > contentBottom(pdf)) top = nextPage();

  writeLabelled(pdf, 'Amount in words', document.amount_in_words, { x: MARGIN, y: top, width: wordsWidth });

  const box = { x: MARGIN + contentWidth(pdf) - TOTALS_WIDTH, y: top, width: TOTALS_WIDTH };
  for (const [label, amount] of rows) {
    drawAmountRow(pdf, label, amount, box, { ...BODY, colour: COLOURS.muted }, BODY);
    box.y += ROW;
  }
  horizontalRule(pdf, box.y, COLOURS.text, box);
  box.y += RULE_GAP;
  drawAmountRow(pdf, 'Total', document.totals.total, box, GRAND, GRAND);
  return top + height;
}
