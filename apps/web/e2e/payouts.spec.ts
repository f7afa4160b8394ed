import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiPaths,
  formatRupees,
  TCS_RATE_BASIS_POINTS,
  TDS_RATE_BASIS_POINTS,
  toPaise,
  toRupees,
  withheldPaise,
  type AdminPayoutsResponse,
  type SellerBalance,
  type TaxInvoice,
} from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';
import { singleUnitProducts } from './support/checkout';
import { apiToken, retailerBuys } from './support/wholesaler-workspace';

/**
 * Runs on its own server (playwright.config.ts, project `money`) whose claim window is 20 seconds and whose
 * deadlines job checks every second, so the order's money is released while the journey waits.
 */
const WHOLESALER_COMPANY = 'Shah Trading Company';
const UNITS = 3;
const ACCOUNT_NUMBER = '50100012345678';
const UTR = 'HDFCN52026120700042';

async function balanceOf(request: APIRequestContext, token: string): Promise<SellerBalance> {
  const response = await request.get(apiPaths.wholesalerBalance, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SellerBalance;
}

/** The amount shown on one of the Payments page's balance cards, found by its label. */
const balanceFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Balances' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last()
    .locator('p')
    .nth(1);

test('a wholesaler adds payout details, sees an order held, released after the claim window, then paid with its UTR', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two accounts, a payment, a claim window and a payout
  const product = (await singleUnitProducts(request, UNITS)).find(
    (candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY,
  );
  if (!product) throw new Error(`The demo catalogue needs ${UNITS} units of a ${WHOLESALER_COMPANY} product`);
  const sellerToken = await apiToken(request, demoAccounts.wholesaler, 'wholesaler');
  const seller = { Authorization: `Bearer ${sellerToken}` };

  // The seller adds its bank account in Settings; answers show only the last four digits.
  await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
  await page.goto('/settings#payouts');
  await page.getByLabel('Account holder name').fill(WHOLESALER_COMPANY);
  await page.getByLabel('Account number').fill(ACCOUNT_NUMBER);
  await page.getByLabel('IFSC').fill('hdfc0001234');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText(`XXXXXX${ACCOUNT_NUMBER.slice(-4)} · HDFC0001234`)).toBeVisible();

  // A retailer pays for an order and the seller ships it: its goods value less TCS and TDS is held.
  const before = await balanceOf(request, sellerToken);
  const orderId = await retailerBuys(request, product, UNITS);
  const shipped = await request.patch(apiPaths.orderStatus(orderId), {
    headers: seller,
    data: { status: 'shipped', description: '' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const invoice = (await (await request.get(apiPaths.orderInvoice(orderId), { headers: seller })).json()) as TaxInvoice;
  const taxablePaise = toPaise(invoice.totals.taxable_value);
  const netPaise =
    toPaise(product.price) * UNITS -
    withheldPaise(taxablePaise, TCS_RATE_BASIS_POINTS) -
    withheldPaise(taxablePaise, TDS_RATE_BASIS_POINTS);
  const held = (rupees: number) => formatRupees(toRupees(toPaise(rupees) + netPaise));

  await page.goto('/payments');
  await expect(balanceFigure(page, 'Held until the claim window closes')).toHaveText(held(before.held));
  await expect(page.getByText(`Sale (order #${orderId})`).filter({ visible: true })).toBeVisible();

  // Delivered; once the 20-second claim window closes with no claim, the money becomes available.
  const delivered = await request.patch(apiPaths.orderStatus(orderId), {
    headers: seller,
    data: { status: 'delivered', description: '' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const available = held(before.available);
  await expect(async () => {
    await page.reload();
    await expect(balanceFigure(page, 'Available to pay out')).toHaveText(available, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(balanceFigure(page, 'Held until the claim window closes')).toHaveText(formatRupees(before.held));

  // The administrator runs payouts and marks the seller's payout paid with the bank's reference.
  const adminPage = await browser.newPage();
  await signInViaApi(adminPage, request, demoAccounts.admin, DEMO_PASSWORD, 'retailer');
  await adminPage.goto('/admin/payouts');
  await adminPage.getByRole('button', { name: 'Run payouts' }).click();
  await expect(adminPage.getByText(/payouts? created/)).toBeVisible();
  const adminToken = await adminPage.evaluate(() => localStorage.getItem('accessToken'));
  const pending = (await (
    await request.get(`${apiPaths.adminPayouts}?status=pending`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json()) as AdminPayoutsResponse;
  const payout = pending.payouts.find((candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY);
  if (!payout) throw new Error(`The run made no payout for ${WHOLESALER_COMPANY}`);
  expect(formatRupees(payout.amount)).toBe(available);
  await adminPage.getByRole('button', { name: `Mark paid: payout #${payout.id}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Mark payout #${payout.id} paid?` });
  await dialog.getByLabel('UTR').fill(UTR);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await adminPage.close();

  // The seller sees the payout paid with its UTR, and the money counted as paid out.
  await page.reload();
  const paid = page.getByRole('listitem').filter({ hasText: `Payout #${payout.id}` });
  await expect(paid.getByText('Paid', { exact: true }).first()).toBeVisible(); // the badge, before the date's label
  await expect(paid.getByText(UTR)).toBeVisible();
  await expect(balanceFigure(page, 'Available to pay out')).toHaveText(formatRupees(0));
  await expect(balanceFigure(page, 'Paid out')).toHaveText(
    formatRupees(toRupees(toPaise(before.paid_out) + toPaise(payout.amount))),
  );
});
