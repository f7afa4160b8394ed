import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, regulationMessages, type CatalogResponse, type Product } from '@marketplace/contract';
import { demoAccounts, DEMO_PASSWORD, newRetailer, registerViaApi, signInViaApi } from './support/accounts';
import { expectLive } from './support/catalog';

/**
 * Medicines from a new pharmacy's side: refused without a licence, the licence added in Settings, approved
 * by the administrator, then bought and delivered only to the licensed premises.
 */

const LICENSED_PIN = '560001';
const OTHER_PIN = '411030';

/** A medicine sold singly, in stock, from a wholesaler without a minimum order value. */
async function demoMedicine(request: APIRequestContext): Promise<Product> {
  const response = await request.get(`${apiPaths.products}?category=Medicine&page_size=100`);
  expect(response.ok()).toBe(true);
  const medicine = ((await response.json()) as CatalogResponse).products.find(
    (product) =>
      product.regulation === 'drug' &&
      product.min_order_quantity === 1 &&
      product.order_multiple === 1 &&
      product.price_tiers.length === 0 &&
      product.stock >= 5,
  );
  if (!medicine) throw new Error('The demo catalogue needs a medicine sold singly');
  return medicine;
}

const addToCart = (page: Page) => page.getByRole('button', { name: /^Add to Cart/ }).click();

test('an unlicensed pharmacy adds its drug licence, the administrator approves it, then it buys a medicine', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two accounts, a settings form, an approval and a payment: long on a busy machine
  const medicine = await demoMedicine(request);
  const retailer = newRetailer();
  await registerViaApi(request, retailer);
  await signInViaApi(page, request, retailer.email, retailer.password, 'retailer');

  await test.step('the medicine shows its notice and is refused without a licence', async () => {
    await page.goto(`/product/${medicine.id}`);
    await expect(page.getByRole('heading', { level: 1, name: medicine.name })).toBeVisible();
    await expect(page.getByText(regulationMessages.notice)).toBeVisible();
    await expectLive(page);
    await addToCart(page);
    await expect(page.getByText(regulationMessages.needsForm20(medicine.name)).first()).toBeVisible();
  });

  await test.step('the notice leads to Settings, where the licence is sent for approval', async () => {
    await page.getByRole('link', { name: regulationMessages.noticeLink }).click();
    await expect(page).toHaveURL(/\/settings#licences$/);
    await page.getByLabel('Drug licence (Form 20) number').fill('KA-B12-20-778812');
    await page.getByLabel('Valid to').fill('2031-03-31');
    await page.getByLabel('PIN code of licensed premises').fill(LICENSED_PIN);
    // The administrator approves from a scan of the licence (issue 52): a small PDF here.
    await page.getByLabel('Scan of the drug licence').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated successfully!', { exact: true })).toBeVisible();
    await expect(page.getByText('Awaiting approval')).toBeVisible();
  });

  await test.step('the administrator approves the licence', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInViaApi(admin, request, demoAccounts.admin, DEMO_PASSWORD, 'retailer');
    await admin.goto('/admin');
    const card = admin.getByRole('article', { name: `Licence of ${retailer.shopName}, ${retailer.email}` });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('approved, the pharmacy adds the medicine without a notice', async () => {
    await page.goto(`/product/${medicine.id}`);
    await expect(page.getByRole('heading', { level: 1, name: medicine.name })).toBeVisible();
    await addToCart(page);
    await expect(page.getByText('Item added to cart!', { exact: true })).toBeVisible();
    await expect(page.getByText(regulationMessages.notice)).toHaveCount(0);
  });

  await test.step('checkout delivers medicines only to the licensed premises, then takes the payment', async () => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await page.getByLabel('Address').fill('3 MG Road');
    await page.getByLabel('City').fill('Bengaluru');
    const state = page.getByRole('combobox', { name: 'State' });
    await state.fill('Karna');
    await page.getByRole('option', { name: 'Karnataka (29)' }).click();
    await page.getByLabel('Postal Code').fill(OTHER_PIN);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText(regulationMessages.licensedPremises(LICENSED_PIN)).first()).toBeVisible();

    await page.getByLabel('Postal Code').fill(LICENSED_PIN);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Wholesale Marketplace' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});
