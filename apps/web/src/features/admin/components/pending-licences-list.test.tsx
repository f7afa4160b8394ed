// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, reviewedChangePaths, reviewMessages, type PendingLicence } from '@marketplace/contract';
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
  licence_scan: reviewedChangePaths.licenceScan(41),
  version: 3,
};

const scanPicture = () =>
  new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });

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
      if (url === reviewedChangePaths.licenceScan(41)) return scanPicture();
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
    const body = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')?.[1].body;
    expect(JSON.parse(String(body))).toEqual({ version: 3 });
    const reads = fetchMock.mock.calls.filter(([url]) => url === apiPaths.adminPendingLicences);
    expect(reads).toHaveLength(2);
  });

  it('shows the scan beside the fields, fetched with the token', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === reviewedChangePaths.licenceScan(41)) return scanPicture();
      return json(200, { licences: [licence] });
    });
    view = render(<PendingLicencesList />);
    const { container } = view;
    await vi.waitFor(() =>
      expect(container.querySelector('img[alt="Scan of the drug licence of Iyer Pharmacy"]')).toBeTruthy(),
    );
    const scanCall = fetchMock.mock.calls.find(([url]) => url === reviewedChangePaths.licenceScan(41));
    expect(new Headers(scanCall?.[1].headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('a licence changed since the list was read: the refusal leaves it listed and the list is read again', async () => {
    const changed = { ...licence, drug_licence_pin: '600099', version: 4 };
    let refused = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === apiPaths.adminApproveLicence(41) && init.method === 'POST') {
        refused = true;
        return json(409, {
          detail: reviewMessages.licenceChanged,
          code: 'conflict',
          error: reviewMessages.licenceChanged,
        });
      }
      if (url === reviewedChangePaths.licenceScan(41)) return scanPicture();
      return json(200, { licences: [refused ? changed : licence] });
    });
    view = render(<PendingLicencesList />);
    const { container } = view;
    await vi.waitFor(() => expect(container.textContent).toContain('600004'));
    await vi.waitFor(() => expect(buttonNamed(container, 'Approve').disabled).toBe(false));
    buttonNamed(container, 'Approve').click();
    await vi.waitFor(() => expect(container.textContent).toContain('600099'));
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
