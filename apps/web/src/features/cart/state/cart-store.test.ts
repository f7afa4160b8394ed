import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test/memory-storage';
import { addItem, setItems, updateCartMetadata, updateItemQuantity } from './cart-state';
import { cartStorageKey, createCartStore, loadCart } from './cart-store';

describe('cart persistence', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  });

  it('uses the fixed key, or the key with an id suffix', () => {
    expect(cartStorageKey()).toBe('react-use-cart');
    expect(cartStorageKey('shop-7')).toBe('react-use-cart-shop-7');
  });

  it('survives a reload: what one store writes the next one reads', () => {
    const store = createCartStore();
    store.setState(addItem(store.getState(), { id: 3, name: 'Rice 25 kg', price: 1450, stock: 8 }, 2));
    const reloaded = loadCart();
    expect(reloaded.items).toHaveLength(1);
    expect(reloaded.totalItems).toBe(2);
    expect(reloaded.cartTotal).toBe(2900);
  });

  it('keeps carts with different ids apart', () => {
    const named = createCartStore('b2b');
    named.setState(addItem(named.getState(), { id: 1, name: 'x', price: 1 }));
    expect(loadCart().isEmpty).toBe(true);
    expect(loadCart('b2b').totalUniqueItems).toBe(1);
  });

  it('reads a line stored before wholesale terms as one sold a unit at a time', () => {
    localStorage.setItem(
      'react-use-cart',
      JSON.stringify({ items: [{ id: 4, name: 'Tea', price: 12.5, quantity: 3, stock: 9, image: null }] }),
    );
    expect(loadCart().items[0]).toMatchObject({
      min_order_quantity: 1,
      order_multiple: 1,
      max_order_quantity: null,
      pack_label: null,
      price_tiers: [],
      unitPrice: 12.5,
      itemTotal: 37.5,
    });
  });

  it('keeps the terms and the slab price of a stored line across a reload', () => {
    const store = createCartStore();
    const tiers = [{ min_quantity: 72, price: 100 }];
    const biscuits = { id: 5, name: 'Biscuits', price: 110, stock: 500, min_order_quantity: 48, order_multiple: 24 };
    store.setState(addItem(store.getState(), { ...biscuits, price_tiers: tiers }, 72));
    expect(loadCart().items[0]).toMatchObject({ min_order_quantity: 48, order_multiple: 24, unitPrice: 100 });
    expect(loadCart().cartTotal).toBe(7200);
  });

  it('tells nobody of a change that changes nothing, and keeps the lines that did not change', () => {
    const store = createCartStore();
    store.setState(addItem(store.getState(), { id: 3, name: 'Rice 25 kg', price: 1450, stock: 8 }, 2));
    store.setState(addItem(store.getState(), { id: 4, name: 'Tea', price: 12.5, stock: 9 }, 1));
    store.setState(updateCartMetadata(store.getState(), { owner: '7' }));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();

    // The server confirming the same lines and owner, as new objects.
    store.setState(setItems(before, structuredClone(before.items)));
    store.setState(updateCartMetadata(store.getState(), { owner: '7' }));
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    store.setState(updateItemQuantity(store.getState(), 4, 3));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().items[0]).toBe(before.items[0]);
    expect(store.getState().items[1]).toMatchObject({ id: 4, quantity: 3, itemTotal: 37.5 });
    expect(loadCart().totalItems).toBe(5);
  });

  it('treats unreadable storage as an empty cart', () => {
    localStorage.setItem('react-use-cart', '{not json');
    expect(loadCart().isEmpty).toBe(true);
    localStorage.setItem('react-use-cart', JSON.stringify({ items: [{ id: 'x' }, { id: 2, price: 5, quantity: 1 }] }));
    expect(loadCart().items.map((item) => item.id)).toEqual([2]);
  });
});
