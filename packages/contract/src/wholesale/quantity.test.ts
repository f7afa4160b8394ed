import { describe, expect, it } from 'vitest';
import {
  largestValidQuantity,
  lowestTierPrice,
  nearestValidQuantity,
  nextTier,
  nextTierHint,
  quantityProblem,
  steppedQuantity,
  unitPriceFor,
} from './quantity.js';

const biscuits = { min_order_quantity: 48, order_multiple: 24, max_order_quantity: null };
const tiers = [
  { min_quantity: 72, price: 100 },
  { min_quantity: 144, price: 95 },
];

describe('a wholesale quantity', () => {
  it('is valid from the minimum in whole cases', () => {
    expect(quantityProblem('Biscuits', biscuits, 48)).toBeNull();
    expect(quantityProblem('Biscuits', biscuits, 72)).toBeNull();
    expect(quantityProblem('Biscuits', biscuits, 960)).toBeNull();
  });

  it('is refused below the minimum, between cases and above the maximum, one message each', () => {
    expect(quantityProblem('Biscuits', biscuits, 24)).toBe('Minimum order for Biscuits is 48 units.');
    expect(quantityProblem('Biscuits', biscuits, 50)).toBe('Biscuits is sold in multiples of 24.');
    expect(quantityProblem('Biscuits', { ...biscuits, max_order_quantity: 96 }, 120)).toBe(
      'Maximum order for Biscuits is 96 units.',
    );
    // Below the minimum and off the case pack: the minimum is named, never both.
    expect(quantityProblem('Biscuits', biscuits, 25)).toBe('Minimum order for Biscuits is 48 units.');
  });

  it('keeps single units valid under the default rules', () => {
    const single = { min_order_quantity: 1, order_multiple: 1, max_order_quantity: null };
    for (const quantity of [1, 2, 7, 1000]) expect(quantityProblem('Pen', single, quantity)).toBeNull();
  });
});

describe('the unit price of a line', () => {
  it('is the deepest slab reached, else the base price', () => {
    expect(unitPriceFor(110, tiers, 48)).toBe(110);
    expect(unitPriceFor(110, tiers, 71)).toBe(110);
    expect(unitPriceFor(110, tiers, 72)).toBe(100);
    expect(unitPriceFor(110, tiers, 143)).toBe(100);
    expect(unitPriceFor(110, tiers, 144)).toBe(95);
    expect(unitPriceFor(110, [...tiers].reverse(), 500)).toBe(95);
    expect(unitPriceFor(110, [], 500)).toBe(110);
  });

  it('names the next slab and the lowest price', () => {
    expect(nextTier(tiers, 48)).toEqual({ more: 24, price: 100 });
    expect(nextTier(tiers, 96)).toEqual({ more: 48, price: 95 });
    expect(nextTier(tiers, 144)).toBeNull();
    expect(nextTierHint({ more: 24, price: 95 })).toBe('Add 24 more for Rs. 95.00 / unit');
    expect(lowestTierPrice(tiers)).toBe(95);
    expect(lowestTierPrice([])).toBeNull();
  });
});

describe('moving between valid quantities', () => {
  const capped = { ...biscuits, max_order_quantity: 96 };

  it('steps by the case pack between the minimum and the maximum', () => {
    expect(steppedQuantity(capped, 48, 1)).toBe(72);
    expect(steppedQuantity(capped, 72, 1)).toBe(96);
    expect(steppedQuantity(capped, 96, 1)).toBe(96);
    expect(steppedQuantity(capped, 72, -1)).toBe(48);
    expect(steppedQuantity(capped, 48, -1)).toBe(48);
    // From a typed quantity off the grid, each step lands on a whole case.
    expect(steppedQuantity(capped, 50, 1)).toBe(72);
    expect(steppedQuantity(capped, 50, -1)).toBe(48);
  });

  it('finds the largest valid quantity within the stock', () => {
    expect(largestValidQuantity(biscuits, 100)).toBe(96);
    expect(largestValidQuantity(biscuits, 40)).toBe(0);
  });
});

describe('the nearest valid quantity', () => {
  const capped = { ...biscuits, max_order_quantity: 240 };

  it('keeps a quantity the rules and the stock accept', () => {
    expect(nearestValidQuantity(biscuits, 1000, 96)).toBe(96);
    expect(nearestValidQuantity({ min_order_quantity: 1, order_multiple: 1, max_order_quantity: null }, 5, 3)).toBe(3);
  });

  it('goes down to whole case packs', () => {
    expect(nearestValidQuantity(biscuits, 1000, 100)).toBe(96);
    expect(nearestValidQuantity(biscuits, 1000, 71)).toBe(48);
  });

  it('goes up to the minimum when the quantity falls short of it', () => {
    expect(nearestValidQuantity(biscuits, 1000, 10)).toBe(48);
    expect(nearestValidQuantity(biscuits, 1000, 47)).toBe(48);
    expect(nearestValidQuantity(biscuits, 1000, 0)).toBe(48);
  });

  it('stops at the maximum and at the stock, in whole cases', () => {
    expect(nearestValidQuantity(capped, 1000, 500)).toBe(240);
    expect(nearestValidQuantity(biscuits, 130, 500)).toBe(120);
    expect(nearestValidQuantity(capped, 130, 500)).toBe(120);
  });

  it('is 0 when the stock cannot reach the minimum', () => {
    expect(nearestValidQuantity(biscuits, 47, 48)).toBe(0);
    expect(nearestValidQuantity(biscuits, 0, 10)).toBe(0);
  });

  it('always answers a quantity the rules accept, or 0', () => {
    for (let stock = 0; stock <= 300; stock += 7)
      for (let wanted = 0; wanted <= 300; wanted += 5) {
        const quantity = nearestValidQuantity(capped, stock, wanted);
        if (quantity === 0) continue;
        expect(quantityProblem('Biscuits', capped, quantity)).toBeNull();
        expect(quantity).toBeLessThanOrEqual(stock);
      }
  });
});
