import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatRupees, orderTotalsPaise, toRupees, type Product } from '@marketplace/contract';
import { loginThroughForm } from './support/accounts';
import { openCheckoutWith, singleUnitProducts } from './support/checkout';

const PASSWORD = 'marketplace-demo';
const RETAILER = 'retailer@example.com';
const WHOLESALER = 'wholesaler@example.com';
const WHOLESALER_COMPANY = 'Shah Trading Company';
const SHIPPING_NOTE = 'Dispatched with BlueDart, AWB 1234567890';

/** `Rs. 1,23,456.78` in paise. */
const paiseOf = (text: string) =>
  Math.round(
    Number(
      text
        .trim()
        .replace(/^Rs\.\s*/, '')
        .replaceAll(',', ''),
    ) * 100,
  );

async function twoWholesalersProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const inStock = await singleUnitProducts(request, 10);
  const fromShah = inStock.find((product) => product.wholesaler.company_name === WHOLESALER_COMPANY);
  const fromOther = inStock.find((product) => product.wholesaler.id !== fromShah?.wholesaler.id);
  if (!fromShah || !fromOther) throw new Error('The demo catalogue needs products of two wholesalers in stock');
  return [fromShah, fromOther];
}

async function logIn(page: Page, email: string, tab: 'Retailer' | 'Wholesaler') {
  await loginThroughForm(page, email, PASSWORD, tab);
  await expect(page).not.toHaveURL(/\/login/);
}

async function fillShipping(page: Page) {
  // Name and e-mail come from the retailer's profile.
  await expect(page.getByLabel('Email')).toHaveValue(RETAILER);
  await page.getByLabel('Address').fill('14, Laxmi Road, Shop No. 3');
  await page.getByLabel('City').fill('Pune');
  const state = page.getByRole('combobox', { name: 'State' });
  await state.fill('Mahara');
  await page.getByRole('option', { name: 'Maharashtra (27)' }).click();
  await expect(state).toHaveValue('Maharashtra (27)');
  await page.getByLabel('Postal Code').fill('411030');
}

/** The lines of the browser's cart, asked again until they match: the cart changes after what the page shows. */
const expectCartLines = (page: Page, count: number) =>
  expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('react-use-cart') ?? '{"items":[]}') as { items: [] }).items.length,
      ),
    )
    .toBe(count);

const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Wholesale Marketplace' });

const orderRow = (page: Page, orderId: number): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });

test('a retailer pays for two wholesalers, the wholesaler ships one and the invoice shows what was paid', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two accounts, a payment and two printed invoices: a long journey on a slow machine
  const [shahProduct, otherProduct] = await twoWholesalersProducts(request);
  const lines = [
    { product: shahProduct, quantity: 2 },
    { product: otherProduct, quantity: 1 },
  ];
  const expectedTotal = formatRupees(
    toRupees(orderTotalsPaise(lines.map(({ product, quantity }) => ({ price: product.price, quantity }))).total),
  );

  await logIn(page, RETAILER, 'Retailer');
  await openCheckoutWith(page, lines);
  await expect(page.getByText(shahProduct.name)).toBeVisible();
  await expect(page.getByText(otherProduct.name)).toBeVisible();
  await expect(page.getByText('Shipping & Platform Charges')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(expectedTotal);
  await fillShipping(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(expectedTotal);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/Payment ID: pay_\w+/)).toBeVisible();
  await expectCartLines(page, 0);
  const confirmation = await page.getByText(/Your orders #\d+, #\d+ are confirmed/).textContent();
  const orderIds = [...(confirmation ?? '').matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
  expect(orderIds).toHaveLength(2);

  // Two orders, one per wholesaler, that add up to what was paid.
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  let paidPaise = 0;
  let shahId = 0;
  for (const orderId of orderIds) {
    const row = orderRow(page, orderId);
    await expect(row).toContainText(/confirmed/i);
    await expect(row.getByRole('cell').last()).toHaveText(/^Rs\.\s*[\d,]+\.\d{2}$/);
    paidPaise += paiseOf((await row.getByRole('cell').last().textContent()) ?? '');
    if ((await row.textContent())?.includes(WHOLESALER_COMPANY)) shahId = orderId;
  }
  expect(paidPaise).toBe(paiseOf(expectedTotal));
  expect(orderIds).toContain(shahId);

  // The wholesaler marks its order shipped.
  const wholesalerContext = await browser.newContext();
  const wholesalerPage = await wholesalerContext.newPage();
  await logIn(wholesalerPage, WHOLESALER, 'Wholesaler');
  await wholesalerPage.goto(`/orders_details/${shahId}`);
  await wholesalerPage.getByRole('button', { name: 'Edit Order Status' }).click();
  const editor = wholesalerPage.getByRole('dialog', { name: 'Edit Order Status' });
  await editor.getByRole('combobox', { name: 'Order Status' }).click();
  await wholesalerPage.getByRole('option', { name: 'shipped' }).click();
  await expect(editor.getByRole('combobox', { name: 'Order Status' })).toHaveText('shipped');
  await editor.getByLabel('Status Description').fill(SHIPPING_NOTE);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(wholesalerPage.getByText(`shipped - ${SHIPPING_NOTE}`)).toBeVisible();
  await wholesalerContext.close();

  // The retailer sees the new badge in the history and on the order.
  await page.reload();
  await expect(orderRow(page, shahId)).toContainText(/shipped/i);
  await orderRow(page, shahId).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(`shipped - ${SHIPPING_NOTE}`)).toBeVisible();

  // Printed, each order is an invoice; together they show exactly what was paid.
  let invoicedPaise = 0;
  for (const orderId of orderIds) {
    await page.goto(`/orders_details/${orderId}`);
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back to Orders' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const invoice = page.getByRole('region', { name: 'Invoice' });
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText(`Invoice No.${orderId}`);
    await expect(invoice).toContainText(/Payment IDpay_\w+/);
    await expect(page.getByRole('row', { name: /Shipping & Platform Charges/ })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(/^Rs\.\s*[\d,]+\.\d{2}$/);
    invoicedPaise += paiseOf((await page.getByTestId('order-total').textContent()) ?? '');
    if (orderId === shahId) await expect(invoice).toContainText(WHOLESALER_COMPANY);
    await page.emulateMedia({ media: 'screen' });
  }
  expect(invoicedPaise).toBe(paiseOf(expectedTotal));
});

test('a failed or cancelled payment keeps the cart and says so', async ({ page, request }) => {
  const [product] = await twoWholesalersProducts(request);
  await logIn(page, RETAILER, 'Retailer');
  await openCheckoutWith(page, [{ product, quantity: 1 }]);
  await fillShipping(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('Payment failed. Your cart is kept — you can try again.')).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expectCartLines(page, 1);

  // Trying again opens the payment window again; closing it keeps the cart too.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Payment was cancelled. Your cart is kept.')).toBeVisible();
  await expectCartLines(page, 1);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  // The unpaid order waits for its payment.
  await page.goto('/orders');
  const pendingRow = page
    .getByRole('row')
    .filter({ hasText: product.name })
    .filter({ hasText: /pending/i })
    .first();
  await pendingRow.getByRole('link').click();
  await expect(page.getByText('Please wait for confirmation. (Payment Failed)')).toBeVisible();
});
