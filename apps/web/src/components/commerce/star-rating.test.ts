import { describe, expect, it } from 'vitest';
import { starFillPercent } from './star-rating';

/** Five cells of 28 units, each a 24-unit star and 4 units of space. */
const percentOf = (units: number) => (units / 140) * 100;

describe('stars of a rating', () => {
  it('fills whole stars with the space after each', () => {
    expect(starFillPercent(5)).toBe(100);
    expect(starFillPercent(4.2)).toBe(percentOf(4 * 28));
    expect(starFillPercent(1)).toBe(percentOf(28));
  });

  it('rounds to the nearest half star, which fills half of the star itself', () => {
    expect(starFillPercent(4.26)).toBe(percentOf(4 * 28 + 12));
    expect(starFillPercent(0.3)).toBe(percentOf(12));
  });

  it('keeps ratings outside 0 to 5 inside the row', () => {
    expect(starFillPercent(0)).toBe(0);
    expect(starFillPercent(-1)).toBe(0);
    expect(starFillPercent(7)).toBe(100);
  });
});
