import {
  amountInWords,
  splitLineTax,
  sumTaxSplits,
  toPaise,
  toRupees,
  type CreditNote,
  type TaxInvoice,
} from '@marketplace/contract';
import { rupees } from './tax-document-builder.js';

type InvoiceLine = TaxInvoice['lines'][number];
interface NoteHeading {
  number: string;
  date: string;
  reason: string;
}

/**
 * A credit note for part of `invoice`: each credited line keeps the invoice's description, HSN, rate and state
 * split, with its own quantity and amount. Built from the stored invoice, so parties and places are as invoiced.
 */
function partialCreditNote(
  invoice: TaxInvoice,
  credited: Array<{ line: InvoiceLine; quantity: number; totalPaise: number }>,
  note: NoteHeading,
): CreditNote {
  const splits = credited.map(({ line, totalPaise }) =>
    splitLineTax({
      totalPaise,
      rate: line.gst_rate,
      supplierStateCode: invoice.supplier.state_code,
      placeOfSupplyCode: invoice.place_of_supply.state_code,
    }),
  );
  const totals = sumTaxSplits(splits);
  return {
    ...invoice,
    ...note,
    invoice_number: invoice.number,
    invoice_date: invoice.date,
    lines: credited.map(({ line, quantity, totalPaise }, index) => ({
      ...line,
      quantity,
      unit_price: quantity === 1 ? toRupees(totalPaise) : line.unit_price,
      ...rupees(splits[index]!),
    })),
    totals: rupees(totals),
    amount_in_words: amountInWords(totals.total),
  };
}

/** The seller's credit note for the accepted units of some invoice lines (`line` is the line's index). */
export function goodsCreditNoteOf(
  invoice: TaxInvoice,
  accepted: Array<{ line: number; quantity: number }>,
  note: NoteHeading,
): CreditNote {
  return partialCreditNote(
    invoice,
    accepted.map(({ line, quantity }) => {
      const invoiced = invoice.lines[line];
      if (!invoiced) throw new Error(`invoice ${invoice.number} has no line ${line}`);
      return { line: invoiced, quantity, totalPaise: toPaise(invoiced.unit_price) * quantity };
    }),
    note,
  );
}

/** The marketplace's credit note for a share of the charge on its one-line platform invoice. */
export function chargeCreditNoteOf(invoice: TaxInvoice, sharePaise: number, note: NoteHeading): CreditNote {
  const [charge] = invoice.lines;
  if (!charge) throw new Error(`platform invoice ${invoice.number} has no line`);
  return partialCreditNote(invoice, [{ line: charge, quantity: 1, totalPaise: sharePaise }], note);
}
