import { describe, expect, it } from 'vitest';
import { DEFAULT_WHOLESALE_TERMS } from '@marketplace/contract';
import {
  addItem,
  cartState,
  clearCartMetadata,
  emptyCart,
  emptyCartState,
  pricedLines,
  removeItem,
  setCartMetadata,
  updateCartMetadata,
  updateItemQuantity,
} from './cart-state';

const soap = { id: 1, name: 'Soap (Pack of 12)', price: 99.5, stock: 5 };
const tea = { id: 2, name: 'Assam Tea 1 kg', price: 0.1, stock: 50 };
const biscuits = {
  id: 3,
  name: 'Glucose Biscuits',
  price: 110,
  stock: 1000,
  min_order_quantity: 48,
  order_multiple: 24,
  max_order_quantity: null,
  pack_label: 'Case of 24',
  price_tiers: [
    { min_quantity: 72, price: 100 },
    { min_quantity: 144, price: 95.55 },
  ],
};

describe('the shop cart', () => {
  it('starts empty with zero totals', () => {
    expect(emptyCartState()).toMatchObject({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
    });
  });

  it('computes totals for the items it starts with', () => {
    const state = cartState([{ ...soap, ...DEFAULT_WHOLESALE_TERMS, quantity: 2, image: null }]);
    expect(state).toMatchObject({ isEmpty: false, totalItems: 2, totalUniqueItems: 1, cartTotal: 199 });
    expect(state.items[0]?.itemTotal).toBe(199);
  });

  it('adds a new item with quantity 1 by default and the same id again raises its quantity', () => {
    let state = addItem(emptyCartState(), soap);
    state = addItem(state, soap, 2);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    expect(state.totalItems).toBe(3);
  });

  it('keeps money exact to the paisa', () => {
    const state = addItem(emptyCartState(), tea, 3);
    expect(state.cartTotal).toBe(0.3);
  });

  it('prices a line at the slab its quantity reaches, and follows the quantity both ways', () => {
    let state = addItem(emptyCartState(), biscuits, 48);
    expect(state.items[0]).toMatchObject({ unitPrice: 110, itemTotal: 5280 });
    state = updateItemQuantity(state, 3, 72);
    expect(state.items[0]).toMatchObject({ unitPrice: 100, itemTotal: 7200 });
    expect(state.cartTotal).toBe(7200);
    state = addItem(state, biscuits, 72);
    expect(state.items[0]).toMatchObject({ quantity: 144, unitPrice: 95.55, itemTotal: 13759.2 });
    state = updateItemQuantity(state, 3, 96);
    expect(state.items[0]).toMatchObject({ unitPrice: 100, itemTotal: 9600 });
  });

  it('keeps slab money exact to the paisa across lines', () => {
    const state = addItem(addItem(emptyCartState(), biscuits, 168), tea, 3);
    // 168 × 95.55 = 16,052.40 and 3 × 0.10 = 0.30, summed in paise.
    expect(state.items[0]?.itemTotal).toBe(16052.4);
    expect(state.cartTotal).toBe(16052.7);
    expect(pricedLines(state.items)).toEqual([
      { price: 95.55, quantity: 168 },
      { price: 0.1, quantity: 3 },
    ]);
  });

  it('treats a line added without terms as one sold a unit at a time at one price', () => {
    const [item] = addItem(emptyCartState(), soap, 7).items;
    expect(item).toMatchObject({ ...DEFAULT_WHOLESALE_TERMS, unitPrice: 99.5, itemTotal: 696.5 });
  });

  it('counts distinct items separately from units', () => {
    const state = addItem(addItem(emptyCartState(), soap, 4), tea, 6);
    expect(state.totalUniqueItems).toBe(2);
    expect(state.totalItems).toBe(10);
  });

  it('refuses an item without an id, and a new item without a price, with the library texts', () => {
    expect(() => addItem(emptyCartState(), { name: 'x', price: 1 })).toThrow('You must provide an `id` for items.');
    expect(() => addItem(emptyCartState(), { id: 9, name: 'x' })).toThrow('You must pass a `price` for new items.');
  });

  it('does nothing when adding a quantity of 0 or less', () => {
    const start = addItem(emptyCartState(), soap);
    expect(addItem(start, soap, 0)).toBe(start);
    expect(addItem(start, soap, -2)).toBe(start);
  });

  it('updates a quantity, removes the line at 0, and refuses an absent item', () => {
    const start = addItem(emptyCartState(), soap, 2);
    expect(updateItemQuantity(start, 1, 4).items[0]?.quantity).toBe(4);
    expect(updateItemQuantity(start, 1, 0).isEmpty).toBe(true);
    expect(() => updateItemQuantity(start, 42, 1)).toThrow('No such item to update.');
  });

  it('removes items, empties the cart and keeps metadata until cleared', () => {
    let state = addItem(addItem(emptyCartState(), soap), tea);
    state = setCartMetadata(state, { note: 'deliver before Diwali' });
    state = updateCartMetadata(state, { coupon: 'NONE' });
    expect(removeItem(state, 1).items.map((item) => item.id)).toEqual([2]);
    const emptied = emptyCart(state);
    expect(emptied.isEmpty).toBe(true);
    expect(emptied.metadata).toEqual({ note: 'deliver before Diwali', coupon: 'NONE' });
    expect(clearCartMetadata(emptied).metadata).toEqual({});
  });
});
