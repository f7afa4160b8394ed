import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, loginThroughForm, signInViaApi } from './support/accounts';
import { singleUnitProducts } from './support/checkout';
import { apiToken, retailerChecksOut, sandboxOutcome } from './support/wholesaler-workspace';

const WHOLESALER_COMPANY = 'Shah Trading Company';

test.use({ viewport: { width: 375, height: 812 } });

const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Wholesale Marketplace' });

test('a failed payment is paid from order details, and the timeline follows the order to delivery', async ({
  page,
  request,
}) => {
  test.slow(); // two accounts and a payment on a phone-sized page
  const product = (await singleUnitProducts(request, 5)).find(
    (candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY,
  );
  if (!product) throw new Error(`The demo catalogue needs a product of ${WHOLESALER_COMPANY} in stock`);
  const { order } = await retailerChecksOut(request, product, 1);
  await sandboxOutcome(request, order.razorpay_order_id, 'failure');
  const orderId = order.order_ids[0]!;

  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto('/orders');
  const card = page.getByRole('listitem').filter({ has: page.getByText(`#${orderId}`, { exact: true }) });
  await expect(card.getByText(/\d+ minutes? left to pay/)).toBeVisible();
  await card.getByRole('link').click();

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Your payment did not go through');
  await expect(payment).toContainText(/Pay within (29|30) minutes/);
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toHaveCount(0);
  await payment.getByRole('button', { name: 'Pay now' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await sandboxDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();

  const paidToast = page.getByRole('region', { name: /^Notifications/ }).getByText('Payment received', { exact: true });
  await expect(paidToast).toBeVisible();
  // At phone width a toast sits at the top, over the top bar, never over the foot of the page.
  expect((await paidToast.boundingBox())?.y ?? Infinity).toBeLessThan(120);
  await expect(payment).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([/^Placed/, /^Paid.*Payment received/]);

  // The wholesaler ships and delivers; the buyer reads both on the timeline, newest last.
  const wholesaler = { Authorization: `Bearer ${await apiToken(request, demoAccounts.wholesaler, 'wholesaler')}` };
  for (const change of [
    { status: 'shipped', description: 'Sent with BlueDart, AWB 99812' },
    { status: 'delivered', description: '' },
  ]) {
    const response = await request.patch(apiPaths.orderStatus(orderId), { headers: wholesaler, data: change });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.reload();
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Placed/,
    /^Paid/,
    /^Shipped.*Sent with BlueDart, AWB 99812/,
    /^Delivered \(latest\)Delivered: marked by the seller/,
  ]);
});

test('the login toast is gone once the page it announced is shown', async ({ page }) => {
  await loginThroughForm(page, demoAccounts.wholesaler, DEMO_PASSWORD, 'Wholesaler');
  const toast = page.getByText('Redirecting to your page...', { exact: true });
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Pending Orders').first()).toBeVisible();
  await expect(toast).toBeHidden();
});
