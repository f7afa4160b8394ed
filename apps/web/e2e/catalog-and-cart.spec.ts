import { expect, test, type Page } from '@playwright/test';
import { newRetailer, registerViaApi, signInViaApi, submitLogin } from './support/accounts';
import { rupees, totalsOf } from './support/cart-totals';
import { expectNoSeriousViolations, serverQuantitySet } from './support/catalog';

/**
 * The catalogue and cart journey of the issue. The spec gives visitors only Login and Register in the
 * top bar, so the visitor first meets the login wall through add-to-cart, and the top-bar search and
 * category dropdown are used once logged in as a retailer.
 */

const PRODUCT = 'Mixer Grinder 750 W, 3 Jars';
const PRICE = 2999;

const cartLine = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PRODUCT }) });
const quantityBox = (page: Page) => page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT}` });
const minus = (page: Page) => page.getByRole('button', { name: `Decrease quantity of ${PRODUCT}` });
const plus = (page: Page) => page.getByRole('button', { name: `Increase quantity of ${PRODUCT}` });

async function expectSummary(page: Page, quantity: number) {
  const totals = totalsOf(PRICE, quantity);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(totals.subtotal));
  await expect(page.getByTestId('summary-charge')).toHaveText(rupees(totals.charge));
  await expect(page.getByTestId('summary-total')).toHaveText(rupees(totals.total));
}

test.describe('catalogue and cart journey', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor finds a product, logs in to buy it, and manages the cart', async ({ page, request }) => {
    test.slow(); // a long journey: give a busy machine three times the usual minute
    const retailer = newRetailer();
    await registerViaApi(request, retailer);

    // A visitor opens the catalogue, searches it and opens a product.
    await page.goto('/products');
    const listingSearch = page.getByRole('search', { name: 'Products' });
    await listingSearch.getByLabel('Search in products').fill('grinder');
    await listingSearch.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/products\?q=grinder$/);
    await page.getByRole('link', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

    // Add to cart needs a session: the visitor is sent to log in.
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, retailer.email, retailer.password);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

    // Logged in as a retailer: search from the top bar ...
    const topSearch = page.getByLabel('Search products', { exact: true });
    await topSearch.fill('grinder');
    await topSearch.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grinder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “grinder”' })).toBeVisible();
    await expect(page.getByLabel('Search in products')).toHaveValue('grinder');

    // ... pick a category from the dropdown ...
    await page.getByRole('button', { name: 'All Categories' }).click();
    await page.getByRole('menuitem', { name: 'Home Appliances' }).click();
    await expect(page).toHaveURL(/\/search\?category=home(%20|\+)appliances$/);
    await expect(page.getByRole('checkbox', { name: 'Home Appliances' })).toBeChecked();

    // ... filter by brand (a selected checkbox clears when clicked again) ...
    const brand = page.getByRole('checkbox', { name: 'Kavach Electricals' });
    // The checkboxes follow the address, which changes a moment after the click: click, then expect.
    await brand.click();
    await expect(page).toHaveURL(/brand=Kavach(%20|\+)Electricals/);
    await expect(brand).toBeChecked();
    await brand.click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(brand).not.toBeChecked();
    await brand.click();
    await expect(brand).toBeChecked();

    // ... and by price; the filtered page has its own address.
    await page.getByLabel('Min (Rs.)').fill('2000');
    await page.getByLabel('Max (Rs.)').fill('3500');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/min_price=2000&max_price=3500/);
    await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Kavach Electricals' })).toBeChecked();
    await expect(page.getByLabel('Min (Rs.)')).toHaveValue('2000');

    // Open the product and add two of it.
    await page.getByRole('link', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    const stockFigure = page.getByRole('listitem').filter({ hasText: 'In Stock' }).locator('p').last();
    await expect(stockFigure).toHaveText(/^[\d,]+$/);
    const stock = Number((await stockFigure.innerText()).replace(/\D/g, ''));
    expect(stock).toBeGreaterThan(2);
    await plus(page).click();
    await expect(quantityBox(page)).toHaveValue('2');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByText('Item added to cart!', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart 1 item' }).filter({ visible: true })).toBeVisible();

    // The cart: unit price, line total and the order summary.
    await page.getByRole('link', { name: 'Cart 1 item' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(quantityBox(page)).toHaveValue('2');
    await expect(cartLine(page)).toContainText(rupees(PRICE));
    await expect(cartLine(page)).toContainText(rupees(PRICE * 2));
    await expectSummary(page, 2);

    // Minus is disabled at 1.
    const atOne = serverQuantitySet(page, 1);
    await minus(page).click();
    await expect(quantityBox(page)).toHaveValue('1');
    await expect(minus(page)).toBeDisabled();
    await expectSummary(page, 1);
    await atOne;

    // A quantity above the stock is clamped to it (spec: the input is clamped), and plus is then disabled.
    const atStock = serverQuantitySet(page, stock);
    await quantityBox(page).fill(String(stock + 25));
    await expect(quantityBox(page)).toHaveValue(String(stock));
    await expect(plus(page)).toBeDisabled();
    await expect(minus(page)).toBeEnabled();
    await expectSummary(page, stock);
    await atStock;

    // The cart survives a reload.
    await page.reload();
    await expect(quantityBox(page)).toHaveValue(String(stock));
    await expectSummary(page, stock);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

    // Removing the line empties the cart.
    await page.getByRole('button', { name: `Remove ${PRODUCT} from cart` }).click();
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true }).filter({ visible: true })).toBeVisible();
  });
});

test.describe('catalogue controls from the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the category menu, the filter sections and the sort work without a mouse', async ({ page, request }) => {
    const retailer = newRetailer();
    await registerViaApi(request, retailer);
    await signInViaApi(page, request, retailer.email, retailer.password, 'retailer');
    await page.goto('/products');

    // The category menu: arrows move through it, Escape closes it and returns to its button.
    const categories = page.getByRole('button', { name: 'All Categories' });
    await categories.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'All Categories' });
    await expect(menu).toBeVisible();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(categories).toBeFocused();

    // Enter opens it again and picks the focused category.
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    const first = (await items.first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?category=/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('checkbox', { name: first })).toBeChecked();

    // A filter section folds away and back from its heading button.
    const brands = page.getByRole('button', { name: 'Brands' });
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await brands.focus();
    await page.keyboard.press('Enter');
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Brands' })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'Brands' })).toBeVisible();

    // The sort is the browser's own select.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`catalogue pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      test.slow(); // axe runs once or twice per test, and it is slow on a busy machine
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the listing has no serious accessibility violations', async ({ page }) => {
      await page.goto('/products?category=home%20appliances');
      await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the landing page has no serious accessibility violations', async ({ page }) => {
      // Reached the way a visitor does: from the logo.
      await page.goto('/products');
      await page.getByRole('link', { name: 'Wholesale Marketplace' }).click();
      await expect(page.getByRole('heading', { name: 'Top-rated products' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Wholesaler spotlight' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the product page, both tabs, has no serious accessibility violations', async ({ page }) => {
      await page.goto('/product/54');
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab', { name: 'Reviews' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the cart, filled and empty, has no serious accessibility violations', async ({ page, request }) => {
      const retailer = newRetailer();
      await registerViaApi(request, retailer);
      await page.goto('/login');
      await submitLogin(page, retailer.email, retailer.password);
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/product/54');
      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByText('Item added to cart!', { exact: true }).first()).toBeVisible();
      await page.goto('/cart');
      await expect(quantityBox(page)).toHaveValue('1');
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: `Remove ${PRODUCT} from cart` }).click();
      await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
