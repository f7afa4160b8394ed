// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, type PayoutDetails } from '@marketplace/contract';
import { buttonNamed, click, descriptionOf, fieldLabelled, typeInto } from '../../../test/dom';
import { jsonResponse, mockApiForEachTest } from '../../../test/mocked-api';
import { render } from '../../../test/render';
import { PayoutDetailsForm } from './payout-details-form';

const { fetchMock, cleanUpAfterTest } = mockApiForEachTest();

const savedDetails: PayoutDetails = {
  bank_account_name: 'Sharma Traders',
  bank_account_number: 'XXXXXX1234',
  bank_ifsc: 'HDFC0001234',
  upi_id: null,
  razorpay_account_id: null,
  updated_at: '2026-12-01T04:00:00.000Z',
  payouts_held_until: null,
};

/** Answers GET with `saved`, and PUT with `answer(body)`. */
function serve(saved: PayoutDetails | null, answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (url !== apiPaths.payoutDetails) return jsonResponse(404, {});
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }
    return jsonResponse(200, { payout_details: saved });
  });
  return sent;
}

function show() {
  const view = render(<PayoutDetailsForm />);
  cleanUpAfterTest(view.unmount);
  return view.container;
}

const input = (label: string) => fieldLabelled(label) as HTMLInputElement;
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the payout details form', () => {
  it('shows where payouts go, masked, and never fills the account number in', async () => {
    serve(savedDetails, () => jsonResponse(500, {}));
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Payouts go to XXXXXX1234 · HDFC0001234'));
    expect(input('Account holder name').value).toBe('Sharma Traders');
    expect(input('Account number').value).toBe('');
    expect(input('Account number').placeholder).toBe('XXXXXX1234');
    expect(input('IFSC').value).toBe('HDFC0001234');
  });

  it('saves the typed details and shows the hold that the change started', async () => {
    const heldUntil = '2026-12-09T05:00:00.000Z';
    const sent = serve(null, () =>
      jsonResponse(200, {
        payout_details: { ...savedDetails, bank_account_number: 'XXXXXX5678', payouts_held_until: heldUntil },
      }),
    );
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Add the bank account your payouts should go to.'));
    await typeInto(input('Account holder name'), 'Sharma Traders');
    await typeInto(input('Account number'), '5010 0012 345678');
    await typeInto(input('IFSC'), 'hdfc0001234');
    await click(buttonNamed('Save payout details'));
    await vi.waitFor(() => expect(text(container)).toContain('Your payout details are saved.'));
    expect(sent).toEqual([
      { bank_account_name: 'Sharma Traders', bank_account_number: '50100012345678', bank_ifsc: 'HDFC0001234' },
    ]);
    expect(text(container)).toContain('Payouts go to XXXXXX5678 · HDFC0001234');
    expect(text(container)).toContain('Payouts are held until 9 Dec 2026, 10:30 am');
    expect(input('Account number').value).toBe('');
  });

  it('checks the fields before sending anything', async () => {
    const sent = serve(null, () => jsonResponse(500, {}));
    const container = show();
    await vi.waitFor(() => expect(text(container)).toContain('Add the bank account'));
    await typeInto(input('Account holder name'), 'Sharma Traders');
    await typeInto(input('Account number'), '1234');
    await typeInto(input('IFSC'), 'HDFC1234');
    await click(buttonNamed('Save payout details'));
    await vi.waitFor(() =>
      expect(descriptionOf(input('Account number'))).toContain('A bank account number is 9 to 18 digits.'),
    );
    expect(descriptionOf(input('IFSC'))).toContain('An IFSC code looks like HDFC0001234');
    expect(sent).toEqual([]);
  });

  it("puts the server's field errors under their fields", async () => {
    serve(savedDetails, () =>
      jsonResponse(400, {
        detail: 'Check the highlighted fields.',
        code: 'validation',
        upi_id: ['A UPI id looks like name@bank.'],
      }),
    );
    const container = show();
    await vi.waitFor(() => expect(input('Account holder name').value).toBe('Sharma Traders'));
    await typeInto(input('Account number'), '50100012345678');
    await typeInto(input('UPI id (optional)'), 'sharma@hdfc');
    await click(buttonNamed('Save payout details'));
    await vi.waitFor(() => expect(descriptionOf(input('UPI id (optional)'))).toBe('A UPI id looks like name@bank.'));
    expect(text(container)).toContain('Your payout details could not be saved.');
  });
});
