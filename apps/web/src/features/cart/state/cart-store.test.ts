import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test/memory-storage';
import { addItem } from './cart-state';
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

  it('treats unreadable storage as an empty cart', () => {
    localStorage.setItem('react-use-cart', '{not json');
    expect(loadCart().isEmpty).toBe(true);
    localStorage.setItem('react-use-cart', JSON.stringify({ items: [{ id: 'x' }, { id: 2, price: 5, quantity: 1 }] }));
    expect(loadCart().items.map((item) => item.id)).toEqual([2]);
  });
});
