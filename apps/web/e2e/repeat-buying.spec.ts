import { expect, test, type APIRequestContext } from '@playwright/test';
import type { InventoryResponse, Product } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';

const SELLER = 'Shah Trading Company';

/** Gives one of the demo wholesaler's products in stock a SKU (the demo catalogue has none), through its API. */
async function productWithSku(request: APIRequestContext): Promise<{ product: Product; sku: string }> {
  const login = await request.post('/api/login/', {
    data: { username: demoAccounts.wholesaler, password: DEMO_PASSWORD, user_type: 'wholesaler' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const inventory = (await (await request.get('/api/inventory/', { headers })).json()) as InventoryResponse;
  const product = inventory.products.find(
    (each) => !each.archived && each.stock >= 10 && each.min_order_quantity === 1 && each.order_multiple === 1,
  );
  if (!product) throw new Error(`${SELLER} needs a product in stock sold by the unit`);
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const edit = await request.patch(`/api/inventory/${product.id}/edit/`, { headers, data: { sku } });
  expect(edit.status(), await edit.text()).toBe(200);
  return { product, sku };
}

test.describe('repeat buying', () => {
  test('a retailer buys an earlier order again from its details and sees what went into the cart', async ({
    page,
    request,
  }) => {
    await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
    await page.goto('/orders');
    const firstOrder = page.getByRole('link', { name: /^#\d+$/ }).first();
    await expect(firstOrder).toBeVisible();
    const orderId = Number((await firstOrder.textContent())?.slice(1));
    await firstOrder.click();
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();

    await page.getByRole('button', { name: 'Buy again', exact: true }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const summary = page.getByRole('alert', { name: `Buy again from order #${orderId}` });
    await expect(summary).toContainText(`from order #${orderId} to your cart.`);
    await expect(page.getByRole('region', { name: 'Products in your cart' })).toBeVisible();
  });

  test('a quick-order paste shows the reason of its bad line and adds the good one', async ({ page, request }) => {
    const { product, sku } = await productWithSku(request);
    await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Quick order' }).click();
    await expect(page.getByRole('heading', { name: 'Quick order' })).toBeVisible();

    const seller = page.getByRole('combobox', { name: 'Wholesaler' });
    await seller.fill('Shah');
    await page.getByRole('option', { name: SELLER }).click();
    await expect(seller).toHaveValue(SELLER);

    await page.getByLabel('Paste lines from a spreadsheet').fill(`${sku.toLowerCase()}\t2\nNOPE-404,1`);
    await page.getByRole('button', { name: 'Use pasted lines' }).click();

    const goodLine = page.getByRole('listitem', { name: 'Line 1' });
    const badLine = page.getByRole('listitem', { name: 'Line 2' });
    await expect(goodLine).toContainText(product.name);
    await expect(goodLine).toContainText('/ unit');
    await expect(badLine).toContainText('No product with SKU "NOPE-404" from this wholesaler.');

    await page.getByRole('button', { name: 'Add 1 line to cart' }).click();
    await expect(page.getByText('Added 1 line to your cart.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('region', { name: 'Products in your cart' })).toContainText(product.name);
  });
});
