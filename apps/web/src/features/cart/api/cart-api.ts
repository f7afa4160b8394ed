import {
  apiPaths,
  type AddToCartRequest,
  type AddToCartResponse,
  type CartLine,
  type CartResponse,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import type { CartItem } from '../state/cart-state';

/** The retailer's cart on the server (DECISIONS: it follows the retailer between devices). */
export const getServerCart = () => apiClient.get<CartResponse>(apiPaths.cart, { authenticated: true });

/** Adds to a line, or with `mode: 'set'` replaces its quantity; the server checks the stock. */
export const addToServerCart = (body: AddToCartRequest) =>
  apiClient.post<AddToCartResponse>(apiPaths.cartAdd, body, { authenticated: true });

export const removeFromServerCart = (productId: number) =>
  apiClient.delete<CartResponse>(apiPaths.cartRemove(productId), { authenticated: true });

export type CartItemFields = Omit<CartItem, 'itemTotal'>;

/** A server cart line as a line of the local cart, with the server's price and stock. */
export function cartItemFromLine(line: CartLine): CartItemFields {
  return {
    id: line.product,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    stock: line.stock,
    image: line.image,
    wholesalerId: line.wholesaler.id,
    wholesalerName: line.wholesaler.company_name,
  };
}
