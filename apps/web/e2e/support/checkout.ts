import { expect, type Page } from '@playwright/test';
import type { Product } from '@marketplace/contract';

/** Helpers of the journeys that go through checkout. */

export interface CartLine {
  product: Product;
  quantity: number;
}

/** Puts lines in the browser cart, then loads the checkout page so the cart is read afresh. */
export async function openCheckoutWith(page: Page, lines: CartLine[]) {
  const items = lines.map(({ product, quantity }) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    quantity,
    stock: product.stock,
    image: product.images[0]?.thumbnail ?? null,
    wholesalerId: product.wholesaler.id,
    wholesalerName: product.wholesaler.company_name,
    itemTotal: 0,
  }));
  await page.evaluate((stored) => localStorage.setItem('react-use-cart', JSON.stringify(stored)), {
    items,
    metadata: {},
  });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}
