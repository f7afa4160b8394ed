import { z } from 'zod';
import { wholesaleTerms } from './wholesale/terms.js';

export const addToCartRequest = z.object({
  product: z.coerce
    .number({ error: 'Product is required' })
    .int('Product must be a product id')
    .positive('Product must be a product id')
    .max(2147483647, 'Product must be a product id'),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100000, 'Quantity is too large')
    .default(1),
  /** `add` (default) adds to what the cart holds; `set` replaces the line's quantity. */
  mode: z.enum(['add', 'set']).default('add'),
});
export type AddToCartRequest = z.input<typeof addToCartRequest>;

export const cartLine = z.object({
  product: z.number(),
  name: z.string(),
  /** The product's base price. */
  price: z.number(),
  /** What one unit of this line costs at its quantity: the price of the deepest slab reached. */
  unit_price: z.number(),
  stock: z.number(),
  quantity: z.number(),
  image: z.string().nullable(),
  wholesaler: z.object({ id: z.number(), company_name: z.string() }),
  ...wholesaleTerms.shape,
});
export type CartLine = z.infer<typeof cartLine>;

export const cartResponse = z.object({
  items: z.array(cartLine),
  total_items: z.number(),
  total_unique_items: z.number(),
  subtotal: z.number(),
  /** Each wholesaler's part of the cart, in the order its first line was added. */
  wholesalers: z.array(
    z.object({
      id: z.number(),
      company_name: z.string(),
      subtotal: z.number(),
      min_order_value: z.number(),
      /** Rupees still needed to reach `min_order_value`; 0 when met. */
      shortfall: z.number(),
    }),
  ),
});
export type CartResponse = z.infer<typeof cartResponse>;

export const addToCartResponse = cartResponse.extend({ item: cartLine });
export type AddToCartResponse = z.infer<typeof addToCartResponse>;

export const removeFromCartParams = z.object({ productId: z.coerce.number().int().positive().max(2147483647) });
