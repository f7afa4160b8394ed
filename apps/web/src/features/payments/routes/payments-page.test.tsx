// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, type LedgerPage, type Payout, type PayoutDetails } from '@marketplace/contract';
import { jsonResponse, mockApiForEachTest } from '../../../test/mocked-api';
import { render } from '../../../test/render';
import { PaymentsPage } from './payments-page';

const { fetchMock, cleanUpAfterTest } = mockApiForEachTest();

const statement: LedgerPage = {
  month: '2026-11',
  opening_balance: 1000,
  closing_balance: 2174.1,
  count: 3,
  page: 1,
  page_size: 50,
  entries: [
    {
      id: 7,
      at: '2026-11-03T06:00:00.000Z',
      type: 'sale',
      order: 41,
      document: null,
      description: 'Sale: order #41',
      amount: 1180,
      balance: 2180,
    },
    {
      id: 8,
      at: '2026-11-04T06:00:00.000Z',
      type: 'tcs',
      order: 41,
      document: 'SHTC/2627/000123',
      description: 'GST TCS withheld',
      amount: -5,
      balance: 2175,
    },
    {
      id: 9,
      at: '2026-11-04T06:00:00.000Z',
      type: 'tds',
      order: 41,
      document: 'SHTC/2627/000123',
      description: 'Income-tax TDS withheld',
      amount: -0.9,
      balance: 2174.1,
    },
  ],
};

const paidPayout: Payout = {
  id: 3,
  amount: 1000,
  status: 'paid',
  utr: 'HDFCR52026120812345',
  reason: null,
  created_at: '2026-11-02T04:00:00.000Z',
  paid_at: '2026-11-02T09:00:00.000Z',
  entries: [],
};

interface Answers {
  ledger?: LedgerPage;
  payouts?: Payout[];
  details?: PayoutDetails | null;
}

/** The API as the page reads it; returns the statement queries asked for. */
function serve({ ledger = statement, payouts = [paidPayout], details = null }: Answers = {}) {
  const asked: string[] = [];
  fetchMock.mockImplementation(async (url) => {
    const path = url.split('?')[0];
    if (path === apiPaths.wholesalerBalance) return jsonResponse(200, { held: 1180, available: 994.1, paid_out: 1000 });
    if (path === apiPaths.wholesalerLedger) {
      asked.push(url.slice(path?.length ?? 0));
      return jsonResponse(200, ledger);
    }
    if (path === apiPaths.wholesalerPayouts) return jsonResponse(200, { payouts });
    if (path === apiPaths.payoutDetails) return jsonResponse(200, { payout_details: details });
    return jsonResponse(404, {});
  });
  return asked;
}

function show(route = '/payments?month=2026-11') {
  localStorage.setItem('userType', 'wholesaler');
  const view = render(<PaymentsPage />, { route });
  cleanUpAfterTest(view.unmount);
  return view.container;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the Payments page', () => {
  it('shows the three balances', async () => {
    serve();
    const container = show();
    await vi.waitFor(() => expect(container.querySelector('section[aria-label="Balances"]')).not.toBeNull());
    const cards = text(container.querySelector('section[aria-label="Balances"]'));
    expect(cards).toContain('Held until the claim window closesRs. 1,180.00');
    expect(cards).toContain('Available to pay outRs. 994.10');
    expect(cards).toContain('Paid outRs. 1,000.00');
  });

  it("shows the month's statement with signed amounts and running balances", async () => {
    const asked = serve();
    const container = show();
    await vi.waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(3));
    expect(asked[0]).toBe('?month=2026-11&page=1&page_size=50');
    expect((container.querySelector('input[type="month"]') as HTMLInputElement).value).toBe('2026-11');
    expect(text(container)).toContain('Opening balanceRs. 1,000.00');
    expect(text(container)).toContain('Closing balanceRs. 2,174.10');
    const cells = [...container.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(1).map(text),
    );
    expect(cells).toEqual([
      ['Sale: order #41', 'Order #41', '+Rs. 1,180.00', 'Rs. 2,180.00'],
      ['GST TCS withheld', 'SHTC/2627/000123Order #41', '\u2212Rs. 5.00', 'Rs. 2,175.00'],
      ['Income-tax TDS withheld', 'SHTC/2627/000123Order #41', '\u2212Rs. 0.90', 'Rs. 2,174.10'],
    ]);
    expect(container.querySelector('nav[aria-label="Statement pages"]')).toBeNull();
  });

  it('says when the month has no entries', async () => {
    serve({ ledger: { ...statement, entries: [], count: 0 } });
    const empty = show();
    await vi.waitFor(() => expect(text(empty)).toContain('No entries in this month.'));
  });

  it('pages a month with more lines than fit on a page', async () => {
    const asked = serve({ ledger: { ...statement, count: 120, page: 2 } });
    const container = show('/payments?month=2026-11&page=2');
    await vi.waitFor(() =>
      expect(text(container.querySelector('nav[aria-label="Statement pages"]'))).toContain('Page 2 of 3'),
    );
    expect(asked[0]).toBe('?month=2026-11&page=2&page_size=50');
  });

  it("downloads the month's CSV with the bearer token", async () => {
    serve();
    const saved: string[] = [];
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    const linkClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    cleanUpAfterTest(() => {
      objectUrl.mockRestore();
      linkClick.mockRestore();
    });
    const container = show();
    await vi.waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(3));
    fetchMock.mockImplementationOnce(async () => new Response('date,description\n', { status: 200 }));
    [...container.querySelectorAll('button')].find((each) => text(each) === 'Download CSV')?.click();
    await vi.waitFor(() => expect(saved).toEqual(['statement-2026-11.csv']));
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe(`${apiPaths.wholesalerLedgerCsv}?month=2026-11`);
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('lists the payouts with the UTR of a paid one and the reason of a failed one', async () => {
    serve({
      payouts: [
        { ...paidPayout, id: 4, status: 'failed', utr: null, paid_at: null, reason: 'Account closed' },
        paidPayout,
      ],
    });
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Payout #3'));
    expect(text(container)).toContain('UTRHDFCR52026120812345');
    expect(text(container)).toContain('Failed: Account closed.');
  });

  it('asks for a bank account in Settings when none is saved, and says when payouts are held', async () => {
    serve({ payouts: [] });
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Add your bank account in Settings to receive payouts.'));
    const link = [...container.querySelectorAll('a')].find((each) => text(each).startsWith('Add your bank account'));
    expect(link?.getAttribute('href')).toBe('/settings#payouts');
    expect(text(container)).toContain('No payouts yet.');
  });

  it('says payouts are held until the cooldown ends after a change of bank details', async () => {
    serve({
      details: {
        bank_account_name: 'Sharma Traders',
        bank_account_number: 'XXXXXX1234',
        bank_ifsc: 'HDFC0001234',
        upi_id: null,
        razorpay_account_id: null,
        updated_at: '2026-12-08T05:00:00.000Z',
        payouts_held_until: '2026-12-09T05:00:00.000Z',
      },
    });
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Payouts are held until 9 Dec 2026, 10:30 am'));
    expect(text(container)).toContain('Your bank details changed recently');
  });
});
