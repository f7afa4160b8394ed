import { describe, expect, it } from 'vitest';
import { formatRupees } from '@marketplace/contract';
import { describeSeries, formatCompactRupees } from './chart-format';

describe('chart axis money', () => {
  it('shortens amounts in Indian units', () => {
    expect(formatCompactRupees(0)).toBe('Rs. 0');
    expect(formatCompactRupees(950)).toBe('Rs. 950');
    expect(formatCompactRupees(12_000)).toBe('Rs. 12K');
    expect(formatCompactRupees(450_000)).toBe('Rs. 4.5L');
    expect(formatCompactRupees(12_000_000)).toBe('Rs. 1.2Cr');
  });
});

describe('chart summary for screen readers', () => {
  it('says when nothing was sold', () => {
    expect(describeSeries([{ label: 'Jan', revenue: 0, orders: 0 }], formatRupees)).toBe(
      'No paid orders in this period.',
    );
  });

  it('counts orders and names the best interval', () => {
    const series = [
      { label: 'Mon', revenue: 100, orders: 1 },
      { label: 'Tue', revenue: 0, orders: 0 },
      { label: 'Wed', revenue: 2500.5, orders: 2 },
    ];
    expect(describeSeries(series, formatRupees)).toBe(
      '3 paid orders across 2 of 3 intervals; highest revenue Rs. 2,500.50 at Wed.',
    );
  });
});
