// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type AdminPayout } from '@marketplace/contract';
import { buttonNamed, click, descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { jsonResponse, mockApiForEachTest } from '../../../test/mocked-api';
import { renderInDom } from '../../../test/render';
import { PayoutsPage } from './payouts-page';

const pending: AdminPayout = {
  id: 12,
  amount: 1234.5,
  status: 'pending',
  utr: null,
  reason: null,
  created_at: '2026-12-01T04:30:00Z',
  paid_at: null,
  entries: [],
  wholesaler: { id: 3, company_name: 'Shah Traders' },
  bank_account_name: 'Shah Traders LLP',
  bank_account_number: 'XXXXXX1234',
  bank_ifsc: 'HDFC0001234',
  exported_at: null,
  provider: 'manual',
};

const { fetchMock, cleanUpAfterTest } = mockApiForEachTest();
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const inDialog = (name: string) => {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find((each) => each.textContent?.trim() === name);
  if (!button) throw new Error(`No button "${name}" in the dialog`);
  return button;
};
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init.method === 'POST')
    .map(([url, init]) => [url, init.body === undefined ? undefined : JSON.parse(String(init.body))]);
const listReads = () => fetchMock.mock.calls.filter(([url]) => url.startsWith(apiPaths.adminPayouts + '?')).length;
const table = () => document.querySelector('table');

/** Answers the list from `payouts` and each POST with `answers[url]`. */
function api(payouts: AdminPayout[], answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (url, init) => {
    if (init.method === 'POST')
      return answers[url]?.() ?? jsonResponse(404, { detail: 'Not found', code: 'not_found' });
    if (url.startsWith(apiPaths.adminPayouts + '?')) return jsonResponse(200, { payouts });
    return jsonResponse(404, { detail: 'Not found', code: 'not_found' });
  });
}

async function openPage(route = '/admin/payouts') {
  cleanUpAfterTest((await renderInDom(<PayoutsPage />, { route })).unmount);
  await settle();
  expect(document.body.textContent).toContain('Shah Traders');
}

beforeEach(() => localStorage.setItem('userType', 'admin'));
afterEach(() => vi.restoreAllMocks());

