import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts';

/**
 * Product descriptions and specifications are HTML written by wholesalers. Whatever they contain, the
 * product page keeps the formatting and never runs a script, an event handler or a javascript: link.
 */

declare global {
  interface Window {
    __xssScript?: number;
    __xssImage?: number;
    __xssLink?: number;
  }
}

const PAYLOAD = [
  '<p><strong>Bold claim</strong> and <em>quiet detail</em></p>',
  '<ul><li>First point</li><li>Second point</li></ul>',
  '<script>window.__xssScript = 1; alert("script ran")</script>',
  '<img src=x onerror="window.__xssImage = 1; alert(\'image handler ran\')">',
  '<p><a href="javascript:window.__xssLink = 1; alert(\'link ran\')">Click me</a></p>',
].join('');

const SPECIFICATIONS =
  '<table><tbody><tr><th>Voltage</th><td>230 V</td></tr></tbody></table>' +
  '<img src=x onerror="window.__xssImage = 1">';

async function createProductAsWholesaler(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post('/api/login/', {
    data: { username: demoAccounts.wholesaler, password: DEMO_PASSWORD, user_type: 'wholesaler' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const created = await request.post('/api/inventory/create/', {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      name,
      price: 125.5,
      stock: 12,
      product_type: 'other',
      description: PAYLOAD,
      specifications: SPECIFICATIONS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Fails the test on any dialog a payload might open, and dismisses it so the page never hangs. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  const flags = await page.evaluate(() => [window.__xssScript, window.__xssImage, window.__xssLink]);
  expect(flags).toEqual([undefined, undefined, undefined]);
  expect(dialogs).toEqual([]);
}

async function expectSafeFormatting(page: Page) {
  const main = page.locator('main');
  await expect(main.locator('strong', { hasText: 'Bold claim' })).toBeVisible();
  await expect(main.locator('em', { hasText: 'quiet detail' })).toBeVisible();
  await expect(main.locator('ul li', { hasText: 'Second point' })).toBeVisible();
  await expect(main.getByText('Click me', { exact: true })).toBeVisible();
  await expect(main.getByRole('cell', { name: '230 V' })).toBeVisible();
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('[onerror]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

test('a product description with a script, an image handler and a javascript: link runs none of them', async ({
  page,
  request,
}) => {
  const name = `Rich text probe ${Date.now().toString(36)}`;
  const productId = await createProductAsWholesaler(request, name);
  const dialogs = watchDialogs(page);

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectSafeFormatting(page);
  await page.getByText('Click me', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expectNothingRan(page, dialogs);
});

test('the browser sanitises again, even if unsafe HTML ever reached it', async ({ page, request }) => {
  const name = `Rich text probe ${Date.now().toString(36)}`;
  const productId = await createProductAsWholesaler(request, name);
  const dialogs = watchDialogs(page);

  // Serve the raw payload as if the server had stored it unsanitised: only DOMPurify stands in the way.
  await page.route(`**/api/products/${productId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { products: { description: string; specifications: string } };
    body.products.description = PAYLOAD;
    body.products.specifications = SPECIFICATIONS;
    await route.fulfill({ response, json: body });
  });

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectSafeFormatting(page);
  await page.getByText('Click me', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expectNothingRan(page, dialogs);
});
