import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type Product } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';
import { apiToken } from './support/wholesaler-workspace';

/** The wholesaler pages beyond the main journey: deleting with confirmation, access, accessibility. */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('deleting a product asks first; cancelling keeps it, confirming removes it', async ({ page, request }) => {
  const name = `E2E Delete Me ${Date.now().toString(36)}`;
  const token = await apiToken(request, demoAccounts.wholesaler, 'wholesaler');
  const created = await request.post(apiPaths.inventoryCreate, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, price: 10, stock: 3 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as Product;

  await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
  await page.goto(`/inventory?q=${encodeURIComponent(name)}`);
  const deleteButton = page.getByRole('button', { name: `Delete ${name}` });

  await deleteButton.click();
  const question = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(question).toContainText('Are you sure you want to delete this product?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Action canceled').first()).toBeVisible();
  await expect(deleteButton).toBeVisible();

  await deleteButton.click();
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Product deleted').first()).toBeVisible();
  await expect(deleteButton).toBeHidden();
  await expect.poll(async () => (await request.get(apiPaths.product(product.id))).status()).toBe(404);
});

test('a retailer may not add products', async ({ page, request }) => {
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto('/add_product');
  await expect(page.getByRole('alert')).toContainText('Access Denied');
  await expect(page.getByRole('alert')).toContainText('Only wholesalers are allowed to add new products.');
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
});

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** Each page in its own test: axe is slow on a slow machine, and a failure then names the page. */
const pages: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'dashboard',
    open: async (page) => {
      await page.goto('/dashboard?period=thisYear');
      await expect(page.getByText('Total Revenue')).toBeVisible();
      await expect(page.locator('.recharts-wrapper')).toBeVisible();
    },
  },
  {
    name: 'inventory with the edit dialog open',
    open: async (page) => {
      await page.goto('/inventory');
      await expect(page.getByText(/Showing [\d–]+ of \d+ products?/)).toBeVisible();
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit product' });
      // The form downloads when the dialog first opens: check it, not the spinner before it.
      await expect(dialog.getByRole('spinbutton', { name: 'Stock' })).toBeVisible();
    },
  },
  {
    name: 'add product with its validation messages',
    open: async (page) => {
      await page.goto('/add_product');
      await expect(page.getByRole('textbox', { name: 'Specifications' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
    },
  },
];

for (const viewport of viewports) {
  for (const target of pages) {
    test(`${target.name} has no serious accessibility violations at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
      await target.open(page);
      await expectNoSeriousViolations(page);
    });
  }
}
