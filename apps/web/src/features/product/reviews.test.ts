import { describe, expect, it } from 'vitest';
import { histogramBars, reviewCountLabel } from './reviews';

describe('product reviews', () => {
  it('count reviews in the singular or plural', () => {
    expect(reviewCountLabel(1)).toBe('(1 review)');
    expect(reviewCountLabel(3)).toBe('(3 reviews)');
    expect(reviewCountLabel(0)).toBe('(0 reviews)');
  });

  it('histogram runs from 5 stars down to 1 with each share in percent', () => {
    expect(histogramBars({ '5': 4, '4': 2, '3': 2 })).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 2, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(histogramBars({}).every((bar) => bar.percent === 0)).toBe(true);
  });
});
