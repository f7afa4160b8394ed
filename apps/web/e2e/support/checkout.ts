import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiPaths,
  type CatalogResponse,
  type Product,
  type PublicWholesalerProfileResponse,
} from '@marketplace/contract';

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

const soldSingly = (product: Product) =>
  product.regulation === 'none' &&
  product.min_order_quantity === 1 &&
  product.order_multiple === 1 &&
  product.max_order_quantity === null &&
  product.price_tiers.length === 0;

/**
 * Demo products a retailer can buy a few units of at their listed price and ship without a batch number: no
 * medicine or food, no minimum, case pack or slab, from
 * a wholesaler without a minimum order value, with at least `minStock` in stock.
 */
export async function singleUnitProducts(request: APIRequestContext, minStock: number): Promise<Product[]> {
  const response = await request.get(`${apiPaths.products}?page_size=100`);
  expect(response.ok()).toBe(true);
  const candidates = ((await response.json()) as CatalogResponse).products.filter(
    (product) => soldSingly(product) && product.stock >= minStock,
  );
  const sellerIds = [...new Set(candidates.map((product) => product.wholesaler.id))];
  const sellers = await Promise.all(
    sellerIds.map(
      async (id) =>
        (await (await request.get(apiPaths.wholesalerProfile(id))).json()) as PublicWholesalerProfileResponse,
    ),
  );
  const withoutMinimum = new Set(sellers.filter((seller) => seller.min_order_value === 0).map((seller) => seller.user));
  return candidates.filter((product) => withoutMinimum.has(product.wholesaler.id));
}
