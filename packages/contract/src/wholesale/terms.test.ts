import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wholesaleTermsFields } from './terms.js';
import { wholesaleTermsMessages as m, wholesaleTermsProblems } from './terms-rules.js';
import { sellerMinimumMessage, shortfallPaise } from './seller-minimum.js';

const terms = (changes: Partial<Parameters<typeof wholesaleTermsProblems>[0]> = {}) => ({
  min_order_quantity: 48,
  order_multiple: 24,
  max_order_quantity: null,
  price_tiers: [
    { min_quantity: 72, price: 100 },
    { min_quantity: 144, price: 95 },
  ],
  ...changes,
});

describe("a product's wholesale terms", () => {
  it('accept a minimum in whole cases with falling slabs, in any order', () => {
    expect(wholesaleTermsProblems(terms(), 110)).toEqual({});
    expect(wholesaleTermsProblems(terms({ price_tiers: [...terms().price_tiers].reverse() }), 110)).toEqual({});
    expect(wholesaleTermsProblems(terms({ max_order_quantity: 480 }), 110)).toEqual({});
  });

  it('refuse a minimum or maximum off the case pack, and a maximum below the minimum', () => {
    expect(wholesaleTermsProblems(terms({ min_order_quantity: 50 }), 110).min_order_quantity).toBe(
      m.minNotMultiple(24),
    );
    expect(wholesaleTermsProblems(terms({ max_order_quantity: 24 }), 110).max_order_quantity).toBe(m.maxBelowMin(48));
    expect(wholesaleTermsProblems(terms({ max_order_quantity: 100 }), 110).max_order_quantity).toBe(
      m.maxNotMultiple(24),
    );
  });

  it('refuse slabs that repeat, fall off the case pack, start at the minimum or above the maximum', () => {
    const tier = (min_quantity: number, price: number) => ({ min_quantity, price });
    const problem = (price_tiers: Array<{ min_quantity: number; price: number }>, max: number | null = null) =>
      wholesaleTermsProblems(terms({ price_tiers, max_order_quantity: max }), 110).price_tiers;
    expect(problem([tier(72, 100), tier(72, 95)])).toBe(m.tierRepeated(72));
    expect(problem([tier(60, 100)])).toBe(m.tierNotMultiple(60, 24));
    expect(problem([tier(48, 100)])).toBe(m.tierNotAboveMin(48, 48));
    expect(problem([tier(144, 100)], 96)).toBe(m.tierAboveMax(144, 96));
  });

  it('refuse slab prices that do not fall below the price and each other', () => {
    const problem = (prices: number[]) =>
      wholesaleTermsProblems(
        terms({ price_tiers: prices.map((price, index) => ({ min_quantity: 72 + index * 24, price })) }),
        110,
      ).price_tiers;
    expect(problem([110])).toBe(m.tierPriceNotLower(72, 110));
    expect(problem([100, 100])).toBe(m.tierPriceNotLower(96, 100));
    expect(problem([100, 101])).toBe(m.tierPriceNotLower(96, 100));
    expect(problem([100, 99, 98, 97, 96])).toBeUndefined();
    expect(problem([100, 99, 98, 97, 96, 95])).toBe(m.tooManyTiers);
  });

  it('read form values and refuse ones that are not whole numbers or paise', () => {
    const fields = z.object(wholesaleTermsFields);
    expect(fields.parse({ min_order_quantity: '48', max_order_quantity: '', pack_label: '  ' })).toEqual({
      min_order_quantity: 48,
      max_order_quantity: null,
      pack_label: null,
    });
    const refused = fields.safeParse({
      order_multiple: 0,
      price_tiers: [{ min_quantity: 2.5, price: 10.005 }],
      pack_label: 'x'.repeat(41),
    });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([m.multipleWhole, m.tierQuantityWhole, m.tierPrice, m.packLabelLong]),
    );
    expect(
      fields.safeParse({ price_tiers: Array.from({ length: 6 }, () => ({ min_quantity: 2, price: 1 })) }).success,
    ).toBe(false);
  });
});

describe("a wholesaler's minimum order value", () => {
  it('names what is missing in rupees', () => {
    expect(shortfallPaise(375_000, 500_000)).toBe(125_000);
    expect(shortfallPaise(600_000, 500_000)).toBe(0);
    expect(sellerMinimumMessage('Mehta Distributors', 1250, 123456)).toBe(
      'Add Rs. 1,250.00 more from Mehta Distributors to reach the Rs. 1,23,456.00 minimum order.',
    );
  });
});
