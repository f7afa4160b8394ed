import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { apiPaths, formatRupees, type OrderDetailsResponse, type RetailerOrdersResponse } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, expectToastShown, recordToasts, signInViaApi } from './support/accounts';
import { openCheckoutWith, singleUnitProducts } from './support/checkout';
import { apiToken, retailerBuys } from './support/wholesaler-workspace';

/**
 * Money after payment: the tax invoice of a shipped order for its retailer and its wholesaler, a
 * retailer's cancellation with its refund, and the checkout's list of GST states used from the keyboard.
 */

const WHOLESALER_COMPANY = 'Shah Trading Company';

/** The demo retailer's orders that have a tax invoice, read through the API as the retailer. */
async function invoicedOrders(request: APIRequestContext): Promise<OrderDetailsResponse[]> {
  const headers = { Authorization: `Bearer ${await apiToken(request, demoAccounts.retailer, 'retailer')}` };
  const list = await request.get(apiPaths.retailerOrders, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const shipped = ((await list.json()) as RetailerOrdersResponse).filter((order) =>
    ['shipped', 'delivered'].includes(order.order_status),
  );
  const details = await Promise.all(
    shipped.map(async (order) => (await request.get(apiPaths.orderDetails(order.id), { headers })).json()),
  );
  return (details as OrderDetailsResponse[]).filter((order) => order.invoice !== null);
}

/** Clicks the Invoice card's download and checks the file: a PDF named after the invoice number. */
async function downloadInvoice(page: Page, invoiceNumber: string): Promise<Download> {
  const card = page.getByRole('region', { name: 'Invoice' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return download;
}

async function productInStock(request: APIRequestContext) {
  const [product] = await singleUnitProducts(request, 5);
  if (!product) throw new Error('The demo catalogue needs a product in stock');
  return product;
}

test('the retailer downloads the tax invoice of a shipped order', async ({ page, request }) => {
  const [order] = (await invoicedOrders(request)).filter((candidate) => candidate.order_status === 'shipped');
  if (!order?.invoice) throw new Error('The demo retailer needs a shipped order with an invoice');

  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto(`/orders_details/${order.id}`);
  const card = page.getByRole('region', { name: 'Invoice' });
  await expect(card).toContainText(order.invoice.number);
  await expect(card).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(card.getByRole('button', { name: 'Print' })).toBeVisible();
  // Shipped, not canceled: nothing to refund and no credit note.
  await expect(page.getByRole('region', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await downloadInvoice(page, order.invoice.number);
});

test('the wholesaler downloads the invoice of an order it shipped', async ({ page, request }) => {
  const order = (await invoicedOrders(request)).find(
    (candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY,
  );
  if (!order?.invoice) throw new Error(`The demo data needs an invoiced order of ${WHOLESALER_COMPANY}`);

  await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
  await page.goto(`/orders_details/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice' })).toContainText(order.invoice.number);
  await downloadInvoice(page, order.invoice.number);
});

test('a retailer cancels a paid order and sees the refund processed', async ({ page, request }) => {
  const orderId = await retailerBuys(request, await productInStock(request), 1);
  await recordToasts(page);
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto(`/orders_details/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  const total = await page.getByTestId('order-total').textContent();

  await test.step('keeping the order closes the question and changes nothing', async () => {
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(question).toContainText(
      `The full amount paid for this order, ${total}, will be refunded to the original payment method.`,
    );
    await question.getByRole('button', { name: 'Keep order' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByText(/^confirmed/)).toBeVisible();
  });

  await test.step('confirming cancels it with the reason given', async () => {
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel this order?' });
    await question.getByLabel('Reason').fill('Ordered twice by mistake');
    await question.getByRole('button', { name: 'Cancel order' }).click();
    await expect(question).toBeHidden();
    await expectToastShown(page, { title: 'Order canceled. Your refund is on its way.', variant: 'success' });
    await expect(page.getByText('canceled - Canceled by the retailer: Ordered twice by mistake')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  await test.step('the refund of the full amount is processed', async () => {
    const refund = page.getByRole('region', { name: 'Refund' });
    await expect(refund).toContainText(total ?? '');
    // The sandbox settles at once; the card follows the refund without a reload.
    await expect(refund.getByText('Processed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(refund).toContainText(/Processed on\s*\d{1,2} [A-Z][a-z]{2} \d{4}/);
    // Never shipped, so never invoiced: no credit note, and no printed invoice of the order either.
    await expect(page.getByRole('region', { name: 'Credit note' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toHaveCount(0);
  });

  await test.step('the order history says it was refunded', async () => {
    await page.goto('/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText(/canceled/i);
  });
});

test('the returned demo order shows its credit note and refund', async ({ page, request }) => {
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  const headers = { Authorization: `Bearer ${await apiToken(request, demoAccounts.retailer, 'retailer')}` };
  const orders = (await (await request.get(apiPaths.retailerOrders, { headers })).json()) as RetailerOrdersResponse;
  // Other journeys cancel orders before they ship (refund, no credit note): the returned one was invoiced.
  const refunded = orders.filter((order) => order.order_status === 'canceled' && order.refund_status === 'processed');
  const details = await Promise.all(
    refunded.map(
      async (order) =>
        (await (await request.get(apiPaths.orderDetails(order.id), { headers })).json()) as OrderDetailsResponse,
    ),
  );
  const returned = refunded.find((_, index) => details[index]?.credit_note);
  if (!returned) throw new Error('The demo retailer needs a returned order');

  await page.goto(`/orders_details/${returned.id}`);
  await expect(page.getByRole('region', { name: 'Credit note' })).toContainText(/CN\/\d{4}\/\d{6}/);
  await expect(page.getByRole('region', { name: 'Refund' })).toContainText(formatRupees(returned.total_price));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credit note (PDF)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
});

test("checkout's State list is used with the keyboard and sends the state code", async ({ page, request }) => {
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await openCheckoutWith(page, [{ product: await productInStock(request), quantity: 1 }]);
  const state = page.getByRole('combobox', { name: 'State' });

  await page.getByLabel('City').fill('Bengaluru');
  await page.keyboard.press('Tab');
  await expect(state).toBeFocused();
  await page.keyboard.type('karna');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option')).toHaveText(['Karnataka (29)']);
  await page.keyboard.press('Enter');
  await expect(state).toHaveValue('Karnataka (29)');
  await expect(state).toHaveAttribute('aria-expanded', 'false');

  // Arrow keys walk the whole list from the chosen state; Escape leaves it unchanged.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Karnataka (29)' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(state).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Escape');
  await expect(state).toHaveValue('Karnataka (29)');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(state).toHaveValue('Goa (30)');

  await page.getByLabel('Address').fill('7 Church Street');
  await page.getByLabel('Postal Code').fill('403001');
  const creating = page.waitForRequest((sent) => sent.url().endsWith(apiPaths.orderCreate));
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect(((await creating).postDataJSON() as { state: string }).state).toBe('30');
  // Closed as a person closes it: once the payment window is there.
  await expect(page.getByRole('dialog', { name: 'Wholesale Marketplace' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Payment was cancelled. Your cart is kept.')).toBeVisible();
});
