// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, claimMessages, type ClaimResponse, type OrderDetailsResponse } from '@marketplace/contract';
import { formatLongDate } from '../../../lib/format-date';
import { jsonResponse as json, mockApiForEachTest } from '../../../test/mocked-api';
import { buttonNamed, click, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { claimItem, openClaim } from '../test/claim-fixture';
import { deliveredOrder, orderLine } from '../test/delivered-order';
import { OrderClaimsSection } from './order-claims-section';

const DAY = 86_400_000;
const delivered = (windowEndsIn: number) => deliveredOrder([orderLine(1, 12), orderLine(2, 5)], windowEndsIn);

const { fetchMock } = mockApiForEachTest();
let unmount = () => {};
afterEach(() => {
  unmount();
  onClaimsChanged.mockReset();
});

const onClaimsChanged = vi.fn();

/** The server's claims of the order; a POST answers with `afterPost` and makes it the order's only claim. */
async function show(
  order: OrderDetailsResponse,
  viewer: 'retailer' | 'wholesaler',
  claims: ClaimResponse[],
  afterPost: ClaimResponse = openClaim(),
) {
  localStorage.setItem('userType', viewer);
  let current = claims;
  fetchMock.mockImplementation((url, init) => {
    if (url.startsWith('/api/claims/9/photos/'))
      return Promise.resolve(new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }));
    if (init.method === 'POST') {
      current = [afterPost];
      return Promise.resolve(json(201, afterPost));
    }
    return Promise.resolve(json(200, { claims: current }));
  });
  const view = await renderInDom(<OrderClaimsSection order={order} onClaimsChanged={onClaimsChanged} />);
  unmount = view.unmount;
  await settle();
}

const text = () => document.body.textContent ?? '';

describe('claims on the order page', () => {
  it('lets the retailer report a problem inside the window, capped by earlier claims', async () => {
    const earlier = openClaim({ status: 'rejected', items: [claimItem({ id: 1, quantity: 10 })] });
    await show(delivered(2 * DAY), 'retailer', [earlier]);
    expect(fetchMock.mock.calls[0]![0]).toBe(apiPaths.orderClaims(4101));
    await click(buttonNamed('Report a problem'));
    expect(text()).toContain('2 of 12 delivered units can be claimed.');
    expect(text()).toContain('5 of 5 delivered units can be claimed.');
  });

  it('says a filed claim was taken, and has the page read the order again', async () => {
    await show(delivered(2 * DAY), 'retailer', []);
    await click(buttonNamed('Report a problem'));
    await click(document.querySelector<HTMLButtonElement>('[aria-label="More units of Product 1"]')!);
    await typeInto(fieldLabelled('Description'), 'One carton short.');
    await click(buttonNamed('Report the problem'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Your problem was reported as claim #9.');
    expect(onClaimsChanged).toHaveBeenCalledOnce();
  });

  it('says the seller’s answer was taken, though the answered claim’s buttons leave with the new list', async () => {
    await show(delivered(2 * DAY), 'wholesaler', [openClaim()], openClaim({ status: 'accepted', respond_by: null }));
    await click(buttonNamed('Accept'));
    await click(buttonNamed('Accept the claim'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(() => buttonNamed('Accept')).toThrow();
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Claim #9 accepted.');
    expect(onClaimsChanged).toHaveBeenCalledOnce();
  });

  it('says when the window closed, and offers no report after it', async () => {
    const closed = delivered(-DAY);
    await show(closed, 'retailer', []);
    expect(text()).toContain(claimMessages.windowClosed(formatLongDate(closed.claim_window_ends_at!)));
    expect(() => buttonNamed('Report a problem')).toThrow();
  });

  it('shows the seller each claim with its photos (fetched with the token), refund and credit note', async () => {
    const accepted = openClaim({
      status: 'accepted',
      respond_by: null,
      photos: [apiPaths.claimPhoto(9, 0)],
      items: [claimItem({ id: 1, quantity: 2, accepted_quantity: 2 })],
      amount_refunded: 53.7,
      refund_status: 'processed',
      credit_note: { number: 'CN/2026-27/0004', date: '2026-11-26' },
      history: [
        { status: 'open', by: 'retailer', note: 'Two cartons were missing.', at: '2026-11-25T06:00:00.000Z' },
        { status: 'accepted', by: 'wholesaler', note: '', at: '2026-11-26T06:00:00.000Z' },
      ],
    });
    await show(delivered(2 * DAY), 'wholesaler', [accepted]);
    expect(text()).toContain('Fewer units arrived');
    expect(text()).toContain('Rs. 53.70');
    expect(text()).toContain('Processed');
    expect(text()).toContain('CN/2026-27/0004 of 26 Nov 2026');
    const steps = [...document.querySelectorAll('ol > li')].map((step) => step.querySelector('p')?.textContent);
    expect(steps).toEqual(['Waiting for the sellerby Retailer', 'Acceptedby Seller']);
    const photoCall = fetchMock.mock.calls.find(([url]) => url === apiPaths.claimPhoto(9, 0));
    expect(new Headers(photoCall?.[1].headers).get('Authorization')).toMatch(/^Bearer /);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Photo 1 of claim 9');
    expect(() => buttonNamed('Report a problem')).toThrow();
  });

  it('shows the seller nothing while the order has no claim', async () => {
    await show(delivered(2 * DAY), 'wholesaler', []);
    expect(text()).toBe('');
  });

  it('shows nothing before the order is delivered', async () => {
    const shipped = { ...delivered(2 * DAY), order_status: 'shipped' as const, delivered_at: null };
    await show({ ...shipped, claim_window_ends_at: null }, 'retailer', []);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(text()).toBe('');
  });
});
