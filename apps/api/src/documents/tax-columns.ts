import { toPaise, toRupees, type TaxInvoice } from '@marketplace/contract';
import { formatRate } from './document-format.js';

export type TaxKey = 'cgst' | 'sgst' | 'utgst' | 'igst';

const TAX_KEYS: readonly TaxKey[] = ['cgst', 'sgst', 'utgst', 'igst'];

export const TAX_LABELS: Record<TaxKey, string> = { cgst: 'CGST', sgst: 'SGST', utgst: 'UTGST', igst: 'IGST' };

/**
 * The taxes a document charges: CGST with SGST or UTGST within a state or territory, IGST across
 * states. A document without tax (nil-rated goods) shows the pair its places call for, so the
 * reader still sees which kind of supply it was.
 */
export function taxesShown(document: TaxInvoice): TaxKey[] {
  const charged = TAX_KEYS.filter((key) => document.totals[key] !== 0);
  if (charged.length > 0) return charged;
  return document.supplier.state_code === document.place_of_supply.state_code ? ['cgst', 'sgst'] : ['igst'];
}

/** The rate a tax is charged at: IGST the whole GST rate, each of the two halves within a state half of it. */
const rateOf = (tax: TaxKey, gstRate: number) => (tax === 'igst' ? gstRate : gstRate / 2);

/**
 * Each tax by the rate it is charged at, lowest rate first ("CGST 9 %", "SGST 9 %", "IGST 18 %"), summed from
 * the lines, so the rows of one tax add up to its total. Rates whose lines carry no tax are left out unless no
 * rate carries any.
 */
export function taxesByRate(document: TaxInvoice, taxes: TaxKey[]): Array<[string, number]> {
  const rates = [...new Set(document.lines.map((line) => line.gst_rate))].sort((a, b) => a - b);
  const sumAt = (rate: number, tax: TaxKey) =>
    document.lines.filter((line) => line.gst_rate === rate).reduce((paise, line) => paise + toPaise(line[tax]), 0);
  const taxed = rates.filter((rate) => taxes.some((tax) => sumAt(rate, tax) !== 0));
  return (taxed.length > 0 ? taxed : rates).flatMap((rate) =>
    taxes.map((tax): [string, number] => [
      `${TAX_LABELS[tax]} ${formatRate(rateOf(tax, rate))}`,
      toRupees(sumAt(rate, tax)),
    ]),
  );
}
