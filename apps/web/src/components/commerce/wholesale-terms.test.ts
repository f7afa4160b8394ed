import { describe, expect, it } from 'vitest';
import { cardAddQuantity, lowestPriceText, minimumOrderMark, orderTermsText, tierRows } from './wholesale-terms';

const biscuits = {
  min_order_quantity: 48,
  order_multiple: 24,
  max_order_quantity: null,
  pack_label: 'Case of 24',
  price_tiers: [
    { min_quantity: 72, price: 100 },
    { min_quantity: 144, price: 95 },
  ],
};
const single = {
  min_order_quantity: 1,
  order_multiple: 1,
  max_order_quantity: null,
  pack_label: null,
  price_tiers: [],
};

describe("a product's buying terms on its page", () => {
  it('name the minimum and the case pack with its label, only the parts that apply', () => {
    expect(orderTermsText(biscuits)).toBe('Minimum order: 48 units · Sold in cases of 24');
    expect(orderTermsText({ ...biscuits, pack_label: 'Carton of 24 packets' })).toBe(
      'Minimum order: 48 units · Sold in cases of 24 (Carton of 24 packets)',
    );
    expect(orderTermsText({ ...biscuits, pack_label: null })).toBe('Minimum order: 48 units · Sold in cases of 24');
    expect(orderTermsText({ ...biscuits, order_multiple: 1 })).toBe('Minimum order: 48 units');
    expect(orderTermsText({ ...biscuits, min_order_quantity: 1 })).toBe('Sold in cases of 24');
    expect(orderTermsText(single)).toBeNull();
  });

  it('list the minimum at the base price, then each slab, and mark the row the quantity reaches', () => {
    const { rows } = tierRows(110, biscuits, 48);
    expect(rows.map((row) => [row.quantity, row.price])).toEqual([
      ['48+ units', 'Rs. 110.00 / unit'],
      ['72+ units', 'Rs. 100.00 / unit'],
      ['144+ units', 'Rs. 95.00 / unit'],
    ]);
    expect(tierRows(110, biscuits, 48).reached).toBe(0);
    expect(tierRows(110, biscuits, 96).reached).toBe(1);
    expect(tierRows(110, biscuits, 144).reached).toBe(2);
    expect(tierRows(110, biscuits, 1440).reached).toBe(2);
    // Below the minimum no row is reached: that quantity cannot be ordered.
    expect(tierRows(110, biscuits, 24).reached).toBe(-1);
  });

  it('have no table when there are no slabs', () => {
    expect(tierRows(110, single, 5)).toEqual({ rows: [], reached: -1 });
  });

  it('list slabs by quantity whatever order they come in', () => {
    const reversed = { ...biscuits, price_tiers: [...biscuits.price_tiers].reverse() };
    expect(tierRows(110, reversed, 100).rows.map((row) => row.minQuantity)).toEqual([48, 72, 144]);
    expect(tierRows(110, reversed, 100).reached).toBe(1);
  });
});

describe('a product card', () => {
  it('marks a minimum above one unit and the lowest slab price', () => {
    expect(minimumOrderMark(biscuits)).toBe('MOQ 48');
    expect(minimumOrderMark(single)).toBeNull();
    expect(lowestPriceText(biscuits.price_tiers)).toBe('from Rs. 95.00');
    expect(lowestPriceText([{ min_quantity: 10, price: 1234.5 }])).toBe('from Rs. 1,234.50');
    expect(lowestPriceText([])).toBeNull();
  });

  it('adds the minimum order quantity, not one unit', () => {
    expect(cardAddQuantity(biscuits)).toBe(48);
    expect(cardAddQuantity(single)).toBe(1);
  });
});
