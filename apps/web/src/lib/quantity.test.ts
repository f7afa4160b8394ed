import { describe, expect, it } from 'vitest';
import { orderQuantityProblem, parseQuantityInput, quantitySteps, stockProblem, typedQuantity } from './quantity';

describe('a typed quantity', () => {
  it('is the whole number typed', () => {
    expect(parseQuantityInput('4')).toBe(4);
    expect(parseQuantityInput(' 40 ')).toBe(40);
    expect(parseQuantityInput('50')).toBe(50);
    expect(parseQuantityInput('100000')).toBe(100000);
  });

  it('is ignored when below 1 or not a whole number', () => {
    expect(parseQuantityInput('0')).toBeNull();
    expect(parseQuantityInput('-2')).toBeNull();
    expect(parseQuantityInput('')).toBeNull();
    expect(parseQuantityInput('2.5')).toBeNull();
    expect(parseQuantityInput('abc')).toBeNull();
  });
});

describe('a typed quantity asks for', () => {
  const single = { min_order_quantity: 1, order_multiple: 1, max_order_quantity: null };
  const cases = { min_order_quantity: 48, order_multiple: 24, max_order_quantity: null };

  it('itself within the stock, even when a rule refuses it, so the page can say why', () => {
    expect(typedQuantity(single, 8, 5)).toBe(5);
    expect(typedQuantity(cases, 100, 50)).toBe(50);
    expect(typedQuantity(cases, 100, 24)).toBe(24);
    expect(typedQuantity(cases, 100, null)).toBeNull();
  });

  it('the largest valid quantity when typed above the stock', () => {
    expect(typedQuantity(single, 8, 33)).toBe(8);
    expect(typedQuantity(cases, 100, 500)).toBe(96);
    expect(typedQuantity({ ...cases, max_order_quantity: 72 }, 100, 500)).toBe(72);
    // Nothing valid fits the stock: kept, and the page names the stock.
    expect(typedQuantity(cases, 40, 500)).toBe(500);
  });
});

describe('a quantity above the stock', () => {
  it("is refused in the server's words", () => {
    expect(stockProblem(8, 8)).toBeNull();
    expect(stockProblem(8, 9)).toBe('Only 8 left in stock.');
    expect(stockProblem(0, 1)).toBe('This product is out of stock.');
  });
});

describe('an order quantity', () => {
  const biscuits = { name: 'Biscuits', stock: 100, min_order_quantity: 48, order_multiple: 24, max_order_quantity: 96 };

  it('names the first rule it breaks, the stock last', () => {
    expect(orderQuantityProblem(biscuits, 48)).toBeNull();
    expect(orderQuantityProblem(biscuits, 96)).toBeNull();
    expect(orderQuantityProblem(biscuits, 24)).toBe('Minimum order for Biscuits is 48 units.');
    expect(orderQuantityProblem(biscuits, 50)).toBe('Biscuits is sold in multiples of 24.');
    expect(orderQuantityProblem(biscuits, 120)).toBe('Maximum order for Biscuits is 96 units.');
    expect(orderQuantityProblem({ ...biscuits, stock: 60 }, 72)).toBe('Only 60 left in stock.');
  });
});

describe('the − and + of a quantity control', () => {
  const biscuits = { min_order_quantity: 48, order_multiple: 24, max_order_quantity: null };

  it('move by the case pack from the minimum up to what the stock allows', () => {
    expect(quantitySteps(biscuits, 100, 48)).toEqual({ lower: null, upper: 72, largest: 96 });
    expect(quantitySteps(biscuits, 100, 72)).toEqual({ lower: 48, upper: 96, largest: 96 });
    expect(quantitySteps(biscuits, 100, 96)).toEqual({ lower: 72, upper: null, largest: 96 });
  });

  it('stop at the maximum order before the stock', () => {
    expect(quantitySteps({ ...biscuits, max_order_quantity: 72 }, 1000, 72)).toMatchObject({ lower: 48, upper: null });
  });

  it('lead a typed quantity back onto whole cases, never away from the valid ones', () => {
    expect(quantitySteps(biscuits, 100, 50)).toMatchObject({ lower: 48, upper: 72 });
    expect(quantitySteps(biscuits, 100, 24)).toMatchObject({ lower: null, upper: 48 });
    expect(quantitySteps(biscuits, 100, 500)).toMatchObject({ lower: 96, upper: null });
  });

  it('step one unit at a time under the default rules, from 1 to the stock', () => {
    const single = { min_order_quantity: 1, order_multiple: 1, max_order_quantity: null };
    expect(quantitySteps(single, 5, 1)).toEqual({ lower: null, upper: 2, largest: 5 });
    expect(quantitySteps(single, 5, 5)).toEqual({ lower: 4, upper: null, largest: 5 });
  });

  it('do not move when the stock cannot cover the minimum', () => {
    expect(quantitySteps(biscuits, 40, 48)).toMatchObject({ lower: null, upper: null });
  });
});
