import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiPaths,
  formatRupees,
  sellerMinimumMessage,
  toPaise,
  toRupees,
  type CatalogResponse,
  type Product,
  type PublicWholesalerProfileResponse,
} from '@marketplace/contract';
import { newRetailer, registerViaApi, signInViaApi } from './support/accounts';
import { serverQuantitySet } from './support/catalog';

/**
 * Wholesale rules from the buyer's side: a product sold by the case from a minimum, priced by slab, and a
 * wholesaler whose minimum order value holds checkout back until the retailer adds enough.
 */

async function demoProducts(request: APIRequestContext): Promise<Product[]> {
  const pages = await Promise.all(
    [1, 2].map(async (page) => {
      const response = await request.get(`${apiPaths.products}?page_size=100&page=${page}`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as CatalogResponse).products;
    }),
  );
  return pages.flat();
}

/**
 * A product sold in cases from one case, with a slab at two cases and stock for more than that, from a
 * wholesaler other than `otherThan`.
 */
function caseProduct(products: Product[], otherThan: number): Product {
  const found = products.find(
    (product) =>
      product.wholesaler.id !== otherThan &&
      product.order_multiple > 1 &&
      product.min_order_quantity === product.order_multiple &&
      product.price_tiers[0]?.min_quantity === product.order_multiple * 2 &&
      product.stock >= product.order_multiple * 3,
  );
  if (!found) throw new Error('The demo catalogue needs a product sold by the case with slabs');
  return found;
}

/** A single-unit product of a wholesaler with a minimum order value that one unit does not reach. */
async function shortProduct(request: APIRequestContext, products: Product[]) {
  for (const product of products) {
    if (product.min_order_quantity !== 1 || product.order_multiple !== 1 || product.price_tiers.length > 0) continue;
    const response = await request.get(apiPaths.wholesalerProfile(product.wholesaler.id));
    const seller = (await response.json()) as PublicWholesalerProfileResponse;
    const needed = Math.ceil(toPaise(seller.min_order_value) / toPaise(product.price));
    if (seller.min_order_value > product.price && product.stock >= needed) return { product, seller, needed };
  }
  throw new Error('The demo catalogue needs a wholesaler with a minimum order value');
}

/** The next successful add-to-cart call. */
const cartAdded = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(apiPaths.cartAdd) && response.request().method() === 'POST' && response.status() === 200,
  );

/** The product page's price, "Rs. 1,529.00 / unit", beside the title. */
const shownUnitPrice = (page: Page, rupees: number) =>
  page.getByText(new RegExp(`^${formatRupees(rupees).replaceAll('.', '\\.')}\\s*/ unit$`));

const quantityBox = (page: Page, name: string) => page.getByRole('spinbutton', { name: `Quantity of ${name}` });
const plus = (page: Page, name: string) => page.getByRole('button', { name: `Increase quantity of ${name}` });

test('a retailer buys by the case, sees the slab price, and is held by a seller minimum until it is met', async ({
  page,
  request,
}) => {
  test.slow(); // two product pages, a cart that syncs with the server, and checkout: long on a busy machine
  const products = await demoProducts(request);
  const { product: single, seller, needed } = await shortProduct(request, products);
  const boxed = caseProduct(products, seller.user);
  const casePack = boxed.order_multiple;
  const [firstSlab] = boxed.price_tiers;
  if (!firstSlab) throw new Error('unreachable: the case product has slabs');
  const retailer = newRetailer();
  await registerViaApi(request, retailer);
  await signInViaApi(page, request, retailer.email, retailer.password, 'retailer');

  await test.step('the product page states the terms and starts at the minimum', async () => {
    await page.goto(`/product/${boxed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: boxed.name })).toBeVisible();
    await expect(page.getByText(`Minimum order: ${casePack} units · Sold in cases of ${casePack}`)).toBeVisible();
    const slabs = page.getByRole('table', { name: 'Buy more, save' });
    await expect(slabs.getByRole('row', { name: new RegExp(`^${casePack}\\+ units`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(quantityBox(page, boxed.name)).toHaveValue(String(casePack));
    await expect(shownUnitPrice(page, boxed.price)).toBeVisible();
  });

  await test.step('a quantity between cases is named, not changed; plus moves a whole case to the slab price', async () => {
    await quantityBox(page, boxed.name).fill(String(casePack + 1));
    await expect(page.getByRole('alert')).toHaveText(`${boxed.name} is sold in multiples of ${casePack}.`);
    await expect(quantityBox(page, boxed.name)).toHaveValue(String(casePack + 1));
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
    await plus(page, boxed.name).click();
    await expect(quantityBox(page, boxed.name)).toHaveValue(String(casePack * 2));
    await expect(page.getByRole('alert')).toHaveCount(0);
    const slabs = page.getByRole('table', { name: 'Buy more, save' });
    await expect(slabs.getByRole('row', { name: new RegExp(`^${firstSlab.min_quantity}\\+ units`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(shownUnitPrice(page, firstSlab.price)).toBeVisible();
    const added = cartAdded(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    expect(((await added).request().postDataJSON() as { quantity: number }).quantity).toBe(casePack * 2);
  });

  await test.step('one unit from a wholesaler with a minimum order holds checkout back', async () => {
    await page.goto(`/product/${single.id}`);
    await expect(page.getByRole('heading', { level: 1, name: single.name })).toBeVisible();
    const added = cartAdded(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await added;

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    const boxedLine = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: boxed.name }) });
    await expect(boxedLine).toContainText(`${formatRupees(firstSlab.price)} each`);
    const shortfall = toRupees(toPaise(seller.min_order_value) - toPaise(single.price));
    const message = sellerMinimumMessage(seller.company_name, shortfall, seller.min_order_value);
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `See more from ${seller.company_name}` })).toHaveAttribute(
      'href',
      `/wholesaler/${seller.user}`,
    );
    await expect(page.getByRole('button', { name: /Proceed to Checkout/ })).toBeDisabled();
  });

  await test.step('raising the quantity to the minimum releases checkout', async () => {
    const stored = serverQuantitySet(page, needed);
    await quantityBox(page, single.name).fill(String(needed));
    await stored;
    await expect(page.getByText(/to reach the .* minimum order\./)).toHaveCount(0);
    const proceed = page.getByRole('link', { name: /Proceed to Checkout/ });
    await expect(proceed).toBeVisible();
    await proceed.click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    const subtotalPaise = toPaise(firstSlab.price) * casePack * 2 + toPaise(single.price) * needed;
    const total = subtotalPaise + Math.round((subtotalPaise * 3) / 100);
    await expect(page.getByTestId('checkout-total')).toHaveText(formatRupees(toRupees(total)));
  });
});
