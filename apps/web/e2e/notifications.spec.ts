import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, type NotificationsPage } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, loginThroughForm } from './support/accounts';
import { singleUnitProducts } from './support/checkout';
import { apiToken, retailerBuys } from './support/wholesaler-workspace';

const WHOLESALER_COMPANY = 'Shah Trading Company';
/** The bell asks the server every 30 s: a ceiling for seeing news, not a pause. */
const BELL_POLL_CEILING_MS = 45_000;

const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(apiPaths.notifications, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as NotificationsPage).unread;
}

test('a wholesaler sees a new paid order at the bell, opens it, and the unread count falls', async ({
  page,
  request,
}) => {
  test.slow(); // the bell polls every 30 s on a shared, busy machine
  const product = (await singleUnitProducts(request, 20)).find(
    (candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY,
  );
  if (!product) throw new Error(`The demo catalogue needs a product of ${WHOLESALER_COMPANY} with 20 in stock`);
  const token = await apiToken(request, demoAccounts.wholesaler, 'wholesaler');
  const before = await unreadOf(request, token);

  await loginThroughForm(page, demoAccounts.wholesaler, DEMO_PASSWORD, 'Wholesaler');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  // The demo retailer pays for one unit: the wholesaler is told while the page stays open.
  const orderId = await retailerBuys(request, product, 1);
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: BELL_POLL_CEILING_MS });

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('link', { name: `Unread: New paid order #${orderId}` });
  await expect(notice).toBeVisible();
  await expect(page.getByText(`for order #${orderId} (1 item). It is ready for you to ship.`)).toBeVisible();

  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/orders_details/${orderId}$`));
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  await bell(page).click();
  await expect(page.getByRole('link', { name: `New paid order #${orderId}`, exact: true })).toBeVisible();
  if (before > 0) {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  }
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(await unreadOf(request, token)).toBe(0);

  // On a phone the bell stays in the top bar, beside the menu button.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('link', { name: `New paid order #${orderId}`, exact: true })).toBeVisible();
});
