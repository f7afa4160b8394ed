import { expect, test, type Page } from '@playwright/test';
import { formatRupees, orderTotalsPaise, toRupees } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, loginThroughForm } from './support/accounts';
import { productById, retailerBuys, writeProductImages } from './support/wholesaler-workspace';

/**
 * Issue acceptance: a wholesaler adds a product with a formatted description and two images, finds it in
 * the inventory and in the public catalogue, edits its stock, sees it flagged as low stock, and after a
 * retailer buys it sees the sale on today's dashboard and marks the order shipped.
 */

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const productName = `E2E Basmati Rice 25 kg ${tag}`;
const sku = `E2E-RICE-${tag}`;

/** The product's row on wide screens (the phone cards are hidden at this width). */
const inventoryRow = (page: Page) => page.getByRole('row').filter({ hasText: sku });

/**
 * Types the description the way a person does, watching the editor between steps: the caret is in the
 * text before typing, a toolbar button shows it is on before the text it formats, and the list shows its
 * item before the items are typed (keys sent before then would miss the formatting or the editor).
 */
async function writeDescription(page: Page) {
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  const editor = page.getByRole('textbox', { name: 'Description' });
  const items = editor.locator('ul > li');

  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await expect(editor).toBeFocused();
  await tool('Heading').click();
  await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Premium aged rice');
  await expect(editor.locator('h2')).toHaveText('Premium aged rice');
  await page.keyboard.press('Enter');
  await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'false');

  await tool('Bold').click();
  await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Aged basmati');
  await tool('Bold').click();
  await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' from Punjab.');
  await expect(editor.locator('p').filter({ hasText: 'from Punjab.' })).toHaveText('Aged basmati from Punjab.');
  await expect(editor.locator('strong')).toHaveText('Aged basmati');
  await page.keyboard.press('Enter');

  await tool('Bulleted list').click();
  await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(1);
  await expect(editor).toBeFocused();
  await page.keyboard.type('Extra long grain');
  await expect(items).toHaveText(['Extra long grain']);
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await page.keyboard.type('Sorted and cleaned');
  await expect(items).toHaveText(['Extra long grain', 'Sorted and cleaned']);
}

async function choose(page: Page, field: string, option: string) {
  const select = page.getByRole('combobox', { name: field });
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

test('a wholesaler lists a product, manages its stock and ships its first order', async ({ page, request }) => {
  // A long journey (two logins, image processing, a payment): give it three times the usual time.
  test.slow();
  const images = await writeProductImages();

  await test.step('log in as the wholesaler: the dashboard opens', async () => {
    await loginThroughForm(page, demoAccounts.wholesaler, DEMO_PASSWORD, 'Wholesaler');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  await test.step('add the product with a formatted description and two images', async () => {
    await page.getByRole('link', { name: 'Inventory' }).first().click();
    await page.getByRole('link', { name: 'Add Product' }).first().click();
    await expect(page).toHaveURL(/\/add_product$/);
    await page.getByLabel('Name', { exact: true }).fill(productName);
    await writeDescription(page);
    await page.getByRole('textbox', { name: 'Specifications' }).fill('Pack: 25 kg jute bag');
    await page.getByLabel('Price (Rs.)').fill('1250.50');
    await page.getByLabel('Stock', { exact: true }).fill('40');
    await page.getByLabel('SKU').fill(sku);
    await choose(page, 'Category', 'Other');
    await choose(page, 'Brand', 'Gharelu Essentials');
    await choose(page, 'Product Type', 'Other');
    await page.locator('input[type="file"]').setInputFiles(images);
    await expect(page.getByText('2 of 8 images chosen')).toBeVisible();
    await page.getByRole('radio', { name: /rice-back\.png/ }).check();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully').first()).toBeVisible();
    // Back one page: the inventory it came from.
    await expect(page).toHaveURL(/\/inventory/);
  });

  let productId = 0;
  await test.step('find it in the inventory by its SKU', async () => {
    await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(sku);
    await expect(page.getByText('Showing 1 of')).toBeVisible();
    await expect(inventoryRow(page)).toContainText(productName);
    await expect(inventoryRow(page)).toContainText(formatRupees(1250.5));
    await expect(inventoryRow(page)).not.toContainText('Low stock');
    const href = await inventoryRow(page).getByRole('link', { name: productName }).getAttribute('href');
    productId = Number(href?.split('/').pop());
    expect(productId).toBeGreaterThan(0);
    const stored = await productById(request, productId);
    expect(stored.description).toContain('<strong>Aged basmati</strong>');
    expect(stored.description).toContain('<li>');
    expect(stored.images).toHaveLength(2);
    expect(stored.images.findIndex((image) => image.is_main)).toBe(1);
  });

  await test.step('find it in the public catalogue', async () => {
    await page.goto(`/search?q=${encodeURIComponent(productName)}`);
    await expect(page.getByRole('link', { name: productName }).first()).toBeVisible();
  });

  await test.step('edit its stock and see it flagged as low stock', async () => {
    await page.goto(`/inventory?q=${encodeURIComponent(sku)}`);
    await page.getByRole('button', { name: `Edit ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('40');
    await dialog.getByLabel('Stock', { exact: true }).fill('8');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(inventoryRow(page)).toContainText('Low stock');
    await page.getByRole('switch', { name: /Low stock only/ }).click();
    await expect(page).toHaveURL(/low_stock=1/);
    await expect(inventoryRow(page)).toBeVisible();
  });

  let orderId = 0;
  await test.step('a retailer buys two of them', async () => {
    orderId = await retailerBuys(request, await productById(request, productId), 2);
  });

  await test.step("see the sale on today's dashboard", async () => {
    // Home is the dashboard for a wholesaler.
    await page.getByRole('link', { name: 'Wholesale Marketplace' }).first().click();
    await page.getByRole('radio', { name: 'Today' }).click();
    await expect(page).toHaveURL(/period=today/);
    const order = page.getByRole('link', { name: new RegExp(`Order #${orderId}\\b`) });
    await expect(order).toBeVisible();
    await expect(order).toContainText('Confirmed');
    await expect(order).toContainText(formatRupees(toRupees(orderTotalsPaise([{ price: 1250.5, quantity: 2 }]).total)));
    await expect(page.getByRole('table').filter({ hasText: 'Kumar General Stores' })).toBeVisible();
  });

  await test.step('mark the order shipped from its details page', async () => {
    await page.getByRole('link', { name: new RegExp(`Order #${orderId}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders_details/${orderId}$`));
    await page.getByRole('button', { name: 'Edit Order Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Order Status' });
    await dialog.getByRole('combobox', { name: 'Order Status' }).click();
    await page.getByRole('option', { name: 'shipped', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Order Status' })).toHaveText('shipped');
    await dialog.getByLabel('Status Description').fill('Dispatched with BlueDart, AWB 1234567890');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/dashboard?period=today');
    await expect(page.getByRole('link', { name: new RegExp(`Order #${orderId}\\b`) })).toContainText('Shipped');
  });

  await test.step('the inventory shows the stock left and the units sold', async () => {
    await page.goto(`/inventory?q=${encodeURIComponent(sku)}`);
    const cells = inventoryRow(page).getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^6\s*Low stock$/);
    await expect(cells.nth(4)).toHaveText('2');
  });
});
