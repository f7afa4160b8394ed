import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';
import { expectLive } from './support/catalog';

/**
 * The server sends a public shop page with its first screen already drawn and the API answer it was drawn
 * from. The app then takes that markup over without asking the API again, and without React finding any
 * difference between the two (a difference is reported as an error and the page is drawn a second time).
 */

function apiRequestsTo(page: Page, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('first screens drawn by the server', () => {
  test('a filtered listing arrives drawn, and the app takes it over without fetching it again', async ({
    page,
    request,
  }) => {
    const address = '/products?q=grinder&sort=price_asc&max_price=50000';
    const html = await (await request.get(address)).text();
    expect(html).toContain('Mixer Grinder 750 W, 3 Jars');
    expect(html).toContain('id="first-screen-state"');

    const requests = apiRequestsTo(page, '/api/products');
    const errors = errorsOf(page);
    await page.goto(address);
    await expect(page.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toBeVisible();
    await expectLive(page);
    expect(requests).toEqual([]);

    // Live: a new search goes to the API and shows its own results.
    const listingSearch = page.getByRole('search', { name: 'Products' });
    await listingSearch.getByLabel('Search in products').fill('kettle');
    await listingSearch.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=kettle/);
    await expect.poll(() => requests.some((url) => url.includes('q=kettle'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a product page arrives drawn, and is taken over without fetching it', async ({ page, request }) => {
    const found = await request.get('/api/products?q=grinder');
    const { products } = (await found.json()) as { products: Array<{ id: number; name: string }> };
    const product = products[0];
    if (!product) throw new Error('the demo catalogue has no grinder');
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name.replaceAll('&', '&amp;'));

    const requests = apiRequestsTo(page, `/api/products/${product.id}`);
    const errors = errorsOf(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectLive(page);
    expect(requests).toEqual([]);

    // What the app draws next is tied to what the server drew by the same ids: the panel is named by its tab.
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
    const unresolved = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
        ['aria-labelledby', 'aria-describedby', 'for']
          .flatMap((name) => element.getAttribute(name)?.split(' ') ?? [])
          .filter((id) => id && !document.getElementById(id)),
      ),
    );
    expect(unresolved).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the landing page arrives drawn, and its featured sections stay as drawn while the app takes them over', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/')).text()).toContain('id="first-screen-state"');
    // Every element the page removes from its main content, and every loading placeholder it shows there, until
    // the first click.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { mainChanges: seen });
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          if (!(record.target instanceof Element) || !record.target.closest('main')) continue;
          for (const node of record.removedNodes) if (node instanceof Element) seen.push(`removed ${node.tagName}`);
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('[role="status"]')) seen.push('placeholder shown');
          }
        }
      });
      observer.observe(document, { subtree: true, childList: true });
      document.addEventListener('click', () => observer.disconnect(), { capture: true, once: true });
    });
    const errors = errorsOf(page);
    await page.goto('/');
    const topRated = page.getByRole('region', { name: 'Top-rated products' });
    await expect(topRated).toBeVisible();
    await expectLive(page);

    // Live: its Add to Cart asks a visitor to log in, so the section has been taken over.
    await topRated
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { mainChanges: string[] }).mainChanges)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a signed-in retailer gets the drawn page, then sees it as their own', async ({ page, request }) => {
    await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
    const errors = errorsOf(page);
    await page.goto('/products');
    await expectLive(page);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
