import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  approveWholesalerViaApi,
  DEMO_PASSWORD,
  demoAccounts,
  newRetailer,
  newWholesaler,
  registerViaApi,
  signInViaApi,
} from './support/accounts';

/** axe-core on the account pages, on a phone and on a laptop: no serious or critical violations. */

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`account pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    /** Wholesalers registered here; approved afterwards so that the review queue is left as it was. */
    const waiting: number[] = [];

    test.beforeEach(async ({ page }) => {
      test.slow(); // axe runs once or twice per test, and it is slow on a busy machine
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test.afterEach(async ({ request }) => {
      for (const id of waiting.splice(0)) await approveWholesalerViaApi(request, id);
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('tab', { name: 'Wholesaler' }).click();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('register, empty and with errors', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByText('First Name is required', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('tab', { name: 'Wholesaler' }).click();
      await expect(page.getByLabel('Company Name')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('verification pending, as a visitor and as a waiting wholesaler', async ({ page, request }) => {
      await page.goto('/verification_pending');
      await expect(page.getByRole('heading', { name: 'Verification in Progress' })).toBeVisible();
      await expectNoSeriousViolations(page);

      const wholesaler = newWholesaler();
      const wholesalerId = await registerViaApi(request, wholesaler);
      waiting.push(wholesalerId);
      await signInViaApi(page, request, wholesaler.email, wholesaler.password, 'wholesaler');
      await page.goto('/verification_pending');
      await expect(page.getByRole('heading', { name: 'Verification in Progress' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
      await expectNoSeriousViolations(page);
    });

    test('settings, both tabs', async ({ page, request }) => {
      const retailer = newRetailer();
      await registerViaApi(request, retailer);
      await signInViaApi(page, request, retailer.email, retailer.password, 'retailer');
      await page.goto('/settings');
      await expect(page.getByLabel('Current Password')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('tab', { name: 'Retailer Profile' }).click();
      await expect(page.getByLabel('Shop Name')).toHaveValue(retailer.shopName);
      await expectNoSeriousViolations(page);
    });

    test('wholesaler settings profile tab', async ({ page, request }) => {
      await signInViaApi(page, request, demoAccounts.wholesaler, DEMO_PASSWORD, 'wholesaler');
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Wholesaler Profile' }).click();
      await expect(page.getByLabel('Company Name')).not.toHaveValue('');
      await expectNoSeriousViolations(page);
    });

    test('admin verifications', async ({ page, request }) => {
      // At least one wholesaler waits, so the page shows a review card and not only the empty state.
      const wholesaler = newWholesaler();
      waiting.push(await registerViaApi(request, wholesaler));
      await signInViaApi(page, request, demoAccounts.admin, DEMO_PASSWORD, 'retailer');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: wholesaler.companyName, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      // The rejection dialog too.
      await page.getByRole('button', { name: 'Reject' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
