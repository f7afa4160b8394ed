import { describe, expect, it } from 'vitest';
import { resultSummary } from './result-summary';

describe('the count above the product grid', () => {
  it('names the range shown on this page', () => {
    expect(resultSummary(150, 2, 24)).toBe('Showing 25–48 of 150 products');
    expect(resultSummary(150, 7, 24)).toBe('Showing 145–150 of 150 products');
  });

  it('gives just the count when everything fits on one page', () => {
    expect(resultSummary(1, 1, 24)).toBe('1 product');
    expect(resultSummary(12, 1, 24)).toBe('12 products');
    expect(resultSummary(0, 1, 24)).toBe('No products match.');
  });
});
