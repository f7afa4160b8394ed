import { usesUtgst } from './states.js';

/** A line's or a document's tax, all in paise: `taxable` plus the four taxes make `total`. */
export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  utgst: number;
  igst: number;
  total: number;
}

export interface LineTaxInput {
  /** The line's price with GST included, in paise. */
  totalPaise: number;
  /** Percent, a whole number. */
  rate: number;
  supplierStateCode: string;
  placeOfSupplyCode: string;
}

/** Keeps `totalPaise * 200` below 2^53, where integer arithmetic in a number stays exact. */
const MAX_LINE_TOTAL_PAISE = Math.floor(Number.MAX_SAFE_INTEGER / 200);

/** The value before tax of a tax-inclusive amount, rounded half up, in exact integer arithmetic. */
function taxableOf(totalPaise: number, rate: number): number {
  const numerator = totalPaise * 200 + (100 + rate);
  const denominator = 2 * (100 + rate);
  return (numerator - (numerator % denominator)) / denominator;
}

/**
 * Splits a tax-inclusive line total: CGST with SGST (or UTGST) when supplier and place of supply are
 * in the same state, IGST otherwise. An odd paisa of tax goes to the second half, so the halves add up.
 */
export function splitLineTax({ totalPaise, rate, supplierStateCode, placeOfSupplyCode }: LineTaxInput): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0 || totalPaise > MAX_LINE_TOTAL_PAISE) {
    throw new RangeError(`Line total must be whole paise of 0 or more, got ${totalPaise}`);
  }
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError(`GST rate must be a whole percent, got ${rate}`);
  const taxable = taxableOf(totalPaise, rate);
  const tax = totalPaise - taxable;
  const split = { taxable, cgst: 0, sgst: 0, utgst: 0, igst: 0, total: totalPaise };
  if (supplierStateCode !== placeOfSupplyCode) return { ...split, igst: tax };
  const cgst = Math.floor(tax / 2);
  const stateHalf = tax - cgst;
  return usesUtgst(placeOfSupplyCode) ? { ...split, cgst, utgst: stateHalf } : { ...split, cgst, sgst: stateHalf };
}

/** Totals of a document: the sum of its lines' splits. */
export function sumTaxSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce(
    (sum, split) => ({
      taxable: sum.taxable + split.taxable,
      cgst: sum.cgst + split.cgst,
      sgst: sum.sgst + split.sgst,
      utgst: sum.utgst + split.utgst,
      igst: sum.igst + split.igst,
      total: sum.total + split.total,
    }),
    { taxable: 0, cgst: 0, sgst: 0, utgst: 0, igst: 0, total: 0 },
  );
}
