import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderListDate, formatOrderTime } from './order-dates';

describe('order dates', () => {
  it('shows the order date as long month, day, year', () => {
    expect(formatOrderDate('2026-11-21T06:30:00.000Z')).toBe('November 21, 2026');
  });

  it('reads the date in India time, so a late-evening order keeps its Indian date', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatOrderDate('2026-11-21T20:00:00.000Z')).toBe('November 22, 2026');
  });

  it('shows a short date and the time in the order history', () => {
    expect(formatOrderListDate('2026-11-21T06:30:00.000Z')).toBe('21 Nov 2026');
    expect(formatOrderTime('2026-11-21T06:30:00.000Z').toLowerCase()).toBe('12:00 pm');
  });

  it('shows the date of a tax document (India date, no time) as it was issued', () => {
    expect(formatOrderListDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
