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

/** Keeps `totalPaise * rate * 2` (rate at most 100) below 2^53, where integer arithmetic in a number stays exact. */
const MAX_LINE_TOTAL_PAISE = Math.floor(Number.MAX_SAFE_INTEGER / 400);
const MAX_RATE = 100;

/** `dividend / divisor` rounded half away from zero (both are 0 or more), in exact integer arithmetic. */
function roundedQuotient(dividend: number, divisor: number): number {
  const numerator = 2 * dividend + divisor;
  const denominator = 2 * divisor;
  return (numerator - (numerator % denominator)) / denominator;
}

/**
 * Splits a tax-inclusive line total (CGST rules 46 and 53). Within one state or union territory the tax is two
 * equal halves, CGST = SGST (or UTGST) = round(total × rate / 2 / (100 + rate)); across states it is
 * IGST = round(total × rate / (100 + rate)). The taxable value is what remains of the total, so a line always
 * adds up to its total to the paisa. Rounding is half away from zero.
 */
export function splitLineTax({ totalPaise, rate, supplierStateCode, placeOfSupplyCode }: LineTaxInput): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0 || totalPaise > MAX_LINE_TOTAL_PAISE) {
    throw new RangeError(`Line total must be whole paise of 0 or more, got ${totalPaise}`);
  }
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_RATE) {
    throw new RangeError(`GST rate must be a whole percent from 0 to ${MAX_RATE}, got ${rate}`);
  }
  const split = { taxable: totalPaise, cgst: 0, sgst: 0, utgst: 0, igst: 0, total: totalPaise };
  if (supplierStateCode !== placeOfSupplyCode) {
    const igst = roundedQuotient(totalPaise * rate, 100 + rate);
    return { ...split, taxable: totalPaise - igst, igst };
  }
  const half = roundedQuotient(totalPaise * rate, 2 * (100 + rate));
  const taxable = totalPaise - 2 * half;
  return usesUtgst(placeOfSupplyCode)
    ? { ...split, taxable, cgst: half, utgst: half }
    : { ...split, taxable, cgst: half, sgst: half };
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
