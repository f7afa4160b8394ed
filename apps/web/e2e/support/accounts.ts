import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers for the account journeys: registration data, logging in and out, and toast capture. */

export const DEMO_PASSWORD = 'marketplace-demo';

export const demoAccounts = {
  retailer: 'retailer@example.com',
  wholesaler: 'wholesaler@example.com',
  admin: 'admin@example.com',
} as const;

export type LoginTab = 'Retailer' | 'Wholesaler';

/** An address nobody else uses, so the journeys can run again on the same database. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${suffix}@e2e.example.com`;
}

interface CommonRegistration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  contactNumber: string;
  gstNumber: string;
  address: string;
}

export interface RetailerRegistration extends CommonRegistration {
  userType: 'retailer';
  shopName: string;
  licenseNumber: string;
  panCard: string;
}

export interface WholesalerRegistration extends CommonRegistration {
  userType: 'wholesaler';
  companyName: string;
  companyDescription: string;
  yearsInBusiness: number;
}

export function newRetailer(): RetailerRegistration {
  return {
    userType: 'retailer',
    firstName: 'Asha',
    lastName: 'Gupta',
    email: uniqueEmail('retailer'),
    password: 'kirana-e2e-2025',
    contactNumber: '9820012345',
    gstNumber: '29ABCDE1234F1Z5',
    address: '12 MG Road, Bengaluru',
    shopName: 'Gupta Kirana Store',
    licenseNumber: 'KA-BLR-4411',
    panCard: 'ABCDE1234F',
  };
}

export function newWholesaler(): WholesalerRegistration {
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  return {
    userType: 'wholesaler',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: uniqueEmail('wholesaler'),
    password: 'traders-e2e-2025',
    contactNumber: '9876543210',
    gstNumber: '27AAPFU0939F1ZV',
    address: '45 Industrial Estate, Pune',
    companyName: `Kumar Traders ${tag}`,
    companyDescription: `Wholesale supplier of rice, pulses and spices (${tag}).`,
    yearsInBusiness: 12,
  };
}

/** Fills the /register form (choosing the role's tab first); does not submit it. */
export async function fillRegistration(page: Page, account: RetailerRegistration | WholesalerRegistration) {
  await page.getByRole('tab', { name: account.userType === 'wholesaler' ? 'Wholesaler' : 'Retailer' }).click();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contact Number').fill(account.contactNumber);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  if (account.userType === 'wholesaler') {
    await page.getByLabel('Company Name').fill(account.companyName);
    await page.getByLabel('Years in Business').fill(String(account.yearsInBusiness));
    await page.getByLabel('Company Description').fill(account.companyDescription);
  } else {
    await page.getByLabel('Shop Name').fill(account.shopName);
    await page.getByLabel('License Number').fill(account.licenseNumber);
    await page.getByLabel('PAN Card Number').fill(account.panCard);
  }
  await page.getByLabel('GST Number').fill(account.gstNumber);
  await page.getByLabel('Address').fill(account.address);
}

/** Creates an account through the API (for journeys that are not about registering). */
export async function registerViaApi(
  request: APIRequestContext,
  account: RetailerRegistration | WholesalerRegistration,
) {
  const common = {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    userType: account.userType,
    gstNumber: account.gstNumber,
    contactNumber: account.contactNumber,
    address: account.address,
  };
  const data =
    account.userType === 'wholesaler'
      ? {
          ...common,
          companyName: account.companyName,
          companyDescription: account.companyDescription,
          yearsInBusiness: account.yearsInBusiness,
        }
      : { ...common, shop_name: account.shopName, licenseNumber: account.licenseNumber, panCard: account.panCard };
  const response = await request.post('/api/register/', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Approves a waiting wholesaler as the demo administrator, so no test leaves it in the review queue. */
export async function approveWholesalerViaApi(request: APIRequestContext, wholesalerId: number) {
  const login = await request.post('/api/login/', {
    data: { username: demoAccounts.admin, password: DEMO_PASSWORD, user_type: 'retailer' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  // A decision names the profile version the administrator saw (issue 52): the one the list shows now.
  const pending = await request.get('/api/admin/wholesalers/pending/', { headers });
  const { wholesalers } = (await pending.json()) as { wholesalers: { id: number; version: number }[] };
  const version = wholesalers.find((entry) => entry.id === wholesalerId)?.version ?? 1;
  const response = await request.post(`/api/admin/wholesalers/${wholesalerId}/verify/`, {
    headers,
    data: { version },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the login form on the given tab; the page must be on /login. */
export async function submitLogin(page: Page, email: string, password: string, tab: LoginTab = 'Retailer') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login and logs in from the browser. */
export async function loginThroughForm(page: Page, email: string, password: string, tab: LoginTab = 'Retailer') {
  await page.goto('/login');
  await submitLogin(page, email, password, tab);
}

/**
 * Logs in through the API and stores the session the way the login page does (spec section 4: accessToken,
 * refreshToken, userType, userVerified in local storage), so a page opens already signed in, with no toast.
 */
export async function signInViaApi(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  userType: 'retailer' | 'wholesaler',
) {
  const response = await request.post('/api/login/', { data: { username: email, password, user_type: userType } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access: string; refresh: string; verified: boolean; user_type: string };
  await page.goto('/login');
  await page.evaluate((stored) => {
    localStorage.setItem('accessToken', stored.access);
    localStorage.setItem('refreshToken', stored.refresh);
    localStorage.setItem('userType', stored.user_type);
    localStorage.setItem('userVerified', String(stored.verified));
  }, session);
}

/** Logs out from the user menu of the top bar (wide screens). */
export async function logoutFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

export interface SeenToast {
  title: string;
  description: string;
  variant: 'destructive' | 'success' | 'default';
}

declare global {
  interface Window {
    __e2eToasts?: SeenToast[];
  }
}

/**
 * Records every toast the page shows, from the moment the page starts. Some toasts live only 1000 ms (Logged
 * Out) or 1500 ms (Login error!) per spec section 9: on a busy machine a visibility check can miss them, so
 * the journeys assert on what was shown instead. Call before the first navigation.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: SeenToast[] = [];
    window.__e2eToasts = seen;
    const recorded = new WeakSet<Element>();
    const inspect = () => {
      for (const toast of document.querySelectorAll('[role="region"] ol > li')) {
        if (recorded.has(toast)) continue;
        const [title, description] = [...toast.children].filter((child) => child.tagName !== 'BUTTON');
        if (!title?.textContent) continue;
        recorded.add(toast);
        const style = toast.className;
        seen.push({
          title: title.textContent.trim(),
          description: description?.textContent?.trim() ?? '',
          variant: /\bbg-danger/.test(style) ? 'destructive' : /\bbg-success/.test(style) ? 'success' : 'default',
        });
      }
    };
    new MutationObserver(inspect).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast with this title (and, if given, description and variant) has been shown. */
export async function expectToastShown(page: Page, expected: Partial<SeenToast> & { title: string }) {
  await expect
    .poll(async () => {
      const seen = await page.evaluate(() => window.__e2eToasts ?? []);
      return seen.some(
        (toast) =>
          toast.title === expected.title &&
          (expected.description === undefined || toast.description === expected.description) &&
          (expected.variant === undefined || toast.variant === expected.variant),
      )
        ? 'shown'
        : JSON.stringify(seen);
    })
    .toBe('shown');
}
