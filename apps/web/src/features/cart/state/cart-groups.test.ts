import { describe, expect, it } from 'vitest';
import { DEFAULT_WHOLESALE_TERMS } from '@marketplace/contract';
import { checkoutBlockers, groupByWholesaler, lineProblem } from './cart-groups';
import { cartState, type CartItemFields } from './cart-state';

const mehta = { wholesalerId: 11, wholesalerName: 'Mehta Distributors' };
const shah = { wholesalerId: 12, wholesalerName: 'Shah Trading Company' };

const line = (id: number, quantity: number, extra: Partial<CartItemFields> = {}): CartItemFields => ({
  id,
  name: `Product ${id}`,
  price: 100,
  quantity,
  stock: 1000,
  image: null,
  ...DEFAULT_WHOLESALE_TERMS,
  ...extra,
});

const biscuits = (quantity: number) =>
  line(1, quantity, {
    ...mehta,
    name: 'Biscuits',
    price: 110,
    min_order_quantity: 48,
    order_multiple: 24,
    price_tiers: [{ min_quantity: 72, price: 100 }],
  });

const serverEntry = (id: number, company_name: string, min_order_value: number) => ({
  id,
  company_name,
  min_order_value,
  subtotal: 0,
  shortfall: 0,
});

describe("the cart's lines by wholesaler", () => {
  it('groups lines in the order each wholesaler first appears, with subtotals at slab prices', () => {
    const { items } = cartState([biscuits(72), line(2, 3, shah), line(3, 2, { ...mehta, price: 0.1 })]);
    const groups = groupByWholesaler(items);
    expect(groups.map((group) => [group.id, group.companyName, group.items.map((item) => item.id)])).toEqual([
      [11, 'Mehta Distributors', [1, 3]],
      [12, 'Shah Trading Company', [2]],
    ]);
    // 72 × 100 (the slab from 72) + 2 × 0.10, in paise.
    expect(groups[0]?.subtotal).toBe(7200.2);
    expect(groups[1]?.subtotal).toBe(300);
  });

  it('shows no minimum for a guest cart, which has no server wholesalers', () => {
    const groups = groupByWholesaler(cartState([biscuits(48)]).items);
    expect(groups[0]?.minimum).toBeNull();
  });

  it("measures each wholesaler's part against its minimum order value, as the lines stand now", () => {
    const { items } = cartState([biscuits(48), line(2, 3, shah)]);
    const groups = groupByWholesaler(items, [
      serverEntry(11, 'Mehta Distributors', 6000),
      serverEntry(12, 'Shah Trading Company', 0),
    ]);
    // 48 × 110 = 5,280 of 6,000.
    expect(groups[0]?.minimum).toEqual({ value: 6000, shortfall: 720 });
    expect(groups[1]?.minimum).toBeNull();
    const met = groupByWholesaler(cartState([biscuits(72)]).items, [serverEntry(11, 'Mehta Distributors', 6000)]);
    expect(met[0]?.minimum).toEqual({ value: 6000, shortfall: 0 });
  });

  it('counts the shortfall to the paisa', () => {
    const { items } = cartState([line(5, 3, { ...shah, price: 33.33 })]);
    const [group] = groupByWholesaler(items, [serverEntry(12, 'Shah Trading Company', 100)]);
    expect(group?.minimum?.shortfall).toBe(0.01);
  });

  it('keeps lines stored without a wholesaler together, under no name', () => {
    const groups = groupByWholesaler(cartState([line(7, 1), line(8, 1)]).items);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ id: null, companyName: '', minimum: null });
  });
});

describe('checking out the cart', () => {
  it("is held back by each line breaking a rule, in the server's words", () => {
    const [below, offCase, overStock] = cartState([
      biscuits(24),
      { ...biscuits(50), id: 2 },
      line(3, 12, { name: 'Tea', stock: 10 }),
    ]).items;
    expect(lineProblem(below!)).toBe('Minimum order for Biscuits is 48 units.');
    expect(lineProblem(offCase!)).toBe('Biscuits is sold in multiples of 24.');
    expect(lineProblem(overStock!)).toBe('Only 10 left in stock.');
  });

  it('is held back by a wholesaler short of its minimum, and open once every part is met', () => {
    const wholesalers = [serverEntry(11, 'Mehta Distributors', 6000)];
    const short = groupByWholesaler(cartState([biscuits(48), line(2, 1, shah)]).items, wholesalers);
    expect(checkoutBlockers(short)).toEqual([
      'Add Rs. 720.00 more from Mehta Distributors to reach the Rs. 6,000.00 minimum order.',
    ]);
    const met = groupByWholesaler(cartState([biscuits(72), line(2, 1, shah)]).items, wholesalers);
    expect(checkoutBlockers(met)).toEqual([]);
  });

  it('names every reason at once', () => {
    const groups = groupByWholesaler(cartState([biscuits(50)]).items, [serverEntry(11, 'Mehta Distributors', 6000)]);
    expect(checkoutBlockers(groups)).toEqual([
      'Biscuits is sold in multiples of 24.',
      'Add Rs. 500.00 more from Mehta Distributors to reach the Rs. 6,000.00 minimum order.',
    ]);
  });
});