describe('the pending payouts', () => {
  it('lists what the bank file pays: seller, amount, account, IFSC and date', async () => {
    api([pending]);
    await openPage();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${apiPaths.adminPayouts}?status=pending`);
    const row = table()?.querySelector('tbody tr')?.textContent ?? '';
    for (const shown of ['#12', 'Shah Traders', 'Rs. 1,234.50', 'Shah Traders LLP', 'XXXXXX1234', 'HDFC0001234'])
      expect(row).toContain(shown);
    expect(row).toContain('1 Dec 2026');
    expect(row).toContain('Pending');
  });

  it('Mark paid sends the UTR in capitals; the row then shows it paid with its UTR', async () => {
    const paid = { ...pending, status: 'paid' as const, utr: 'HDFCN52026120712', paid_at: '2026-12-07T06:00:00Z' };
    api([pending], { [apiPaths.adminPayoutPaid(12)]: () => jsonResponse(200, paid) });
    await openPage();
    await click(buttonNamed('Mark paid'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Mark payout #12 paid?');
    await typeInto(fieldLabelled('UTR'), ' hdfcn52026120712 ');
    await click(inDialog('Mark paid'));
    await settle();
    expect(posts()).toEqual([[apiPaths.adminPayoutPaid(12), { utr: 'HDFCN52026120712' }]]);
    expect(dialog()).toBeNull();
    const row = table()?.querySelector('tbody tr')?.textContent ?? '';
    expect(row).toContain('Paid');
    expect(row).toContain('HDFCN52026120712');
    expect(table()?.textContent).not.toContain('Mark paid');
  });

  it('a UTR that is no UTR is refused in place, with nothing sent', async () => {
    api([pending]);
    await openPage();
    await click(buttonNamed('Mark paid'));
    await typeInto(fieldLabelled('UTR'), 'ABC');
    await click(inDialog('Mark paid'));
    expect(descriptionOf(fieldLabelled('UTR'))).toContain('A UTR is 12 to 22 letters and digits.');
    expect(posts()).toEqual([]);
  });

  it("shows the API's refusal of the UTR under the field, and keeps the dialog open", async () => {
    const message = 'UTR HDFCN52026120712 is already recorded on payout #9.';
    api([pending], {
      [apiPaths.adminPayoutPaid(12)]: () => jsonResponse(409, { detail: message, code: 'conflict', utr: [message] }),
    });
    await openPage();
    await click(buttonNamed('Mark paid'));
    await typeInto(fieldLabelled('UTR'), 'HDFCN52026120712');
    await click(inDialog('Mark paid'));
    await settle();
    expect(dialog()).not.toBeNull();
    expect(descriptionOf(fieldLabelled('UTR'))).toContain(message);
  });

  it('a payout settled meanwhile: says so, and reads the list again when the dialog is closed', async () => {
    const message = 'Payout #12 is already paid; it cannot be changed.';
    api([pending], {
      [apiPaths.adminPayoutFailed(12)]: () => jsonResponse(409, { detail: message, code: 'conflict' }),
    });
    await openPage();
    await click(buttonNamed('Mark failed'));
    await typeInto(fieldLabelled('Reason'), 'Account closed');
    await click(inDialog('Mark failed'));
    await settle();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain(message);
    expect(listReads()).toBe(1);
    await click(inDialog('Cancel'));
    await settle();
    expect(listReads()).toBe(2);
  });

  it('Mark failed asks why; the row then shows it failed with the reason', async () => {
    const failed = { ...pending, status: 'failed' as const, reason: 'Account closed' };
    api([pending], { [apiPaths.adminPayoutFailed(12)]: () => jsonResponse(200, failed) });
    await openPage();
    await click(buttonNamed('Mark failed'));
    await click(inDialog('Mark failed'));
    expect(descriptionOf(fieldLabelled('Reason'))).toContain('Say why the transfer failed.');
    expect(posts()).toEqual([]);
    await typeInto(fieldLabelled('Reason'), 'Account closed');
    await click(inDialog('Mark failed'));
    await settle();
    expect(posts()).toEqual([[apiPaths.adminPayoutFailed(12), { reason: 'Account closed' }]]);
    const row = table()?.querySelector('tbody tr')?.textContent ?? '';
    expect(row).toContain('Failed');
    expect(row).toContain('Account closed');
  });
});

describe('running payouts', () => {
  it('says how many payouts it created and for how much, and reads the list again', async () => {
    api([pending], {
      [apiPaths.adminRunPayouts]: () => jsonResponse(200, { created: 2, amount: 1234.5, payouts: [] }),
    });
    await openPage();
    await click(buttonNamed('Run payouts'));
    await settle();
    expect(posts()).toEqual([[apiPaths.adminRunPayouts, undefined]]);
    expect(document.body.textContent).toContain('2 payouts created, Rs. 1,234.50');
    expect(listReads()).toBe(2);
  });

  it('says so when no seller is due a payout', async () => {
    api([pending], { [apiPaths.adminRunPayouts]: () => jsonResponse(200, { created: 0, amount: 0, payouts: [] }) });
    await openPage();
    await click(buttonNamed('Run payouts'));
    await settle();
    expect(document.body.textContent).toContain('No seller is due a payout.');
  });
});

describe('the status filter and the files', () => {
  it('reads the status from the address and lists that status', async () => {
    api([{ ...pending, status: 'paid', utr: 'HDFCN52026120712' }]);
    await openPage('/admin/payouts?status=paid');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${apiPaths.adminPayouts}?status=paid`);
    expect((fieldLabelled('Status') as HTMLSelectElement).value).toBe('paid');
  });

  it('shows the empty state when no payout is pending', async () => {
    api([]);
    cleanUpAfterTest((await renderInDom(<PayoutsPage />)).unmount);
    await settle();
    expect(document.body.textContent).toContain('No payouts are waiting to be transferred.');
  });

  it('downloads the bank file and the returns with the token, named as the server names them', async () => {
    api([pending]);
    fetchMock.mockImplementation(async (url) =>
      url.startsWith(apiPaths.adminPayouts + '?')
        ? jsonResponse(200, { payouts: [pending] })
        : new Response('file', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openPage();
    expect((fieldLabelled('Month') as HTMLInputElement).type).toBe('month');
    await typeInto(fieldLabelled('Month'), '2026-11');
    await click(buttonNamed('Download bank file'));
    await click(buttonNamed('Download GSTR-8 (JSON)'));
    await settle();
    await click(buttonNamed('Download TDS (CSV)'));
    await settle();
    const downloads = fetchMock.mock.calls.filter(([url]) => !url.startsWith(apiPaths.adminPayouts + '?'));
    expect(downloads.map(([url]) => url)).toEqual([
      `${apiPaths.adminPayoutsFile}?status=pending`,
      `${apiPaths.adminGstr8}?month=2026-11`,
      `${apiPaths.adminTdsCsv}?month=2026-11`,
    ]);
    for (const [, init] of downloads) expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(saved).toEqual(['payouts-pending.csv', 'gstr8-2026-11.json', 'tds-194o-2026-11.csv']);
  });
});
