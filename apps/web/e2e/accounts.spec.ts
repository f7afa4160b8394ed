import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '@marketplace/contract';
import {
  DEMO_PASSWORD,
  demoAccounts,
  expectToastShown,
  fillRegistration,
  loginThroughForm,
  logoutFromUserMenu,
  newRetailer,
  newWholesaler,
  recordToasts,
  registerViaApi,
  submitLogin,
} from './support/accounts';

/** Accounts: registration, login and logout, wholesaler verification, settings and the route guard. */

/**
 * Readers of the session the app keeps in local storage, for `expect.poll`: the storage is written in
 * the same moment as the page changes, not necessarily before the change a step waited for.
 */
const stored = (page: Page, key: string) => () => page.evaluate((name) => localStorage.getItem(name), key);
const sessionKeysLeft = (page: Page) => () =>
  page.evaluate(() =>
    ['accessToken', 'refreshToken', 'userType', 'userVerified'].filter((key) => localStorage.getItem(key) !== null),
  );

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test.describe('retailer account', () => {
  test('registers, logs in, lands on the landing page and logs out', async ({ page }) => {
    const retailer = newRetailer();

    await page.goto('/register');
    await fillRegistration(page, retailer);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // Registration success goes to /login (spec section 4), on the tab of the new account.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Retailer' })).toHaveAttribute('aria-selected', 'true');

    await submitLogin(page, retailer.email, retailer.password, 'Retailer');
    await expectToastShown(page, { title: 'Login successful!' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
    await expect.poll(stored(page, 'accessToken')).toBeTruthy();
    await expect.poll(stored(page, 'userType')).toBe('retailer');

    await logoutFromUserMenu(page);
    await expectToastShown(page, { title: 'Logged Out', description: 'Redirecting to Login...' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // Logging out removes the tokens, userType and the userVerified flag (spec section 4).
    await expect.poll(sessionKeysLeft(page)).toEqual([]);
    // And the protected pages are closed again.
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('registration validation', () => {
  const commonMessages = [
    'First Name is required',
    'Last Name is required',
    'Email is required',
    'Password is required',
    'GST Number is required',
    'Contact Number is required',
    'Address is required',
  ];

  test('an empty retailer form names every missing field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const message of [
      ...commonMessages,
      'Shop Name is required',
      'License Number is required',
      'PAN Card Number is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an empty wholesaler form names every missing field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Wholesaler' }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const message of [
      ...commonMessages,
      'Company Name is required',
      'Company Description is required',
      'Years in Business is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Shop Name is required', { exact: true })).toHaveCount(0);
  });

  test('a different confirmation is refused', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, newRetailer());
    await page.getByLabel('Confirm Password').fill('something-else-entirely');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an email already in use gets the server message under the field', async ({ page }) => {
    const retailer = { ...newRetailer(), email: demoAccounts.retailer };
    await page.goto('/register');
    await fillRegistration(page, retailer);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('An account with this email already exists.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toContainText(
      'Please correct the highlighted fields.',
    );
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('wholesaler verification', () => {
  test('a new wholesaler waits for verification until an administrator approves it', async ({ page, browser }) => {
    test.slow(); // two browsers, three logins and an approval: a long journey
    const wholesaler = newWholesaler();

    await page.goto('/register');
    await fillRegistration(page, wholesaler);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Wholesaler' })).toHaveAttribute('aria-selected', 'true');

    await submitLogin(page, wholesaler.email, wholesaler.password, 'Wholesaler');
    await expect(page).toHaveURL(/\/verification_pending$/);
    await expect(page.getByRole('heading', { name: 'Verification in Progress' })).toBeVisible();
    await expect(page.getByText('Your profile is under review', { exact: true })).toBeVisible();
    await expect(page.getByText('Estimated completion time: 24-48 hours')).toBeVisible();
    await expect.poll(stored(page, 'userVerified')).toBe('false');

    // The dashboard is protected: an unverified wholesaler is sent back to the waiting page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/verification_pending$/);
    await expect(page.getByRole('heading', { name: 'Verification in Progress' })).toBeVisible();
    // So does home, which is the dashboard for a wholesaler; the top bar offers no way in either.
    await page.goto('/');
    await expect(page).toHaveURL(/\/verification_pending$/);
    await expect(page.getByRole('heading', { name: 'Verification in Progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    await expect(checkAgain).toBeEnabled();
    // Asking again before the approval changes nothing, once the answer is back (the button is busy until then).
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.profile);
    await checkAgain.click();
    await answered;
    await expect(checkAgain).toBeEnabled();
    await expect(page.getByText('Your profile is verified')).toHaveCount(0);

    // An administrator, in a browser of its own, approves the wholesaler.
    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await loginThroughForm(adminPage, demoAccounts.admin, DEMO_PASSWORD);
      await expect(adminPage).toHaveURL(/\/admin$/);
      await expect(adminPage.getByRole('heading', { name: 'Wholesaler verifications' })).toBeVisible();

      const card = adminPage
        .locator('div')
        .filter({ has: adminPage.getByRole('heading', { name: wholesaler.companyName, exact: true }) })
        .filter({ has: adminPage.getByRole('button', { name: 'Approve' }) })
        .last();
      await expect(card).toBeVisible();
      await expect(card).toContainText('Awaiting review');
      await expect(card).toContainText(`${wholesaler.firstName} ${wholesaler.lastName}`);
      await expect(card.getByRole('link', { name: wholesaler.email })).toBeVisible();
      await expect(card).toContainText(wholesaler.gstNumber);
      await expect(card).toContainText(wholesaler.contactNumber);
      await expect(card).toContainText(`${wholesaler.yearsInBusiness} years`);
      await expect(card).toContainText(wholesaler.address);
      await expect(card).toContainText(wholesaler.companyDescription);

      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(adminPage.getByText('Wholesaler approved', { exact: true }).first()).toBeVisible();
      await expect(adminPage.getByRole('heading', { name: wholesaler.companyName, exact: true })).toHaveCount(0);
    } finally {
      await adminContext.close();
    }

    // Back in the wholesaler's browser: the verification page re-checks and lets the wholesaler in.
    await checkAgain.click();
    await expect(page.getByText('Your profile is verified', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /dashboard/i })).toBeVisible();
    await expect.poll(stored(page, 'userVerified')).toBe('true');

    // Opened directly, the dashboard stays where it is (no redirect to the waiting page).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /dashboard/i })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A fresh login now goes straight to the dashboard (spec section 4).
    await logoutFromUserMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, wholesaler.email, wholesaler.password, 'Wholesaler');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /dashboard/i })).toBeVisible();
    await expect.poll(stored(page, 'userVerified')).toBe('true');
  });
});

test.describe('demo accounts', () => {
  test('the retailer lands on the landing page', async ({ page }) => {
    await loginThroughForm(page, demoAccounts.retailer, DEMO_PASSWORD, 'Retailer');
    await expectToastShown(page, { title: 'Login successful!' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Orders' }).first()).toBeVisible();
  });

  test('the wholesaler lands on the dashboard', async ({ page }) => {
    await loginThroughForm(page, demoAccounts.wholesaler, DEMO_PASSWORD, 'Wholesaler');
    await expectToastShown(page, { title: 'Login successful!' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /dashboard/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inventory' })).toBeVisible();
  });

  for (const tab of ['Retailer', 'Wholesaler'] as const) {
    test(`the administrator lands on /admin from the ${tab} tab`, async ({ page }) => {
      await loginThroughForm(page, demoAccounts.admin, DEMO_PASSWORD, tab);
      await expectToastShown(page, { title: 'Login successful!' });
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Wholesaler verifications' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Verifications' })).toBeVisible();
    });
  }

  test('a wrong password is refused with the server message', async ({ page }) => {
    await loginThroughForm(page, demoAccounts.retailer, 'not-the-password', 'Retailer');
    await expectToastShown(page, {
      title: 'Login error!',
      description: 'No active account found with the given credentials',
      variant: 'destructive',
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(stored(page, 'accessToken')).toBeNull();
  });

  test('retailer credentials on the Wholesaler tab are refused', async ({ page }) => {
    await loginThroughForm(page, demoAccounts.retailer, DEMO_PASSWORD, 'Wholesaler');
    await expectToastShown(page, {
      title: 'Login error!',
      description: 'This is a retailer account. Choose the Retailer tab to log in.',
      variant: 'destructive',
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(stored(page, 'accessToken')).toBeNull();
  });
});

test.describe('settings', () => {
  test('security is the default tab; a mismatch is refused and a new password works', async ({ page, request }) => {
    const retailer = newRetailer();
    await registerViaApi(request, retailer);
    await loginThroughForm(page, retailer.email, retailer.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Retailer Profile' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByLabel('Current Password')).toBeVisible();

    await page.getByLabel('Current Password').fill(retailer.password);
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-password-1');
    await page.getByLabel('Confirm New Password').fill('brand-new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'New password and confirmation do not match' }),
    ).toBeVisible();

    await page.getByLabel('Confirm New Password').fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password changed successfully!' })).toBeVisible();

    // The new password is the one that works from now on.
    await logoutFromUserMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, retailer.email, retailer.password);
    await expectToastShown(page, { title: 'Login error!', variant: 'destructive' });
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, retailer.email, 'brand-new-password-1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
  });

  test('the retailer profile tab saves the profile', async ({ page, request }) => {
    const retailer = newRetailer();
    await registerViaApi(request, retailer);
    await loginThroughForm(page, retailer.email, retailer.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Retailer Profile' }).click();
    await expect(page.getByLabel('Shop Name')).toHaveValue(retailer.shopName);
    await expect(page.getByLabel('PAN Card Number')).toHaveValue(retailer.panCard);

    await page.getByLabel('Shop Name').fill('Gupta Kirana & Sons');
    await page.getByLabel('Address').fill('14 MG Road, Bengaluru 560001');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

    // Saved on the server: a fresh page shows the new values.
    await page.reload();
    await page.getByRole('tab', { name: 'Retailer Profile' }).click();
    await expect(page.getByLabel('Shop Name')).toHaveValue('Gupta Kirana & Sons');
    await expect(page.getByLabel('Address')).toHaveValue('14 MG Road, Bengaluru 560001');
  });
});

test.describe('route guard and error pages', () => {
  for (const path of ['/orders', '/cart', '/settings']) {
    test(`a visitor opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    });
  }

  test('an unknown address shows a 404 page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page whose code cannot be loaded shows the error page', async ({ page }) => {
    // Deterministic router error: the registration page's code chunk fails to download.
    await page.route(/\/assets\/register-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded. Check your connection and try again.')).toBeVisible();
    // The error page sits inside the layout, and its Back to Home button leads to /.
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
  });
});
