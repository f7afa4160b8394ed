import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, withQuery, type InventoryResponse } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';
import { apiToken } from './support/wholesaler-workspace';

/**
 * Issue 16, item 4, on a phone: the demo wholesaler's inventory comes 20 products at a time as compact
 * cards, with Next, a sort by stock and a search that the server answers.
 */

test.use({ viewport: { width: 375, height: 812 } });

/** What the server answers for the same question the page asks, to know what the page should show. */
async function inventoryPage(request: APIRequestContext, token: string, query: Record<string, string | number>) {
  const response = await request.get(withQuery(apiPaths.inventory, { page_size: 20, ...query }), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as InventoryResponse;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your products' }).getByRole('listitem');
const cardNames = (page: Page) => cards(page).getByRole('link');

test('a wholesaler pages, sorts and searches the inventory at phone width', async ({ page, request }) => {
  const token = await apiToken(request, demoAccounts.wholesaler, 'wholesaler');
  const first = await inventoryPage(request, token, { page: 1 });
  const pages = Math.ceil(first.count / 20);
  expect(pages, 'the demo wholesaler has more than one page of products').toBeGreaterThan(1);

  await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');

  await test.step('the first 20 products as compact cards, with the page count', async () => {
    await page.goto('/inventory');
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByText(`Showing 1–20 of ${first.count} products`)).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(cardNames(page)).toHaveText(first.products.map((product) => product.name));
    // Cards, not the table, at this width; each card carries its actions and its reviews.
    await expect(page.getByRole('table')).toBeHidden();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Edit / }),
    ).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Reviews \(\d+\)/ }),
    ).toBeVisible();
  });

  await test.step('the next page', async () => {
    const second = await inventoryPage(request, token, { page: 2 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(cardNames(page)).toHaveText(second.products.map((product) => product.name));
  });

  await test.step('sorted by stock, lowest first, from page 1', async () => {
    const lowest = await inventoryPage(request, token, { page: 1, sort: 'stock_asc' });
    await page.getByLabel('Sort by').selectOption({ label: 'Stock, lowest first' });
    await expect(page).toHaveURL(/sort=stock_asc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(cardNames(page)).toHaveText(lowest.products.map((product) => product.name));
    const stocks = lowest.products.map((product) => product.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBeLessThanOrEqual(Math.min(...first.products.map((product) => product.stock)));
  });

  await test.step('a search by a word shows only the products that match it', async () => {
    // A word from one of the names, as a person would remember it.
    const word = first.products[0]!.name.split(/\s+/).find((part) => /^[a-z]{4,}$/i.test(part)) ?? 'rice';
    const matching = await inventoryPage(request, token, { page: 1, sort: 'stock_asc', q: word });
    expect(matching.count).toBeGreaterThan(0);
    expect(matching.count).toBeLessThan(first.count);
    await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(cardNames(page)).toHaveText(matching.products.map((product) => product.name));
    for (const product of matching.products) {
      expect(`${product.name} ${product.sku ?? ''}`.toLowerCase()).toContain(word.toLowerCase());
    }
    await expect(page.getByRole('status').filter({ hasText: `of ${matching.count} product` })).toBeVisible();
  });
});
