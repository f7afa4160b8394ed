import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from './money.js';

const intlRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatRupees', () => {
  it('writes an amount as the en-IN number format does, with the Rs. prefix', () => {
    const amounts = [
      0, 0.5, 1, 9.99, 12.35, 100, 999.99, 1000, 12345.6, 123456, 1234567.89, 98765432.1, 1e11, -1, -1234.5,
    ];
    for (let paise = 0; paise < 2_000_000; paise += 7919) amounts.push(paise / 100);
    for (const rupees of amounts) expect(formatRupees(rupees)).toBe(`Rs. ${intlRupees.format(rupees)}`);
  });

  it('groups the last three digits, then pairs', () => {
    expect(formatRupees(123456)).toBe('Rs. 1,23,456.00');
    expect(formatRupees(2999)).toBe('Rs. 2,999.00');
  });
});

describe('formatCount', () => {
  it('writes a count as en-IN does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 123456, 1234567, 100000000, -4321]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
    }
  });
});
