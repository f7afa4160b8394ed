import { DEFAULT_QUANTITY_UNIT, formatRupees, type TaxDocumentLine, type TaxInvoice } from '@marketplace/contract';
import { formatDocumentDate, formatQuantity, formatRate } from './document-format.js';
import {
  COLOURS,
  MARGIN,
  contentBottom,
  contentWidth,
  horizontalRule,
  measureText,
  widthOfText,
  writeText,
  type Pdf,
  type TextStyle,
} from './pdf-layout.js';
import { TAX_LABELS, type TaxKey } from './tax-columns.js';

/** Table type sizes, largest first; a smaller one is used only when large amounts crowd the description. */
const SIZES = [7.5, 7, 6.5, 6];
const MIN_DESCRIPTION = 120;
const PAD_X = 4;
const PAD_Y = 4;
/** Helvetica's line box has more room below the text than above; this centres a row's text. */
const BASELINE_SHIFT = 1.5;

interface ColumnSpec {
  header: string;
  align: 'left' | 'right';
  /** The one column that takes the width the others leave, and wraps. */
  flexible?: boolean;
  cell: (line: TaxDocumentLine, index: number) => string;
}

interface Column extends ColumnSpec {
  x: number;
  width: number;
}

interface TableLayout {
  columns: Column[];
  header: TextStyle;
  cell: TextStyle;
}

/** The goods, with the batch and expiry a medicine or food line shipped with. */
function describeLine(line: TaxDocumentLine): string {
  if (!line.batch_no || !line.expiry_date) return line.description;
  return `${line.description} (Batch ${line.batch_no}, Exp ${formatDocumentDate(line.expiry_date)})`;
}

function columnSpecs(taxes: TaxKey[]): ColumnSpec[] {
  return [
    { header: '#', align: 'right', cell: (_, index) => String(index + 1) },
    { header: 'Description', align: 'left', flexible: true, cell: describeLine },
    { header: 'HSN/SAC', align: 'left', cell: (line) => line.hsn_code },
    {
      header: 'Qty',
      align: 'right',
      // Documents issued before units were kept counted in numbers.
      cell: (line) => `${formatQuantity(line.quantity)} ${line.unit ?? DEFAULT_QUANTITY_UNIT}`,
    },
    { header: 'Unit price', align: 'right', cell: (line) => formatRupees(line.unit_price) },
    { header: 'Rate', align: 'right', cell: (line) => formatRate(line.gst_rate) },
    { header: 'Taxable value', align: 'right', cell: (line) => formatRupees(line.taxable_value) },
    ...taxes.map((tax): ColumnSpec => ({
      header: TAX_LABELS[tax],
      align: 'right',
      cell: (line) => formatRupees(line[tax]),
    })),
    { header: 'Total', align: 'right', cell: (line) => formatRupees(line.total) },
  ];
}

/** Fixed columns are as wide as their widest value or header word; the description takes the rest. */
function layColumns(pdf: Pdf, lines: TaxDocumentLine[], specs: ColumnSpec[], size: number): TableLayout {
  const header: TextStyle = { size, bold: true };
  const cell: TextStyle = { size };
  const widths = specs.map((spec) => {
    if (spec.flexible) return 0;
    const words = spec.header.split(' ').map((word) => widthOfText(pdf, word, header));
    const cells = lines.map((line, index) => widthOfText(pdf, spec.cell(line, index), cell));
    return Math.ceil(Math.max(...words, ...cells)) + 2 * PAD_X;
  });
  const flexibleWidth = contentWidth(pdf) - widths.reduce((sum, width) => sum + width, 0);
  let x = MARGIN;
  const columns = specs.map((spec, index) => {
    const width = spec.flexible ? flexibleWidth : (widths[index] ?? 0);
    const column = { ...spec, x, width };
    x += width;
    return column;
  });
  return { columns, header, cell };
}

function layTable(pdf: Pdf, lines: TaxDocumentLine[], taxes: TaxKey[]): TableLayout {
  const specs = columnSpecs(taxes);
  const fits = (layout: TableLayout) =>
    layout.columns.every((column) => !column.flexible || column.width >= MIN_DESCRIPTION);
  const layouts = SIZES.map((size) => layColumns(pdf, lines, specs, size));
  return layouts.find(fits) ?? (layouts.at(-1) as TableLayout);
}

function drawHeader(pdf: Pdf, { columns, header }: TableLayout, y: number): number {
  const heights = columns.map((column) => measureText(pdf, column.header, column.width - 2 * PAD_X, header));
  const height = Math.max(...heights) + 2 * PAD_Y;
  pdf.rect(MARGIN, y, contentWidth(pdf), height).fillColor(COLOURS.shade).fill();
  columns.forEach((column, index) => {
    const textY = y + height - PAD_Y - (heights[index] ?? 0);
    const box = { x: column.x + PAD_X, y: textY, width: column.width - 2 * PAD_X, align: column.align };
    writeText(pdf, column.header, box, header);
  });
  horizontalRule(pdf, y + height, COLOURS.text);
  return y + height;
}

function drawRow(pdf: Pdf, { columns, cell }: TableLayout, cells: string[], y: number, height: number): void {
  columns.forEach((column, index) => {
    const box = {
      x: column.x + PAD_X,
      y: y + PAD_Y + BASELINE_SHIFT,
      width: column.width - 2 * PAD_X,
      align: column.align,
    };
    writeText(pdf, cells[index] ?? '', box, cell);
  });
  horizontalRule(pdf, y + height);
}

/**
 * The lines, one row each; a row that does not fit goes to a new page, which `nextPage` starts,
 * under a repeated header. Returns the y below the last row.
 */
export function drawLinesTable(
  pdf: Pdf,
  document: TaxInvoice,
  taxes: TaxKey[],
  y: number,
  nextPage: () => number,
): number {
  const layout = layTable(pdf, document.lines, taxes);
  let rowY = drawHeader(pdf, layout, y);
  document.lines.forEach((line, index) => {
    const cells = layout.columns.map((column) => column.cell(line, index));
    const textHeight = Math.max(
      ...layout.columns.map((column, at) => measureText(pdf, cells[at] ?? '', column.width - 2 * PAD_X, layout.cell)),
    );
    const height = textHeight + 2 * PAD_Y;
    if (rowY + height > contentBottom(pdf)) rowY = drawHeader(pdf, layout, nextPage());
    drawRow(pdf, layout, cells, rowY, height);
    rowY += height;
  });
  return rowY;
}
