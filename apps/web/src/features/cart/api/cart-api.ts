import {
  apiPaths,
  type AddToCartRequest,
  type AddToCartResponse,
  type CartLine,
  type CartResponse,
} from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import type { CartItemFields } from '../state/cart-state';

/** The retailer's cart on the server (DECISIONS: it follows the retailer between devices). */
export const getServerCart = () => apiClient.get<CartResponse>(apiPaths.cart, { authenticated: true });

/** Adds to a line, or with `mode: 'set'` replaces its quantity; the server checks the stock. */
export const addToServerCart = (body: AddToCartRequest) =>
  apiClient.post<AddToCartResponse>(apiPaths.cartAdd, body, { authenticated: true });

export const removeFromServerCart = (productId: number) =>
  apiClient.delete<CartResponse>(apiPaths.cartRemove(productId), { authenticated: true });

/**
 * A server cart line as a line of the local cart, with the server's price, stock and wholesale terms.
 * The line's unit price is not stored: the cart derives it from the same slabs the server priced
 * `unit_price` with, so it follows the quantity as the buyer changes it.
 */
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
    min_order_quantity: line.min_order_quantity,
    order_multiple: line.order_multiple,
    max_order_quantity: line.max_order_quantity,
    pack_label: line.pack_label,
    price_tiers: line.price_tiers,
  };
}

/** What the server says of a line besides its quantity: written over the local line after each change. */
export function serverFieldsOf(line: CartLine): Omit<CartItemFields, 'quantity'> {
  const { quantity: _quantity, ...fields } = cartItemFromLine(line);
  return fields;
}
