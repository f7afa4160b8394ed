// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type AdminAccount, type PendingWholesaler } from '@marketplace/contract';
import { buttonNamed, click, descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { jsonResponse, mockApiForEachTest } from '../../../test/mocked-api';
import { renderInDom } from '../../../test/render';
import { AccountRow } from './account-row';
import { PendingWholesalerCard } from './pending-wholesaler-card';

const wholesaler: PendingWholesaler = {
  id: 12,
  email: 'shah@example.com',
  first_name: 'Ketan',
  last_name: 'Shah',
  company_name: 'Shah Traders',
  company_description: 'Kitchenware wholesale.',
  gst_number: '24AAACS1234B1Z5',
  address: '3 Relief Road, Ahmedabad',
  contact_number: '9824012345',
  years_in_business: 8,
  verification_status: 'pending',
  created_at: '2026-11-20T09:15:00Z',
  version: 5,
};

const account: AdminAccount = {
  id: 33,
  email: 'nair@example.com',
  first_name: 'Priya',
  last_name: 'Nair',
  user_type: 'retailer',
  verification_status: 'verified',
  business_name: 'Nair Provisions',
  gst_number: null,
  suspended: false,
  suspended_at: null,
  suspension_reason: null,
  created_at: '2026-01-02T09:00:00Z',
};

const { fetchMock, cleanUpAfterTest } = mockApiForEachTest();
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');

describe('rejecting a wholesaler asks first', () => {
  beforeEach(async () => {
    cleanUpAfterTest((await renderInDom(<PendingWholesalerCard wholesaler={wholesaler} />)).unmount);
    await click(buttonNamed('Reject'));
  });

  it('says what rejecting means; Cancel closes it and sends nothing', async () => {
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Reject Shah Traders?');
    expect(dialog()?.textContent).toContain('The wholesaler will not be able to sell on the marketplace');
    await click(buttonNamed('Cancel'));
    expect(dialog()).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('confirming closes it and posts the rejection of the version shown', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { id: 12, email: wholesaler.email, verification_status: 'rejected' }),
    );
    await click(buttonNamed('Reject wholesaler'));
    await settle();
    expect(dialog()).toBeNull();
    expect(posts().map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      [apiPaths.adminRejectWholesaler(12), { version: 5 }],
    ]);
  });
});

describe('suspending an account asks for the reason', () => {
  beforeEach(async () => {
    cleanUpAfterTest((await renderInDom(<AccountRow account={account} />)).unmount);
    await click(buttonNamed('Suspend'));
  });

  it('without a reason it says so in place and sends nothing', async () => {
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Suspend Nair Provisions?');
    await typeInto(fieldLabelled('Reason'), '   ');
    await click(buttonNamed('Suspend account'));
    expect(descriptionOf(fieldLabelled('Reason'))).toContain('Give a reason for the suspension.');
    expect(posts()).toEqual([]);
  });

  it('posts the reason without its spaces and closes when the account is suspended', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...account, suspended: true, suspension_reason: 'Fake GSTIN' }));
    await typeInto(fieldLabelled('Reason'), '  Fake GSTIN ');
    await click(buttonNamed('Suspend account'));
    await settle();
    expect(dialog()).toBeNull();
    expect(posts().map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      [apiPaths.adminSuspendAccount(33), { reason: 'Fake GSTIN' }],
    ]);
  });

  it('a refusal keeps it open with the answer under the reason', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { detail: 'An administrator cannot be suspended.', code: 'forbidden', error: 'x' }),
    );
    await typeInto(fieldLabelled('Reason'), 'Fake GSTIN');
    await click(buttonNamed('Suspend account'));
    await settle();
    expect(dialog()).not.toBeNull();
    expect(descriptionOf(fieldLabelled('Reason'))).toContain('An administrator cannot be suspended.');
  });
});
