// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { retailerAccount } from '../../../test/profiles';
import { render } from '../../../test/render';
import { SettingsPage } from './settings-page';

let view: ReturnType<typeof render> | undefined;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', 'retailer');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === apiPaths.profile
        ? new Response(JSON.stringify(retailerAccount()), { headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const selectedTab = (container: HTMLElement) =>
  container.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim();

describe('settings page', () => {
  it('opens on the profile tab at the licences when reached from a medicine’s notice', async () => {
    view = render(<SettingsPage />, { route: '/settings#licences' });
    const { container } = view;
    await vi.waitFor(() => expect(container.querySelector('#licences')?.textContent).toContain('No licence added'));
    expect(selectedTab(container)).toBe('Retailer Profile');
  });

  it('opens on the payouts tab for a wholesaler reached from the Payments page', async () => {
    localStorage.setItem('userType', 'wholesaler');
    view = render(<SettingsPage />, { route: '/settings#payouts' });
    const { container } = view;
    await vi.waitFor(() => expect(selectedTab(container)).toBe('Payouts'));
    expect(container.querySelector('[role="tabpanel"] h2')?.textContent).toBe('Payout details');
  });

  it('offers no payouts tab to a retailer', async () => {
    view = render(<SettingsPage />, { route: '/settings#payouts' });
    const { container } = view;
    await vi.waitFor(() => expect(selectedTab(container)).toBe('Security'));
    expect([...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent?.trim())).not.toContain(
      'Payouts',
    );
  });

  it('opens on the security tab otherwise', async () => {
    view = render(<SettingsPage />, { route: '/settings' });
    const { container } = view;
    await vi.waitFor(() => expect(selectedTab(container)).toBe('Security'));
  });
});
