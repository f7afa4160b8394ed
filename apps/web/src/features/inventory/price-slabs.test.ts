import { describe, expect, it } from 'vitest';
import { MAX_PRICE_TIERS } from '@marketplace/contract';
import { canAddSlab, newSlabRow, removeSlabLabel, slabCountText } from './price-slabs';

const row = (min_quantity: string, price = '') => ({ min_quantity, price });

describe('adding price slabs', () => {
  it(`allows up to ${MAX_PRICE_TIERS} slabs`, () => {
    expect(canAddSlab([])).toBe(true);
    expect(canAddSlab(Array.from({ length: MAX_PRICE_TIERS - 1 }, () => row('')))).toBe(true);
    expect(canAddSlab(Array.from({ length: MAX_PRICE_TIERS }, () => row('')))).toBe(false);
  });

  it('starts the first slab one case above the minimum, with no price', () => {
    expect(newSlabRow({ min_order_quantity: '48', order_multiple: '24', price_tiers: [] })).toEqual(row('72'));
    expect(newSlabRow({ min_order_quantity: '1', order_multiple: '1', price_tiers: [] })).toEqual(row('2'));
  });

  it('starts a further slab one case above the highest slab, whatever their order', () => {
    const terms = { min_order_quantity: '48', order_multiple: '24', price_tiers: [row('144', '95'), row('72', '100')] };
    expect(newSlabRow(terms)).toEqual(row('168'));
  });

  it('rounds up to the next whole case when the minimum is not one yet', () => {
    expect(newSlabRow({ min_order_quantity: '50', order_multiple: '24' })).toEqual(row('72'));
  });

  it('leaves the quantity empty past the maximum or while the rules do not read as whole numbers', () => {
    expect(newSlabRow({ min_order_quantity: '48', order_multiple: '24', max_order_quantity: '48' })).toEqual(row(''));
    expect(newSlabRow({ min_order_quantity: '', order_multiple: '24' })).toEqual(row(''));
    expect(newSlabRow({ min_order_quantity: '48', order_multiple: '2.5' })).toEqual(row(''));
  });

  it('allows a slab at the maximum itself', () => {
    expect(newSlabRow({ min_order_quantity: '48', order_multiple: '24', max_order_quantity: '72' })).toEqual(row('72'));
  });
});

describe('removing price slabs', () => {
  it('names the slab by its quantity', () => {
    expect(removeSlabLabel(row('72', '100'), 0)).toBe('Remove slab from 72 units');
  });

  it('names a slab without a readable quantity by its position', () => {
    expect(removeSlabLabel(row(''), 1)).toBe('Remove slab 2');
    expect(removeSlabLabel(row('7.5'), 2)).toBe('Remove slab 3');
    expect(removeSlabLabel(undefined, 0)).toBe('Remove slab 1');
  });
});

describe('the slab count', () => {
  it('says that no slab means one price, and when the last slab is reached', () => {
    expect(slabCountText(0)).toBe("No slabs: every order pays the product's price.");
    expect(slabCountText(2)).toBe(`2 of ${MAX_PRICE_TIERS} slabs`);
    expect(slabCountText(MAX_PRICE_TIERS)).toBe(
      `${MAX_PRICE_TIERS} of ${MAX_PRICE_TIERS} slabs, the most a product can have.`,
    );
  });
});
