import { useCallback } from 'react';
import type { CartResponse } from '@marketplace/contract';
import type { CartItem, CartItemFields } from '../state/cart-state';
import { loadCart } from '../state/cart-store';
import { useCart } from '../state/use-cart';
import { cartItemFromLine, getServerCart } from './cart-api';
import { useServerCartWriter } from './get-server-cart';

const withoutTotals = ({ itemTotal: _itemTotal, unitPrice: _unitPrice, ...item }: CartItem): CartItemFields => item;

/**
 * The local cart after the server added lines by itself (buy again, quick order): the server's lines with
 * its quantities, then any local line the server does not hold yet.
 */
export function adoptServerLines(local: readonly CartItem[], server: CartResponse): CartItemFields[] {
  const onServer = new Set(server.items.map((line) => line.product));
  return [...server.items.map(cartItemFromLine), ...local.filter((item) => !onServer.has(item.id)).map(withoutTotals)];
}

/** Reads the server cart and makes the browser's cart show it; for changes the server made to many lines at once. */
export function useAdoptServerCart() {
  const { setItems } = useCart();
  const writeServerCart = useServerCartWriter();
  return useCallback(async () => {
    const server = await getServerCart();
    setItems(adoptServerLines(loadCart().items, server));
    writeServerCart(server);
  }, [setItems, writeServerCart]);
}
