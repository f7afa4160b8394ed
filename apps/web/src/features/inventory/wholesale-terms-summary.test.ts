import { describe, expect, it } from 'vitest';
import { wholesaleTermsSummary } from './wholesale-terms-summary';

describe('the wholesale terms line of an inventory row', () => {
  it('shows the minimum and the case pack, and says them in words', () => {
    expect(wholesaleTermsSummary({ min_order_quantity: 48, order_multiple: 24 })).toEqual({
      short: 'MOQ 48 · Case 24',
      spoken: 'Minimum order 48 units, case pack of 24',
    });
  });

  it('leaves out whichever is 1', () => {
    expect(wholesaleTermsSummary({ min_order_quantity: 10, order_multiple: 1 })?.short).toBe('MOQ 10');
    expect(wholesaleTermsSummary({ min_order_quantity: 1, order_multiple: 12 })).toEqual({
      short: 'Case 12',
      spoken: 'Case pack of 12',
    });
  });

  it('shows nothing for a product sold in single units', () => {
    expect(wholesaleTermsSummary({ min_order_quantity: 1, order_multiple: 1 })).toBeNull();
  });
});
