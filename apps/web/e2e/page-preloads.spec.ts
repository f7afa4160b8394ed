import { expect, test, type Page } from '@playwright/test';

/**
 * The server names a shop page's scripts and first API request in its HTML, so a phone downloads them
 * together. The named request must be exactly the one the app makes, or the browser would fetch it twice.
 */

function apiRequestsTo(page: Page, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const preloadedRequest = (page: Page) => page.locator('link[rel="preload"][as="fetch"]');

test.describe('preloaded shop pages', () => {
  test('a filtered listing fetches its products once, through the request named in the HTML', async ({ page }) => {
    const requests = apiRequestsTo(page, '/api/products');
    await page.goto('/products?q=grinder&sort=price_asc&max_price=50000');
    await expect(page.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toBeVisible();

    await expect(preloadedRequest(page)).toHaveAttribute(
      'href',
      '/api/products?q=grinder&max_price=50000&sort=price_asc&page=1',
    );
    expect(requests).toEqual(['/api/products?q=grinder&max_price=50000&sort=price_asc&page=1']);
    const scripts = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(scripts.some((href) => /\/assets\/products-page-[\w-]+\.js$/.test(href))).toBe(true);
  });

  test('a product page fetches its product once', async ({ page, request }) => {
    const found = await request.get('/api/products?q=grinder');
    const { products } = (await found.json()) as { products: Array<{ id: number; name: string }> };
    const product = products[0];
    if (!product) throw new Error('the demo catalogue has no grinder');

    const requests = apiRequestsTo(page, `/api/products/${product.id}`);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await expect(preloadedRequest(page)).toHaveAttribute('href', `/api/products/${product.id}`);
    expect(requests).toEqual([`/api/products/${product.id}`]);
  });
});
