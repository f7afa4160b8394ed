import {
  cartLibraryMessages,
  DEFAULT_WHOLESALE_TERMS,
  toPaise,
  unitPriceFor,
  type WholesaleTerms,
} from '@marketplace/contract';

/**
 * A line of the shop cart; `id` is the product id, `price` the product's base price. It carries the
 * product's wholesale terms, so its unit price follows the price slab its quantity reaches.
 */
export interface CartItem extends WholesaleTerms {
  id: number;
  name: string;
  price: number;
  quantity: number;
  stock: number;
  image: string | null;
  wholesalerId?: number;
  wholesalerName?: string;
  /** What one unit costs at this quantity: the price of the deepest slab reached, else `price`. */
  unitPrice: number;
  itemTotal: number;
}

/** A line as stored and as the server describes it: the figures derived from it are left out. */
export type CartItemFields = Omit<CartItem, 'itemTotal' | 'unitPrice'>;
export type CartItemInput = Partial<CartItemFields> & { id?: number };
export type CartMetadata = Record<string, unknown>;

export interface CartState {
  items: CartItem[];
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  cartTotal: number;
  metadata: CartMetadata;
}

function priced(item: CartItemFields): CartItem {
  const unitPrice = unitPriceFor(item.price, item.price_tiers, item.quantity);
  return { ...item, unitPrice, itemTotal: (toPaise(unitPrice) * item.quantity) / 100 };
}

/** Derived figures are always computed from the items, including items the cart starts with. */
export function cartState(items: readonly CartItemFields[], metadata: CartMetadata = {}): CartState {
  const withTotals = items.map(priced);
  return {
    items: withTotals,
    isEmpty: withTotals.length === 0,
    totalItems: withTotals.reduce((sum, item) => sum + item.quantity, 0),
    totalUniqueItems: withTotals.length,
    // Summed in paise so that 0.1 + 0.2 never shows as 0.30000000000000004.
    cartTotal: withTotals.reduce((sum, item) => sum + toPaise(item.unitPrice) * item.quantity, 0) / 100,
    metadata,
  };
}

/** The lines as the order totals count them: each unit at the line's slab price. */
export const pricedLines = (items: readonly CartItem[]) =>
  items.map((item) => ({ price: item.unitPrice, quantity: item.quantity }));

export const emptyCartState = (): CartState => cartState([]);

/** A new line from what the caller gave; terms left out are those of a product sold one unit at a time. */
function completeItem(input: CartItemInput, quantity: number): CartItemFields {
  const terms = DEFAULT_WHOLESALE_TERMS;
  return {
    id: input.id as number,
    name: input.name ?? '',
    price: input.price as number,
    quantity,
    stock: input.stock ?? 10,
    image: input.image ?? null,
    wholesalerId: input.wholesalerId,
    wholesalerName: input.wholesalerName,
    min_order_quantity: input.min_order_quantity ?? terms.min_order_quantity,
    order_multiple: input.order_multiple ?? terms.order_multiple,
    max_order_quantity: input.max_order_quantity ?? terms.max_order_quantity,
    pack_label: input.pack_label ?? terms.pack_label,
    price_tiers: input.price_tiers ?? terms.price_tiers,
  };
}

/** Adds a new line, or raises the quantity of the line with the same id; a quantity of 0 or less does nothing. */
export function addItem(state: CartState, input: CartItemInput, quantity = 1): CartState {
  if (input.id === undefined || input.id === null) throw new Error(cartLibraryMessages.missingId);
  if (quantity <= 0) return state;
  const existing = state.items.find((item) => item.id === input.id);
  if (!existing && (input.price === undefined || input.price === null))
    throw new Error(cartLibraryMessages.missingPrice);
  const items = existing
    ? state.items.map((item) =>
        item.id === input.id ? { ...item, ...input, quantity: item.quantity + quantity } : item,
      )
    : [...state.items, completeItem(input, quantity)];
  return cartState(items, state.metadata);
}

export function updateItem(state: CartState, id: number, changes: CartItemInput): CartState {
  return cartState(
    state.items.map((item) => (item.id === id ? { ...item, ...changes, id } : item)),
    state.metadata,
  );
}

/** Sets a line's quantity; 0 or less removes the line. */
export function updateItemQuantity(state: CartState, id: number, quantity: number): CartState {
  if (!state.items.some((item) => item.id === id)) throw new Error(cartLibraryMessages.noSuchItem);
  if (quantity <= 0) return removeItem(state, id);
  return updateItem(state, id, { quantity });
}

export function removeItem(state: CartState, id: number): CartState {
  return cartState(
    state.items.filter((item) => item.id !== id),
    state.metadata,
  );
}

export const setItems = (state: CartState, items: readonly CartItemFields[]) => cartState(items, state.metadata);
export const emptyCart = (state: CartState) => cartState([], state.metadata);
export const setCartMetadata = (state: CartState, metadata: CartMetadata) => cartState(state.items, metadata);
export const updateCartMetadata = (state: CartState, metadata: CartMetadata) =>
  cartState(state.items, { ...state.metadata, ...metadata });
export const clearCartMetadata = (state: CartState) => cartState(state.items, {});
