import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantityInput, quantityLimit } from './quantity';

describe('quantity control limits', () => {
  it('is capped by the stock, or 10 when no stock limit is given', () => {
    expect(quantityLimit(25)).toBe(25);
    expect(quantityLimit(undefined)).toBe(10);
    expect(quantityLimit(null)).toBe(10);
  });

  it('clamps to 1..max', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('clamps typed numbers and ignores text below 1 or not a number', () => {
    expect(parseQuantityInput('4', 10)).toBe(4);
    expect(parseQuantityInput(' 40 ', 10)).toBe(10);
    expect(parseQuantityInput('0', 10)).toBeNull();
    expect(parseQuantityInput('-2', 10)).toBeNull();
    expect(parseQuantityInput('', 10)).toBeNull();
    expect(parseQuantityInput('2.5', 10)).toBeNull();
    expect(parseQuantityInput('abc', 10)).toBeNull();
  });
});
