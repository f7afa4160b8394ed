import { useMemo, useSyncExternalStore } from 'react';
import * as actions from './cart-state';
import { emptyCartState } from './cart-state';
import { createCartStore, type CartStore } from './cart-store';

const stores = new Map<string, CartStore>();
/** What the server draws a page with, and what the browser takes over from: an empty cart. */
const EMPTY_CART = emptyCartState();
const emptyCart = () => EMPTY_CART;

function storeFor(cartId?: string): CartStore {
  const key = cartId ?? '';
  let store = stores.get(key);
  if (!store) {
    store = createCartStore(cartId);
    stores.set(key, store);
  }
  return store;
}

/** The shop cart: its state and the actions of spec section 4, persisted in local storage. */
export function useCart(cartId?: string) {
  const store = storeFor(cartId);
  const state = useSyncExternalStore(store.subscribe, store.getState, emptyCart);
  const bound = useMemo(() => {
    const apply = (next: (current: actions.CartState) => actions.CartState) => store.setState(next(store.getState()));
    return {
      setItems: (items: Parameters<typeof actions.setItems>[1]) => apply((s) => actions.setItems(s, items)),
      addItem: (item: actions.CartItemInput, quantity = 1) => apply((s) => actions.addItem(s, item, quantity)),
      updateItem: (id: number, changes: actions.CartItemInput) => apply((s) => actions.updateItem(s, id, changes)),
      updateItemQuantity: (id: number, quantity: number) => apply((s) => actions.updateItemQuantity(s, id, quantity)),
      removeItem: (id: number) => apply((s) => actions.removeItem(s, id)),
      emptyCart: () => apply(actions.emptyCart),
      setCartMetadata: (metadata: actions.CartMetadata) => apply((s) => actions.setCartMetadata(s, metadata)),
      updateCartMetadata: (metadata: actions.CartMetadata) => apply((s) => actions.updateCartMetadata(s, metadata)),
      clearCartMetadata: () => apply(actions.clearCartMetadata),
      getItem: (id: number) => store.getState().items.find((item) => item.id === id),
      inCart: (id: number) => store.getState().items.some((item) => item.id === id),
    };
  }, [store]);
  return { ...state, ...bound };
}

export type { CartItem, CartState } from './cart-state';
