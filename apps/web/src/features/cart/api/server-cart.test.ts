import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WHOLESALE_TERMS,
  type AddToCartRequest,
  type CartLine,
  type CartResponse,
} from '@marketplace/contract';
import { ApiError } from '../../../lib/api-error';
import type * as CartApi from './cart-api';
import { addItem, cartState, emptyCartState, setItems, updateCartMetadata, type CartState } from '../state/cart-state';
import { syncServerCart, type LocalCart } from './server-cart';

const api = vi.hoisted(() => ({
  getServerCart: vi.fn(),
  addToServerCart: vi.fn(),
  removeFromServerCart: vi.fn(),
  get: vi.fn(),
}));

vi.mock('./cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof CartApi>()),
  getServerCart: api.getServerCart,
  addToServerCart: api.addToServerCart,
  removeFromServerCart: api.removeFromServerCart,
}));
vi.mock('../../../lib/api-client', () => ({ apiClient: { get: api.get } }));

const line = (product: number, quantity: number, stock = 20, price = 100): CartLine => ({
  product,
  name: `Product ${product}`,
  price,
  unit_price: price,
  stock,
  quantity,
  image: null,
  wholesaler: { id: 2, company_name: 'Shah Trading Company' },
  ...DEFAULT_WHOLESALE_TERMS,
});

const cartOf = (items: CartLine[]): CartResponse => ({
  items,
  total_items: items.reduce((sum, item) => sum + item.quantity, 0),
  total_unique_items: items.length,
  subtotal: 0,
  wholesalers: [],
});

/** A local cart in memory, with the server cart answering like the real one. */
function setUp(local: CartState, server: CartLine[], stockOfNewLines = 20, termsOfNewLines: Partial<CartLine> = {}) {
  let state = local;
  const serverLines = new Map(server.map((item) => [item.product, item]));
  api.getServerCart.mockImplementation(async () => cartOf([...serverLines.values()]));
  api.addToServerCart.mockImplementation(async ({ product, quantity }: AddToCartRequest) => {
    const stored = {
      ...(serverLines.get(Number(product)) ?? { ...line(Number(product), 0, stockOfNewLines), ...termsOfNewLines }),
      quantity: Number(quantity),
    };
    serverLines.set(Number(product), stored);
    return { ...cartOf([...serverLines.values()]), item: stored };
  });
  api.removeFromServerCart.mockImplementation(async (product: number) => {
    serverLines.delete(product);
    return cartOf([...serverLines.values()]);
  });
  const cart: LocalCart = {
    read: () => state,
    setItems: (items) => (state = setItems(state, items)),
    updateCartMetadata: (metadata) => (state = updateCartMetadata(state, metadata)),
  };
  return { cart, state: () => state, serverLines };
}

const quantities = (state: CartState) => state.items.map((item) => [item.id, item.quantity]);

describe('merging the cart after login', () => {
  beforeEach(() => vi.clearAllMocks());

  it('unites both carts, tells the server about local lines and remembers whose cart it is', async () => {
    const local = addItem(emptyCartState(), { id: 1, name: 'Rice', price: 90, stock: 50 }, 3);
    const { cart, state, serverLines } = setUp(local, [line(1, 1, 20, 95), line(2, 4)]);
    await syncServerCart(cart, 'retailer-7');
    expect(quantities(state())).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(state().items[0]?.price).toBe(95);
    expect(state().metadata.owner).toBe('retailer-7');
    expect(api.addToServerCart).toHaveBeenCalledExactlyOnceWith({ product: 1, quantity: 3, mode: 'set' });
    expect(serverLines.get(1)?.quantity).toBe(3);
  });

  it("never sends another retailer's lines: a cart left by someone else is replaced by the server cart", async () => {
    const leftBehind = updateCartMetadata(cartState([{ ...line(9, 0), id: 9, quantity: 5 }]), {
      owner: 'retailer-1',
    });
    const { cart, state } = setUp(leftBehind, [line(2, 1)]);
    await syncServerCart(cart, 'retailer-2');
    expect(quantities(state())).toEqual([[2, 1]]);
    expect(api.addToServerCart).not.toHaveBeenCalled();
  });

  it('shrinks a line to the stock left when the server refuses the quantity, and drops sold-out ones', async () => {
    let local = addItem(emptyCartState(), { id: 1, name: 'Oil', price: 150, stock: 40 }, 30);
    local = addItem(local, { id: 2, name: 'Dal', price: 120, stock: 40 }, 5);
    const { cart, state } = setUp(local, [], 8);
    const realAdd = api.addToServerCart.getMockImplementation()!;
    api.addToServerCart.mockImplementation(async (body: AddToCartRequest) => {
      if (Number(body.quantity) > 8) throw new ApiError(409, 'out_of_stock', 'Only 8 left in stock.');
      if (body.product === 2) throw new ApiError(404, 'not_found', 'Product not found.');
      return realAdd(body);
    });
    api.get.mockResolvedValue({ products: { stock: 8, ...DEFAULT_WHOLESALE_TERMS } });
    await syncServerCart(cart, 'retailer-3');
    expect(quantities(state())).toEqual([[1, 8]]);
  });

  it('shrinks a line the stock cannot cover to whole cases from the minimum', async () => {
    const terms = { ...DEFAULT_WHOLESALE_TERMS, min_order_quantity: 48, order_multiple: 24 };
    const local = addItem(emptyCartState(), { id: 1, name: 'Biscuits', price: 110, stock: 500, ...terms }, 144);
    const { cart, state } = setUp(local, [], 100, terms);
    const realAdd = api.addToServerCart.getMockImplementation()!;
    api.addToServerCart.mockImplementation(async (body: AddToCartRequest) => {
      if (Number(body.quantity) > 100) throw new ApiError(409, 'out_of_stock', 'Only 100 left in stock.');
      return realAdd(body);
    });
    api.get.mockResolvedValue({ products: { stock: 100, ...terms } });
    await syncServerCart(cart, 'retailer-4');
    expect(api.addToServerCart).toHaveBeenLastCalledWith({ product: 1, quantity: 96, mode: 'set' });
    expect(quantities(state())).toEqual([[1, 96]]);
  });

  it('answers with the server cart as the last change left it', async () => {
    const local = addItem(emptyCartState(), { id: 1, name: 'Rice', price: 90, stock: 50 }, 3);
    const { cart } = setUp(local, [line(2, 4)]);
    const latest = await syncServerCart(cart, 'retailer-5');
    expect(latest.items.map((item) => [item.product, item.quantity])).toEqual([
      [2, 4],
      [1, 3],
    ]);
  });
});
