import { expect, test, type Locator } from '@playwright/test';
import { apiPaths, formatRupees, orderTotalsPaise, toPaise, toRupees } from '@marketplace/contract';
import { DEMO_PASSWORD, demoAccounts, signInViaApi } from './support/accounts';
import { singleUnitProducts } from './support/checkout';
import { apiToken, retailerBuys } from './support/wholesaler-workspace';

const WHOLESALER_COMPANY = 'Shah Trading Company';
const PHONE = { width: 375, height: 812 };
const ORDERED_UNITS = 12;
const MISSING_UNITS = 2;

/** A 1×1 PNG: the smallest picture the media pipeline decodes as a real image. */
const PHOTO = {
  name: 'opened-delivery.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.use({ viewport: PHONE });

/** The claim's status badge: the folded history names the same states, out of sight. */
const shownStatus = (claim: Locator, label: string) =>
  claim.getByText(label, { exact: true }).filter({ visible: true });

test('a retailer reports 2 of 12 units short with a photo, the seller accepts, and the retailer sees the refund and credit note', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // two accounts, a payment, a photo and a refund on phone-sized pages
  const product = (await singleUnitProducts(request, ORDERED_UNITS)).find(
    (candidate) => candidate.wholesaler.company_name === WHOLESALER_COMPANY,
  );
  if (!product) throw new Error(`The demo catalogue needs ${ORDERED_UNITS} units of a ${WHOLESALER_COMPANY} product`);
  const orderId = await retailerBuys(request, product, ORDERED_UNITS);
  const seller = { Authorization: `Bearer ${await apiToken(request, demoAccounts.wholesaler, 'wholesaler')}` };
  for (const status of ['shipped', 'delivered']) {
    const response = await request.patch(apiPaths.orderStatus(orderId), {
      headers: seller,
      data: { status, description: '' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  // The refund rule: the missing units' value plus that value's share of the order's charge, rounded down.
  const order = orderTotalsPaise([{ price: product.price, quantity: ORDERED_UNITS }]);
  const missingPaise = toPaise(product.price) * MISSING_UNITS;
  const chargeSharePaise = Math.floor((order.charge * missingPaise) / order.subtotal);
  const refund = formatRupees(toRupees(missingPaise + chargeSharePaise));

  // The retailer reports the missing units from the order's page.
  await signInViaApi(page, request, demoAccounts.retailer, DEMO_PASSWORD, 'retailer');
  await page.goto(`/orders_details/${orderId}`);
  const problems = page.getByRole('region', { name: 'Problems with this order' });
  await problems.getByRole('button', { name: 'Report a problem' }).click();
  const form = page.getByRole('dialog', { name: 'Report a problem' });
  await form.getByRole('radio', { name: 'Fewer units arrived' }).check();
  await expect(form.getByText(`${ORDERED_UNITS} of ${ORDERED_UNITS} delivered units can be claimed.`)).toBeVisible();
  const moreUnits = form.getByRole('button', { name: `More units of ${product.name}`, exact: true });
  for (let unit = 0; unit < MISSING_UNITS; unit++) await moreUnits.click();
  await expect(form.getByRole('spinbutton', { name: `Units of ${product.name}`, exact: true })).toHaveValue(
    String(MISSING_UNITS),
  );
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: `Photo 1: ${PHOTO.name}` })).toBeVisible();
  await expect(form.getByText('1 of 4 photos chosen')).toBeVisible();
  await form
    .getByLabel('Description')
    .fill(`${MISSING_UNITS} of the ${ORDERED_UNITS} units were missing when the delivery was opened.`);
  await form.getByRole('button', { name: 'Report the problem' }).click();

  await expect(form).toBeHidden();
  const reported = problems.getByText(/^Your problem was reported as claim #\d+\./);
  await expect(reported).toBeVisible();
  const claimId = Number(/#(\d+)/.exec((await reported.textContent()) ?? '')?.[1]);
  const retailerClaim = problems.getByRole('article', { name: `Fewer units arrived (claim ${claimId})` });
  await expect(shownStatus(retailerClaim, 'Waiting for the seller')).toBeVisible();
  await expect(retailerClaim).toContainText(`${MISSING_UNITS} units × ${formatRupees(product.price)}`);

  // The seller, on a phone of their own, accepts every claimed unit from the Claims page.
  const sellerContext = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const sellerPage = await sellerContext.newPage();
    await signInViaApi(sellerPage, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
    await sellerPage.goto('/claims');
    const claim = sellerPage.getByRole('article', { name: `Fewer units arrived (claim ${claimId})` });
    await expect(shownStatus(claim, 'Waiting for the seller')).toBeVisible();
    await expect(claim.getByRole('img', { name: `Photo 1 of claim ${claimId}` })).toBeVisible();
    await claim.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = sellerPage.getByRole('dialog', { name: `Accept claim #${claimId}` });
    await expect(accept.getByRole('radio', { name: 'Every claimed unit' })).toBeChecked();
    await expect(accept).toContainText(`Goods value accepted: ${formatRupees(toRupees(missingPaise))}`);
    await accept.getByRole('button', { name: 'Accept the claim' }).click();
    await expect(accept).toBeHidden();
    await expect(
      sellerPage.getByText(`Claim #${claimId} accepted. The retailer's refund is on its way.`),
    ).toBeVisible();
    await expect(shownStatus(claim, 'Accepted')).toBeVisible();
    await expect(claim).toContainText(`${MISSING_UNITS} of ${MISSING_UNITS} accepted`);
  } finally {
    await sellerContext.close();
  }

  // The retailer opens the order again: the claim is settled with the refund and a credit note.
  await page.reload();
  await expect(shownStatus(retailerClaim, 'Accepted')).toBeVisible();
  const refunded = retailerClaim.getByRole('definition').nth(0);
  const creditNote = retailerClaim.getByRole('definition').nth(1);
  await expect(refunded).toContainText(refund);
  await expect(refunded.getByText('Processed', { exact: true })).toBeVisible();
  await expect(creditNote).toHaveText(/^CN\/\d{4}\/\d{6} of \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await expect(retailerClaim.getByRole('button', { name: 'Download credit note' })).toBeVisible();
});
