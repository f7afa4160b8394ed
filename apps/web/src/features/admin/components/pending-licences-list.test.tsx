// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type PendingLicence } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { render } from '../../../test/render';
import { PendingLicencesList } from './pending-licences-list';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const licence: PendingLicence = {
  id: 41,
  email: 'pharmacy-pending@example.com',
  first_name: 'Meera',
  last_name: 'Iyer',
  shop_name: 'Iyer Pharmacy',
  address: '4 Temple Street, Chennai',
  drug_licence_20: 'TN-CHN-20-778899',
  drug_licence_21: 'TN-CHN-21-778899',
  drug_licence_valid_to: '2028-06-30',
  drug_licence_pin: '600004',
  fssai_licence: null,
  licence_status: 'pending',
  submitted_at: '2026-11-20T09:15:00Z',
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let view: ReturnType<typeof render> | undefined;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', 'admin');
  vi.stubGlobal('localStorage', storage);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const buttonNamed = (container: HTMLElement, name: string) => {
  const button = [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);
  if (!button) throw new Error(`No button "${name}"`);
  return button;
};

describe('licences awaiting approval on the admin page', () => {
  it('shows each licence as submitted; Approve posts the decision and reads the list again', async () => {
    let decided = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === apiPaths.adminApproveLicence(41) && init.method === 'POST') {
        decided = true;
        return json(200, { id: 41, email: licence.email, licence_status: 'approved' });
      }
      if (url === apiPaths.adminPendingLicences) return json(200, { licences: decided ? [] : [licence] });
      return json(404, { detail: 'Not found', code: 'not_found', error: 'Not found' });
    });
    view = render(<PendingLicencesList />);
    const { container } = view;

    await vi.waitFor(() => expect(container.textContent).toContain('Iyer Pharmacy'));
    for (const shown of [
      'pharmacy-pending@example.com',
      'TN-CHN-20-778899',
      'TN-CHN-21-778899',
      '30 June 2028',
      '600004',
      '20 November 2026',
    ]) {
      expect(container.textContent).toContain(shown);
    }

    buttonNamed(container, 'Approve').click();
    await vi.waitFor(() => expect(container.textContent).toContain('No licences are waiting for approval.'));
    const posts = fetchMock.mock.calls.filter(([, init]) => init.method === 'POST').map(([url]) => url);
    expect(posts).toEqual([apiPaths.adminApproveLicence(41)]);
    const reads = fetchMock.mock.calls.filter(([url]) => url === apiPaths.adminPendingLicences);
    expect(reads).toHaveLength(2);
  });

  it('says why the list could not be loaded and offers to try again', async () => {
    fetchMock.mockResolvedValue(json(403, { detail: 'Administrators only.', code: 'forbidden', error: 'x' }));
    view = render(<PendingLicencesList />);
    const { container } = view;
    await vi.waitFor(() =>
      expect(container.textContent).toContain('We could not load the licences waiting for approval'),
    );
    expect(container.textContent).toContain('Administrators only.');
    expect(buttonNamed(container, 'Try again')).toBeTruthy();
  });
});
