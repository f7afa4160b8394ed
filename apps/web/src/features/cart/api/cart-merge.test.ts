import { describe, expect, it } from 'vitest';
import { DEFAULT_WHOLESALE_TERMS, type CartLine } from '@marketplace/contract';
import { cartState, type CartItem } from '../state/cart-state';
import { mergeCarts, refreshFromServer } from './cart-merge';

const localItem = (id: number, quantity: number, extra: Partial<CartItem> = {}): CartItem =>
  cartState([
    { id, name: `Local ${id}`, price: 100, quantity, stock: 50, image: null, ...DEFAULT_WHOLESALE_TERMS, ...extra },
  ]).items[0] as CartItem;

const serverLine = (product: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  product,
  name: `Server ${product}`,
  price: 120,
  unit_price: 120,
  stock: 20,
  quantity,
  image: `/media/${product}-small.webp`,
  wholesaler: { id: 2, company_name: 'Shah Trading Company' },
  ...DEFAULT_WHOLESALE_TERMS,
  ...extra,
});

const caseTerms = { min_order_quantity: 48, order_multiple: 24, max_order_quantity: null, pack_label: 'Case of 24' };

describe('merging the browser cart with the server cart after login', () => {
  it('keeps lines found on one side only and sends the local-only ones to the server', () => {
    const plan = mergeCarts([localItem(1, 2)], [serverLine(2, 3)]);
    expect(plan.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(plan.pushes).toEqual([{ product: 1, quantity: 2 }]);
    expect(plan.removals).toEqual([]);
  });

  it('lets the larger quantity win and pushes it when the server held less', () => {
    const plan = mergeCarts([localItem(1, 5), localItem(2, 1)], [serverLine(1, 2), serverLine(2, 4)]);
    expect(plan.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect(plan.pushes).toEqual([{ product: 1, quantity: 5 }]);
  });

  it('caps the winning quantity by the stock the server reports', () => {
    const plan = mergeCarts([localItem(1, 30)], [serverLine(1, 2, { stock: 8 })]);
    expect(plan.items[0]?.quantity).toBe(8);
    expect(plan.pushes).toEqual([{ product: 1, quantity: 8 }]);
  });

  it("takes the server's price, stock, name and picture for lines it knows", () => {
    const [item] = mergeCarts([localItem(1, 1, { price: 99 })], [serverLine(1, 1, { price: 149.5, stock: 7 })]).items;
    expect(item).toMatchObject({ id: 1, price: 149.5, stock: 7, name: 'Server 1', image: '/media/1-small.webp' });
    expect(item).toMatchObject({ wholesalerId: 2, wholesalerName: 'Shah Trading Company' });
  });

  it("takes the server's wholesale terms, and prices the line by them", () => {
    const tiers = [{ min_quantity: 72, price: 100 }];
    const plan = mergeCarts(
      [localItem(1, 96)],
      [serverLine(1, 48, { ...caseTerms, stock: 500, price: 110, unit_price: 110, price_tiers: tiers })],
    );
    expect(plan.items[0]).toMatchObject({ ...caseTerms, price_tiers: tiers, quantity: 96 });
    expect(cartState(plan.items).items[0]).toMatchObject({ unitPrice: 100, itemTotal: 9600 });
  });

  it('caps a quantity beyond the stock to whole cases from the minimum, and drops a line below it', () => {
    const plan = mergeCarts(
      [localItem(1, 144), localItem(2, 96)],
      [serverLine(1, 48, { ...caseTerms, stock: 100 }), serverLine(2, 48, { ...caseTerms, stock: 40 })],
    );
    expect(plan.items.map((item) => [item.id, item.quantity])).toEqual([[1, 96]]);
    expect(plan.pushes).toEqual([{ product: 1, quantity: 96 }]);
    expect(plan.removals).toEqual([2]);
  });

  it('keeps a quantity within the stock as it is, even one the rules now refuse', () => {
    // The buyer sees the rule beside the line and fixes it; the merge never picks a quantity for them.
    const plan = mergeCarts([localItem(1, 50)], [serverLine(1, 48, { ...caseTerms, stock: 100 })]);
    expect(plan.items[0]?.quantity).toBe(50);
  });

  it('drops lines of products sold out and deletes them on the server', () => {
    const plan = mergeCarts([localItem(1, 2)], [serverLine(1, 2, { stock: 0 }), serverLine(3, 1, { stock: 0 })]);
    expect(plan.items).toEqual([]);
    expect(plan.removals).toEqual([1, 3]);
    expect(plan.pushes).toEqual([]);
  });

  it('pushes nothing when both carts already agree', () => {
    expect(mergeCarts([localItem(1, 2)], [serverLine(1, 2)]).pushes).toEqual([]);
  });
});

describe('refreshing the browser cart from the server lines', () => {
  it('updates price and stock, caps quantities, and keeps lines the server does not hold', () => {
    const items = refreshFromServer(
      [localItem(1, 9), localItem(2, 1), localItem(3, 1)],
      [serverLine(1, 9, { stock: 4, price: 10 }), serverLine(3, 1, { stock: 0 })],
    );
    expect(items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [1, 4, 10],
      [2, 1, 100],
    ]);
  });

  it("takes the server's terms and caps a quantity beyond the stock to whole cases", () => {
    const [item] = refreshFromServer(
      [localItem(1, 120)],
      [serverLine(1, 120, { ...caseTerms, stock: 110, price_tiers: [{ min_quantity: 96, price: 90 }] })],
    );
    expect(item).toMatchObject({ ...caseTerms, quantity: 96, price_tiers: [{ min_quantity: 96, price: 90 }] });
  });
});
