import { describe, expect, it } from 'vitest';
import { splitLineTax, sumTaxSplits } from './tax-split.js';

const NO_TAX = { taxable: 0, cgst: 0, sgst: 0, utgst: 0, igst: 0, total: 0 };

const line = (totalPaise: number, rate: number, supplierStateCode: string, placeOfSupplyCode: string) =>
  splitLineTax({ totalPaise, rate, supplierStateCode, placeOfSupplyCode });

describe('tax on a line priced with GST included', () => {
  it('splits Rs 1,180.00 at 18 % within a state into CGST and SGST', () => {
    expect(line(118000, 18, '27', '27')).toEqual({ ...NO_TAX, taxable: 100000, cgst: 9000, sgst: 9000, total: 118000 });
  });

  it('charges IGST on a supply to another state', () => {
    expect(line(118000, 18, '27', '29')).toEqual({ ...NO_TAX, taxable: 100000, igst: 18000, total: 118000 });
  });

  it('charges UTGST in place of SGST within a union territory without a legislature', () => {
    expect(line(118000, 18, '04', '04')).toEqual({
      ...NO_TAX,
      taxable: 100000,
      cgst: 9000,
      utgst: 9000,
      total: 118000,
    });
    expect(line(118000, 18, '07', '07')).toMatchObject({ cgst: 9000, sgst: 9000, utgst: 0 });
  });

  it('splits the tax into two equal halves, each rounded half away from zero; the taxable value is the rest', () => {
    // 14 × 12 / 2 / 112 = 0.75 → 1 each; 59 × 18 / 2 / 118 = 4.5 → 5 each; 105 × 5 / 2 / 105 = 2.5 → 3 each.
    expect(line(14, 12, '27', '27')).toMatchObject({ taxable: 12, cgst: 1, sgst: 1 });
    expect(line(59, 18, '27', '27')).toMatchObject({ taxable: 49, cgst: 5, sgst: 5 });
    expect(line(105, 5, '04', '04')).toMatchObject({ taxable: 99, cgst: 3, utgst: 3 });
    // 1 × 18 / 2 / 118 = 0.076…: the whole paisa is taxable value, no tax.
    expect(line(1, 18, '27', '27')).toMatchObject({ taxable: 1, cgst: 0, sgst: 0 });
  });

  it('never leaves the halves a paisa apart, where the old floor(tax / 2) rule did', () => {
    // Rs 8,693.50 at 18 %: the tax is Rs 1,326.13; the old rule gave CGST 663.06 and SGST 663.07.
    expect(line(869350, 18, '27', '27')).toMatchObject({ taxable: 736738, cgst: 66306, sgst: 66306 });
  });

  it('rounds IGST half away from zero and leaves the rest as taxable value', () => {
    // 16 × 28 / 128 = 3.5 → 4.
    expect(line(16, 28, '27', '29')).toMatchObject({ taxable: 12, igst: 4 });
    expect(line(869350, 18, '27', '29')).toMatchObject({ taxable: 736737, igst: 132613 });
  });

  it('has no tax at 0 %', () => {
    expect(line(99999, 0, '27', '27')).toMatchObject({ taxable: 99999, cgst: 0, sgst: 0, igst: 0 });
  });

  it('refuses fractions of a paisa, negative totals and fractional rates', () => {
    expect(() => line(100.5, 18, '27', '27')).toThrow(RangeError);
    expect(() => line(-100, 18, '27', '27')).toThrow(RangeError);
    expect(() => line(100, 0.25, '27', '27')).toThrow(RangeError);
    expect(() => line(100, 101, '27', '27')).toThrow(RangeError);
  });

  it('always adds up to the line total, whatever the total, rate and states', () => {
    const places = [
      ['27', '27'],
      ['27', '24'],
      ['04', '04'],
      ['26', '27'],
    ] as const;
    const totals = [
      ...Array.from({ length: 2000 }, (_, i) => i),
      ...Array.from({ length: 500 }, (_, i) => i * 7919 ** 2),
    ];
    const wrong: string[] = [];
    for (const rate of [0, 5, 12, 18, 28, 40]) {
      for (const [supplier, place] of places) {
        for (const total of totals) {
          const split = line(total, rate, supplier, place);
          const stateHalf = split.sgst + split.utgst;
          const exactTax = (total * rate) / (100 + rate);
          const within = supplier === place;
          if (
            split.taxable + split.cgst + split.sgst + split.utgst + split.igst !== total ||
            (within && (split.igst !== 0 || stateHalf !== split.cgst || Math.abs(split.cgst - exactTax / 2) > 0.5)) ||
            (!within && (split.cgst !== 0 || stateHalf !== 0 || Math.abs(split.igst - exactTax) > 0.5))
          ) {
            wrong.push(`${total} at ${rate} % from ${supplier} to ${place}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('tax totals of a document', () => {
  it('sum each column of the lines', () => {
    const lines = [line(118000, 18, '27', '27'), line(10500, 5, '27', '27'), line(14000, 40, '27', '27')];
    expect(sumTaxSplits(lines)).toEqual({ ...NO_TAX, taxable: 120000, cgst: 11250, sgst: 11250, total: 142500 });
    expect(sumTaxSplits([])).toEqual(NO_TAX);
  });
});
