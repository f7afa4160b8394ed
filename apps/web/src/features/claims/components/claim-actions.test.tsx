// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimMessages, type ClaimResponse } from '@marketplace/contract';
import type { UserType } from '../../../lib/storage';
import { jsonResponse as json, mockApiForEachTest } from '../../../test/mocked-api';
import { buttonNamed, click, descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { claimItem, openClaim } from '../test/claim-fixture';
import { ClaimActions, claimStepFor } from './claim-actions';

const { fetchMock } = mockApiForEachTest();
const onDone = vi.fn<(message: string) => void>();
let unmount = () => {};
afterEach(() => {
  unmount();
  onDone.mockReset();
});

async function show(claim: ClaimResponse, viewer: UserType) {
  const view = await renderInDom(<ClaimActions claim={claim} viewer={viewer} now={Date.now()} onDone={onDone} />);
  unmount = view.unmount;
}

const twoLines = openClaim({
  items: [
    claimItem({ id: 1, quantity: 2, price_per_item: 100 }),
    claimItem({ id: 2, quantity: 3, price_per_item: 50 }),
  ],
});
const sent = () => fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body)) as unknown]);
const outcome = () => onDone.mock.calls.map(([message]) => message).join(' ');
const fewer = (product: string) =>
  document.querySelector<HTMLButtonElement>(`[aria-label="Fewer units of ${product}"]`)!;
const choice = (label: string) =>
  [...document.querySelectorAll('label')].find((each) => each.textContent === label)!.querySelector('input')!;

describe('the seller answers a claim', () => {
  it('accepts every claimed unit', async () => {
    fetchMock.mockResolvedValue(json(200, { ...twoLines, status: 'accepted' }));
    await show(twoLines, 'wholesaler');
    await click(buttonNamed('Accept'));
    expect(document.body.textContent).toContain('Goods value accepted: Rs. 350.00');
    await click(buttonNamed('Accept the claim'));
    await settle();
    expect(sent()).toEqual([['/api/claims/9/accept/', {}]]);
    expect(outcome()).toContain('Claim #9 accepted.');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('accepts part, line by line', async () => {
    fetchMock.mockResolvedValue(json(200, { ...twoLines, status: 'accepted' }));
    await show(twoLines, 'wholesaler');
    await click(buttonNamed('Accept'));
    await click(choice('Part of the claim'));
    await click(fewer('Product 1'));
    for (let press = 0; press < 3; press += 1) await click(fewer('Product 2'));
    expect(document.body.textContent).toContain('Goods value accepted: Rs. 100.00');
    await click(buttonNamed('Accept these units'));
    await settle();
    expect(sent()).toEqual([['/api/claims/9/accept/', { items: [{ id: 1, quantity: 1 }] }]]);
  });

  it('asks for at least one unit when accepting part', async () => {
    await show(twoLines, 'wholesaler');
    await click(buttonNamed('Accept'));
    await click(choice('Part of the claim'));
    for (let press = 0; press < 2; press += 1) await click(fewer('Product 1'));
    for (let press = 0; press < 3; press += 1) await click(fewer('Product 2'));
    await click(buttonNamed('Accept these units'));
    expect(document.body.textContent).toContain(claimMessages.acceptNothing);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why an answer was refused and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(json(409, { detail: claimMessages.notOpen('escalated'), code: 'conflict' }));
    await show(twoLines, 'wholesaler');
    await click(buttonNamed('Accept'));
    await click(buttonNamed('Accept the claim'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(claimMessages.notOpen('escalated'));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('needs a reason to reject', async () => {
    fetchMock.mockResolvedValue(json(200, { ...twoLines, status: 'rejected' }));
    await show(twoLines, 'wholesaler');
    await click(buttonNamed('Reject'));
    await click(buttonNamed('Reject the claim'));
    expect(descriptionOf(fieldLabelled('Reason'))).toContain(claimMessages.reasonRequired);
    expect(fetchMock).not.toHaveBeenCalled();
    await typeInto(fieldLabelled('Reason'), ' All 12 cartons were signed for. ');
    await click(buttonNamed('Reject the claim'));
    await settle();
    expect(sent()).toEqual([['/api/claims/9/reject/', { reason: 'All 12 cartons were signed for.' }]]);
    expect(outcome()).toContain('Claim #9 rejected.');
  });
});

describe('escalating a rejected claim', () => {
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const rejected = openClaim({ status: 'rejected', respond_by: inAnHour });

  it('is offered to the retailer only, for a rejected claim, until its deadline', () => {
    const now = Date.now();
    expect(claimStepFor(rejected, 'retailer', now)).toBe('escalate');
    expect(claimStepFor({ ...rejected, respond_by: anHourAgo }, 'retailer', now)).toBeNull();
    expect(claimStepFor(rejected, 'wholesaler', now)).toBeNull();
    expect(claimStepFor(openClaim(), 'retailer', now)).toBeNull();
    expect(claimStepFor({ ...rejected, status: 'escalated', respond_by: null }, 'retailer', now)).toBeNull();
  });

  it('shows the retailer the Escalate button, and sends the note', async () => {
    fetchMock.mockResolvedValue(json(200, { ...rejected, status: 'escalated' }));
    await show(rejected, 'retailer');
    await click(buttonNamed('Escalate'));
    await typeInto(fieldLabelled('Note for the marketplace (optional)'), 'The photos show the crushed cartons.');
    await click(buttonNamed('Ask the marketplace to decide'));
    await settle();
    expect(sent()).toEqual([['/api/claims/9/escalate/', { note: 'The photos show the crushed cartons.' }]]);
    expect(outcome()).toContain('Claim #9 is now with the marketplace.');
  });

  it('shows no Escalate button once the deadline has passed', async () => {
    await show({ ...rejected, respond_by: anHourAgo }, 'retailer');
    expect(() => buttonNamed('Escalate')).toThrow();
  });
});

describe('the marketplace decides an escalated claim', () => {
  it('sends the decision with the note', async () => {
    const escalated = openClaim({ status: 'escalated', respond_by: null });
    fetchMock.mockResolvedValue(json(200, { ...escalated, status: 'accepted' }));
    await show(escalated, 'admin');
    await typeInto(fieldLabelled('Note to both parties (optional)'), 'The photos show the damage.');
    await click(buttonNamed('Accept the claim'));
    await settle();
    expect(sent()).toEqual([
      ['/api/admin/claims/9/decide/', { decision: 'accept', note: 'The photos show the damage.' }],
    ]);
    expect(outcome()).toContain('Claim #9 accepted');
  });
});
